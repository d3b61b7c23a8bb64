// What a game on /partida can be set up with: modes, bot levels and variants, apart from the game
// code so the set-up form loads without the engine's driver.
import type { Variant } from '@/lib/engine'

export type DuelMode = 'hotseat' | 'bot'
export const VARIANTS: readonly Variant[] = ['none', 'rapida', 'pensada', 'estrategica']
export const VARIANT_LABELS: Record<Variant, string> = { none: 'Sin variante', rapida: 'Rápida', pensada: 'Pensada', estrategica: 'Estratégica' }
/** The bot levels this page offers (lib/bots). */
export const BOT_LEVELS = [
  { id: 'heuristic', label: 'Heurístico (juega con criterio)' },
  { id: 'search', label: 'Búsqueda (simula jugadas antes de decidir)' },
  { id: 'random', label: 'Aleatorio (acciones legales al azar)' },
] as const
export type BotLevel = (typeof BOT_LEVELS)[number]['id']

/** Where this browser keeps the game in play (duel.ts writes it, duel-io.ts reads it). */
export const SAVE_KEY = 'dm.partida.v1'
