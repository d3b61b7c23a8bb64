import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '@/lib/catalogue/load'
import { encodeShareCode } from '@/lib/decks/share-code'
import { checkPastedDeck } from './deck-check'

const catalogue = loadCatalogue()
const caja1 = readFileSync('content/decks/caja-1-marcha-de-la-montana.txt', 'utf8')

describe('a deck for /partida', () => {
  it('R5.5 a pasted list with too many copies is read, named and refused with its problem and rule', () => {
    const check = checkPastedDeck(caja1.replace('1 Tiro certero', '4 Tiro certero'), catalogue)
    expect(check.kind).toBe('read')
    if (check.kind !== 'read') return
    expect(check.deck.name).toBe('Caja 1 — La marcha de la montaña')
    expect(check.legal).toBe(false)
    const problem = check.problems.find((p) => p.text.includes('Tiro certero'))
    expect(problem?.rule).toMatch(/^R5\.[5-8]$/)
  })

  it('a legal list and its share code read the same deck, legal', () => {
    const list = checkPastedDeck(caja1, catalogue)
    if (list.kind !== 'read') throw new Error(list.kind)
    expect(list.legal).toBe(true)
    const code = checkPastedDeck(encodeShareCode(list.deck.deck), catalogue)
    expect(code).toMatchObject({ kind: 'read', legal: true, deck: { name: 'Caja 1 — La marcha de la montaña' } })
  })

  it('a list with unreadable lines names each line and is not read', () => {
    const check = checkPastedDeck(`${caja1}\ntres Espadas sin número`, catalogue)
    expect(check.kind).toBe('unreadable')
    if (check.kind === 'unreadable') expect(check.problems[0]?.text).toMatch(/^Línea \d+ \(«tres Espadas sin número»\)/)
    expect(checkPastedDeck('   ', catalogue)).toEqual({ kind: 'empty' })
  })
})
