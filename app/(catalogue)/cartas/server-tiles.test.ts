// /cartas holds most of its tiles as text in the server's HTML and adds them at idle moments (server-tiles.ts):
// every tile held must come back whole, in order, in slices of the promised size.
import { describe, expect, it } from 'vitest'
import { TILES_PER_SLICE, slices, splitTiles } from './server-tiles'

const tile = (id: string, name: string) =>
  `<li><article class="t" data-card-type="weapon"><h2><a href="/cartas/${id}" data-result-link="">${name}</a></h2>`
  + `<p>Arma<!-- -->: <span class="provisional-value" title="x &amp; y">2<span class="visually-hidden"> (provisional)</span></span></p></article></li>`

describe('the tiles /cartas holds back', () => {
  it('splitTiles returns each list item whole, in order, entities and comments untouched', () => {
    const tiles = [tile('daga', 'Daga'), tile('hacha', 'Hacha &amp; escudo'), tile('lanza', 'Lanza')]
    expect(splitTiles(tiles.join(''))).toEqual(tiles)
    // Whitespace or a stray text between items is not a tile.
    expect(splitTiles(`\n${tiles[0]}\n  ${tiles[1]}\n`)).toEqual([tiles[0], tiles[1]])
    expect(splitTiles('')).toEqual([])
  })

  it('slices group the tiles in order, none lost, none repeated', () => {
    const tiles = Array.from({ length: 119 }, (_, i) => tile(`c${i}`, `Carta ${i}`))
    const grouped = slices(tiles, TILES_PER_SLICE)
    expect(grouped).toHaveLength(Math.ceil(119 / TILES_PER_SLICE))
    expect(grouped.join('')).toBe(tiles.join(''))
    expect(grouped.flatMap(splitTiles)).toEqual(tiles)
    expect(splitTiles(grouped.at(-1) ?? '')).toHaveLength(119 % TILES_PER_SLICE || TILES_PER_SLICE)
  })
})
