// The game table as a player sees it (issue 27): at the four screens the issue names, the page does not
// scroll and the decision (or the result), both relics with their enemies are in view, whole and uncovered.
// Shared by the specs that play whole games on /partida, /mesa and the replay.
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

export const PHONE_SIZES = [{ width: 360, height: 800 }, { width: 390, height: 844 }] as const
export const DESKTOP_SIZES = [{ width: 1280, height: 800 }, { width: 1366, height: 768 }] as const
export const ALL_SIZES = [...PHONE_SIZES, ...DESKTOP_SIZES] as const
export type Size = { width: number; height: number }

export const PHONE_CONTEXT = { viewport: PHONE_SIZES[0], isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
export const DESKTOP_CONTEXT = { viewport: DESKTOP_SIZES[0] }

/** The playback's pace in this browser before any page runs ('instant': whole games go at the test's speed). */
export async function setPace(context: BrowserContext, pace: 'normal' | 'fast' | 'instant'): Promise<void> {
  await context.addInitScript((p) => { window.localStorage.setItem('dm.mesa.ritmo.v1', p) }, pace)
}

/** The decision shown now: its heading and the first thing to press in it. */
export function decisionParts(page: Page): Locator[] {
  const panel = page.locator('section[aria-labelledby="decision-titulo"]')
  return [
    page.locator('#decision-titulo'),
    panel.locator('button[data-action-type], button:text-is("Mantener la mano"), button:text-is("Ahora no"), button:text-is("Sin Posada")').first(),
  ]
}

/** Fully in the window and not under anything else (the element, or one inside it, is what its centre hits). */
async function expectSeen(page: Page, what: Locator, name: string, size: Size, ratio = 1) {
  await expect(what, `${name} a ${size.width}×${size.height}`).toBeInViewport({ ratio })
  const hit = await what.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const top = document.elementFromPoint(r.left + Math.min(r.width / 2, 12), r.top + Math.min(r.height / 2, 12))
    return top !== null && (el === top || el.contains(top) || top.contains(el))
  })
  expect(hit, `${name} a ${size.width}×${size.height}: nada lo tapa`).toBe(true)
}

/**
 * At each of `sizes`: the page does not scroll either way, and the table shows both relic rows and either the
 * decision, the result, or (`also`) whatever else the caller names, in view.
 */
export async function expectTableInView(page: Page, sizes: readonly Size[], what: { decision?: boolean; result?: boolean; also?: [string, Locator][] }): Promise<void> {
  const original = page.viewportSize()
  for (const size of sizes) {
    if (original === null || original.width !== size.width || original.height !== size.height) await page.setViewportSize(size)
    const scroll = await page.evaluate(() => ({
      h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth, y: window.scrollY, ih: window.innerHeight, iw: window.innerWidth,
    }))
    expect(scroll.h, `la página no se desplaza en vertical a ${size.width}×${size.height}`).toBeLessThanOrEqual(scroll.ih)
    expect(scroll.w, `la página no se desplaza de lado a ${size.width}×${size.height}`).toBeLessThanOrEqual(scroll.iw)
    expect(scroll.y).toBe(0)
    const relics = page.getByRole('list', { name: /reliquia/i })
    await expect(relics).toHaveCount(2)
    await expectSeen(page, relics.nth(0), 'la reliquia de arriba', size)
    await expectSeen(page, relics.nth(1), 'la reliquia de abajo', size)
    // The first option may be taller than the sheet on a phone (its odds, a risk): most of it in view, its top uncovered.
    if (what.decision) for (const [i, part] of decisionParts(page).entries()) await expectSeen(page, part, i === 0 ? 'la decisión' : 'su primera opción', size, i === 0 ? 1 : 0.5)
    if (what.result) {
      const final = page.getByTestId('final')
      await expectSeen(page, final.getByRole('heading').first(), 'el resultado', size)
    }
    for (const [name, loc] of what.also ?? []) await expectSeen(page, loc, name, size)
  }
  if (original !== null) await page.setViewportSize(original)
}

/** What a player reaches for first, when offered (see partida.spec.ts). */
export const PREFERRED = [/^Ir a por la reliquia/, /^Revelar al enemigo/, /^Revelar/, /^Usar el tesoro/]

/** The options' words, without the key number before them. */
export async function optionLabels(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Opciones' }).getByRole('button')
    .evaluateAll((els) => els.map((el) => (el.querySelector('span:not([aria-hidden])')?.textContent ?? el.textContent ?? '').trim()))
}

/** The table's decision key (it changes with every step the board is given). */
// Read without waiting: between decisions (the bot's turn played back, a hand-off) there is none, and a read that
// waited for one would hold up the poll that asks whether the decision changed.
export const decisionKey = async (page: Page): Promise<string> =>
  (await page.locator('[data-decision-key]').getAttribute('data-decision-key', { timeout: 1_000 }).catch(() => null)) ?? ''
