// The 1200 × 630 preview a chat shows for a share link (Open Graph and Twitter): deck name, relic,
// starting Dalma, size, legality and the headline cards. next/og draws it with the fonts the project ships
// (lib/server/og-fonts.ts), and every text goes through drawableText first, so a character the fonts lack is drawn
// as the fallback glyph and nothing is ever fetched (issue 28). Every element with several children is a flex box
// (satori's rule).
import { ImageResponse } from 'next/og'
import { getCatalogue } from '@/lib/catalogue/load'
import { TYPE_LABELS } from '@/lib/catalogue/model'
import { ByteCache } from '@/lib/server/byte-cache'
import { drawableText, ogFonts } from '@/lib/server/og-fonts'
import { cardNameOf, headlineCards } from '../_builder/deck-groups'
import { readSharedDeck } from './share-data'

export const PREVIEW_SIZE = { width: 1200, height: 630 }
export const PREVIEW_ALT = 'Vista previa de un mazo de Duelo de Masters: nombre, reliquia, Dalma inicial, cartas y legalidad'

const BRAND = '#3b2a14'
const CREAM = '#fdf6e3'
const ACCENT = '#8a4b08'

/** At most `max` characters (cut on a grapheme, with an ellipsis), each one the fonts can draw. */
function clip(text: string, max: number): string {
  const graphemes = [...new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(drawableText(text))].map((g) => g.segment)
  return graphemes.length > max ? `${graphemes.slice(0, max - 1).join('')}…` : graphemes.join('')
}
const options = () => ({ ...PREVIEW_SIZE, fonts: ogFonts() })

/**
 * The preview of the deck a share code carries. `kicker` is the small line above the deck's name
 * ("mazo compartido" on share links; the boxed decks say they come in the box).
 */
export function renderSharePreview(param: string, kicker = 'mazo compartido'): ImageResponse {
  const shared = readSharedDeck(param)
  if (!shared.ok) {
    return new ImageResponse(
      (
        <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', padding: 80, background: BRAND, color: CREAM }}>
          <div style={{ display: 'flex', fontSize: 34, color: '#f1e4c8' }}>Duelo de Masters</div>
          <div style={{ display: 'flex', fontSize: 64, marginTop: 24 }}>Código de mazo no válido</div>
          <div style={{ display: 'flex', fontSize: 30, marginTop: 24, color: '#f1e4c8' }}>{clip(shared.error.message, 140)}</div>
        </div>
      ),
      options(),
    )
  }
  const { deck, catalogue, validation, title } = shared
  const top = headlineCards(deck, catalogue, 8)
  const legalText = validation.legal ? 'Mazo legal' : `No legal · ${validation.problems.length === 1 ? '1 problema' : `${validation.problems.length} problemas`}`
  return new ImageResponse(
    (
      <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column', background: '#faf7f0', color: '#1f1a14' }}>
        <div style={{ display: 'flex', flexDirection: 'column', padding: '44px 60px 36px', background: BRAND, color: CREAM, borderBottom: `8px solid ${ACCENT}` }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 28, color: '#f1e4c8' }}>
            <div style={{ display: 'flex' }}>{`Duelo de Masters · ${clip(kicker, 60)}`}</div>
            <div style={{ display: 'flex', padding: '6px 22px', borderRadius: 999, background: validation.legal ? '#1f6b3a' : '#a1261b', color: '#ffffff', fontSize: 28 }}>
              {legalText}
            </div>
          </div>
          <div style={{ display: 'flex', fontSize: title.length > 32 ? 52 : 66, marginTop: 18, lineHeight: 1.1 }}>{clip(title, 60)}</div>
        </div>
        <div style={{ display: 'flex', flex: 1, padding: '34px 60px 40px' }}>
          <div style={{ display: 'flex', flexDirection: 'column', width: 470, fontSize: 30, lineHeight: 1.35 }}>
            <div style={{ display: 'flex', flexDirection: 'column' }}>
              <div style={{ display: 'flex', fontSize: 24, color: ACCENT }}>Reliquia</div>
              <div style={{ display: 'flex' }}>{clip(cardNameOf(catalogue, deck.relicId) ?? 'Sin elegir', 30)}</div>
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', marginTop: 18 }}>
              <div style={{ display: 'flex', fontSize: 24, color: ACCENT }}>Dalma inicial</div>
              <div style={{ display: 'flex' }}>{clip(cardNameOf(catalogue, deck.startingDalmaId) ?? 'Sin elegir', 30)}</div>
            </div>
            <div style={{ display: 'flex', flexDirection: 'column', marginTop: 18 }}>
              <div style={{ display: 'flex', fontSize: 24, color: ACCENT }}>Cartas</div>
              <div style={{ display: 'flex' }}>{String(validation.stats.cards)}</div>
            </div>
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingLeft: 36, borderLeft: '2px solid #d8cfc0' }}>
            <div style={{ display: 'flex', fontSize: 24, color: ACCENT, marginBottom: 6 }}>Cartas destacadas</div>
            {top.length === 0 ? (
              <div style={{ display: 'flex', fontSize: 28, color: '#5a5046' }}>El mazo no tiene cartas.</div>
            ) : (
              top.map((row) => (
                <div key={row.cardId} style={{ display: 'flex', fontSize: 27, lineHeight: 1.32 }}>
                  <div style={{ display: 'flex', width: 56, color: ACCENT }}>{`${row.count}×`}</div>
                  <div style={{ display: 'flex' }}>{clip(row.name, 30)}</div>
                  <div style={{ display: 'flex', marginLeft: 12, color: '#5a5046', fontSize: 22, alignSelf: 'center' }}>
                    {row.card ? TYPE_LABELS[row.card.type].singular : ''}
                  </div>
                </div>
              ))
            )}
          </div>
        </div>
      </div>
    ),
    options(),
  )
}

// ---------------------------------------------------------------------------------------------
// Cached: a preview depends only on the code and the catalogue version, and drawing one costs ~200 ms of CPU.

/** At most 300 previews and 24 MB (one is 30–60 KB). */
const previews = new ByteCache({ maxEntries: 300, maxBytes: 24 * 1024 * 1024 })

/** The preview's PNG bytes, drawn once per code, kicker and catalogue version while they stay in the cache. */
export async function sharePreviewPng(param: string, kicker = 'mazo compartido'): Promise<{ png: Uint8Array; version: string }> {
  const version = getCatalogue().version
  const key = `${version}\u0000${kicker}\u0000${param}`
  const cached = previews.get(key)
  if (cached) return { png: cached, version }
  const png = new Uint8Array(await renderSharePreview(param, kicker).arrayBuffer())
  previews.set(key, png)
  return { png, version }
}
