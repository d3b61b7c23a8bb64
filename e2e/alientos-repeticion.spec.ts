import { expect, test } from '@playwright/test'
import { applyAction, createDuel, type AlientosConfig } from '../lib/alientos/apply'
import { ALIENTOS_BOTS } from '../lib/alientos/bots'
import { describeResult } from '../lib/alientos/describe'
import { poolText } from '../lib/alientos/dice'
import { presetPool } from '../lib/alientos/presets'
import type { AlientosState } from '../lib/alientos/state'
import { viewOf } from '../lib/alientos/view'
import { alientosGame } from '../lib/alientos/platform'
import { makeRecord } from '../lib/platform/record'
import { deriveStream } from '../lib/random/rng'
import { expectNoSeriousA11yViolations } from './a11y'

// The replay viewer (issue 31), as a player uses it: a duel just finished on /alientos opens in it, and so does a
// downloaded record's file or its pasted text; it steps move by move by button and by keyboard, and a record it cannot
// show is refused with the field at fault.

/** A duel of two greedy bots played to its end here, as /alientos keeps it on the device. */
function finishedDuel() {
  const config: AlientosConfig = { pools: [presetPool('equilibrio'), presetPool('furia')], names: ['Ária', 'Bruma'], seed: 77 }
  const created = createDuel(config)
  if (!created.ok) throw new Error(created.error.message)
  let state: AlientosState = created.state
  const actions = []
  const rng = deriveStream('e2e/repeticion', 77, 'bots')
  while (state.phase !== 'over') {
    const action = ALIENTOS_BOTS.greedy(viewOf(state, state.turn), rng, { nodes: 500 })
    const r = applyAction(state, action)
    if (!r.ok) throw new Error(r.error.message)
    state = r.state
    actions.push(action)
  }
  const seats = [
    { name: 'Ária', dice: poolText(config.pools[0] ?? presetPool('equilibrio')), player: 'human' },
    { name: 'Bruma', dice: poolText(config.pools[1] ?? presetPool('furia')), player: 'greedy' },
  ]
  const record = makeRecord(alientosGame, config, actions.map((action) => ({ action })), state)
  return { stored: { config, seats, actions }, state, record }
}

const duel = finishedDuel()
const moves = duel.stored.actions.length
const painOf = (seat: number) => Math.max(0, duel.state.taumaturgos[seat]?.pain ?? 0)

