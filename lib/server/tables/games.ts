// The games the table service holds through the platform's interface (lib/platform/game.ts), keyed by game id.
// Duelo de Masters' tables keep their own path (service.ts: decks, catalogue versions, the chess clock, hidden cards);
// every other game is served game-blind by platform-tables.ts from what it registers here: the game itself, the zod
// schemas of what a seat brings and of an action, and how a config is made from the seats.
import { z } from 'zod'
import { MAX_SEATS, MIN_SEATS, poolSchema, poolText, type AlientosAction, type AlientosConfig, type Pool } from '@/lib/alientos'
import { alientosGame } from '@/lib/alientos/platform'
import type { PlatformGame } from '@/lib/platform/game'

/** What a seat brought to a table of a platform game, stored in the row's `seats` JSON. */
export type SeatEntry = { token: string | null; user: string | null; name: string; entry: unknown }

/** The letters the wire names seats by (seat index 0 is A), as Duelo de Masters' A and B. */
export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const
export type SeatLetter = (typeof SEAT_LETTERS)[number]
export const seatLetter = (i: number): SeatLetter => SEAT_LETTERS[i] ?? 'A'
export const letterIndex = (l: string): number => SEAT_LETTERS.indexOf(l as SeatLetter)

export type RegisteredGame = {
  // The registry is heterogeneous: each game's own types are checked where it is registered, the service sees JSON.
  game: PlatformGame<unknown, unknown, unknown, unknown, unknown>
  label: string
  /** What a seat brings when it sits down (alientos: the taumaturgo's 15 dice), from untrusted input. */
  entrySchema: z.ZodType<unknown>
  /** An action as posted, before it is matched against `legal`. */
  actionSchema: z.ZodType<unknown>
  /** Whether a posted action's lists may come in any order (lib/platform/match-legal.ts). */
  orderFreeLists: boolean
  /** The game's config from its seats (seat order) and the table's secret seeds. */
  configFor(seats: readonly SeatEntry[], seed: number, seed128: string | null): unknown
}

const index = z.number({ error: 'ha de ser un número' }).int('ha de ser entero').min(0, 'no puede ser negativo').max(63, 'es demasiado grande')
const dieList = z.array(index).min(1, 'nombra al menos un dado').max(15, 'como mucho 15 dados')

/** A posted alientos action, field by field (lib/alientos/actions.ts): `apply` never sees a malformed one. */
export const alientosActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('attack'), dice: dieList, target: index, die: index }).strict(),
  z.object({ type: z.literal('support'), die: index, seat: index, dice: dieList, shares: z.array(z.number().int().min(-30).max(30)).max(15).optional() }).strict(),
  z.object({ type: z.literal('pass') }).strict(),
  z.object({ type: z.literal('name'), adversary: index }).strict(),
], { error: '«action» es { type: attack | support | pass | name, … } (lib/alientos/actions.ts).' })

const alientos: RegisteredGame = {
  game: alientosGame as PlatformGame<unknown, unknown, unknown, unknown, unknown>,
  label: 'Duelo de alientos',
  entrySchema: poolSchema,
  actionSchema: alientosActionSchema,
  // A Cambio's dice and its shares pair by position.
  orderFreeLists: false,
  configFor(seats, seed, seed128) {
    const config: AlientosConfig = {
      pools: seats.map((s) => s.entry as Pool),
      names: seats.map((s, i) => s.name || `Taumaturgo ${i + 1}`),
      seed,
      ...(seed128 === null ? {} : { seed128 }),
    }
    return config
  },
}

export const PLATFORM_GAMES = { alientos } as const
export type PlatformGameId = keyof typeof PLATFORM_GAMES
export const PLATFORM_GAME_IDS = Object.keys(PLATFORM_GAMES) as PlatformGameId[]

export const registeredGame = (id: string): RegisteredGame | null => (id in PLATFORM_GAMES ? PLATFORM_GAMES[id as PlatformGameId] : null)

/** The seats a table of `id` may have. */
export const seatRange = (id: PlatformGameId) => PLATFORM_GAMES[id].game.seats

/** How an entry is shown back (alientos: the pool as its text). */
export const entryText = (id: PlatformGameId, entry: unknown): string => (id === 'alientos' ? poolText(entry as Pool) : JSON.stringify(entry))

export { MAX_SEATS as ALIENTOS_MAX_SEATS, MIN_SEATS as ALIENTOS_MIN_SEATS, type AlientosAction }