test('the duel just finished on /alientos opens in the replay viewer and steps by buttons and by keyboard', async ({ page }) => {
  test.setTimeout(90_000)
  await page.addInitScript((stored) => {
    if (window.location.pathname === '/alientos') window.localStorage.setItem('alientos.duelo.v1', stored)
  }, JSON.stringify(duel.stored))
  await page.goto('/alientos')
  if (duel.state.result === null) throw new Error('el duelo de prueba no terminó')
  // The page speaks to Ária, the one person in the duel (seat 0); the replay, watched by anyone, says every name.
  const result = describeResult(duel.state.result, duel.state.taumaturgos)
  await expect(page.getByRole('status').filter({ hasText: describeResult(duel.state.result, duel.state.taumaturgos, 0) })).toBeVisible()
  await page.getByRole('link', { name: 'Ver la repetición paso a paso' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Repetición de un duelo' })).toBeVisible()
  const viewer = page.getByRole('region', { name: 'Repetición del duelo' })
  await expect(viewer).toBeFocused()
  const where = viewer.getByText(/^(Comienzo del duelo|Jugada \d+)/)
  await expect(where).toHaveText('Comienzo del duelo')
  await expect(viewer.getByText(`de ${moves} jugadas`)).toBeVisible()
  // At the start nobody has lost pain, and the log holds the first Evocación only.
  await expect(viewer.getByRole('img', { name: 'Dolor: le quedan 15 de 15' })).toHaveCount(2)
  const log = viewer.getByRole('list', { name: 'Registro de la repetición' })
  await expect(log).toContainText('Ronda 1')
  const atStart = await log.getByRole('listitem').count()
  // Nobody decides on a replay: no pass, no dice to click, no leaving.
  await expect(viewer.getByRole('button', { name: 'Pasar', exact: true })).toHaveCount(0)
  await expect(viewer.getByRole('list', { name: 'Dados de Ária' }).getByRole('button').first()).toBeDisabled()
  await expect(viewer.getByText('Abandonar')).toHaveCount(0)

  await page.keyboard.press('ArrowRight')
  await expect(where).toHaveText('Jugada 1')
  expect(await log.getByRole('listitem').count()).toBeGreaterThan(atStart)
  await expect(log.locator('[aria-current="step"]').first()).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(where).toHaveText('Comienzo del duelo')
  await page.keyboard.press('ArrowLeft') // already at the start: stays
  await expect(where).toHaveText('Comienzo del duelo')

  await page.keyboard.press('End')
  await expect(where).toHaveText(`Jugada ${moves}`)
  await expect(viewer.getByRole('status').filter({ hasText: result })).toBeVisible()
  await expect(viewer.getByRole('region', { name: 'Taumaturgo Ária' }).getByRole('img', { name: `Dolor: le quedan ${painOf(0)} de 15` })).toBeVisible()
  await expect(viewer.getByRole('region', { name: 'Taumaturgo Bruma' }).getByRole('img', { name: `Dolor: le quedan ${painOf(1)} de 15` })).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Jugada siguiente' })).toBeDisabled()
  await page.keyboard.press('Home')
  await expect(where).toHaveText('Comienzo del duelo')

  // The buttons do the same, for a pointer.
  await viewer.getByRole('button', { name: 'Jugada siguiente' }).click()
  await viewer.getByRole('button', { name: 'Jugada siguiente' }).click()
  await expect(where).toHaveText('Jugada 2')
  await viewer.getByRole('button', { name: 'Al final' }).click()
  await expect(where).toHaveText(`Jugada ${moves}`)
  await viewer.getByRole('button', { name: 'Jugada anterior' }).click()
  await expect(where).toHaveText(`Jugada ${moves - 1}`)
  await expectNoSeriousA11yViolations(page, '/alientos/repeticion')

  // A reload of the tab finds the same duel.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Repetición del duelo' }).getByText(`de ${moves} jugadas`)).toBeVisible()
})

test('a record opens from its file or its pasted text, and a bad one is refused with the field named', async ({ page }) => {
  await page.goto('/alientos')
  await page.getByRole('link', { name: 'Ver una repetición' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Repetición de un duelo' })).toBeVisible()

  await page.getByLabel('Archivo de repetición (JSON)').setInputFiles({ name: 'duelo-de-alientos.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(duel.record)) })
  const viewer = page.getByRole('region', { name: 'Repetición del duelo' })
  await expect(viewer.getByText('(duelo-de-alientos.json)')).toBeVisible()
  await expect(viewer.getByText(`de ${moves} jugadas`)).toBeVisible()
  await page.keyboard.press('End')
  await expect(viewer.getByText(`Jugada ${moves}`, { exact: true })).toBeVisible()

  const paste = page.getByLabel('O pega aquí su contenido')
  // Next's route announcer is an alert too: the refusal is the one in the opening panel.
  const alert = page.getByRole('region', { name: 'Abrir una repetición' }).getByRole('alert')
  // Not JSON.
  await paste.fill('{"format": "dm-game-record", ')
  await page.getByRole('button', { name: 'Abrir lo pegado' }).click()
  await expect(alert).toContainText('No es JSON válido')
  // Another version of the rules.
  await paste.fill(JSON.stringify({ ...duel.record, version: duel.record.version + 1 }))
  await page.getByRole('button', { name: 'Abrir lo pegado' }).click()
  await expect(alert).toContainText('en version,')
  // A first move that names an adversary while the duel opens with an Invocación: not legal where it stands, named by
  // its place in the list.
  const tampered = [{ action: { type: 'name', adversary: 1 } }, ...duel.record.moves.slice(1)]
  await paste.fill(JSON.stringify({ ...duel.record, moves: tampered }))
  await page.getByRole('button', { name: 'Abrir lo pegado' }).click()
  await expect(alert).toContainText(/en moves\.0, La jugada 1 no es legal/)
  // A refused record leaves the one being watched as it was.
  await expect(viewer.getByText(`Jugada ${moves}`, { exact: true })).toBeVisible()

  // The good record, pasted, opens at its start.
  await paste.fill(JSON.stringify(duel.record))
  await page.getByRole('button', { name: 'Abrir lo pegado' }).click()
  await expect(alert).toHaveCount(0)
  await expect(viewer.getByText('Comienzo del duelo')).toBeVisible()
  await expect(viewer.getByText('(el texto pegado)')).toBeVisible()
})
