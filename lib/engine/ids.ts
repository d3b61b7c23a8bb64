// The two handles everything else is keyed by: a Master's seat and a card instance. Kept apart from
// state.ts so that actions.ts (which the state's log holds) needs nothing from the state.

/** A Master's seat: 0 plays the first deck of the config, 1 the second (the inert rival in goldfish). */
export type Seat = 0 | 1
export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0)

/** Index into `GameState.cards`. */
export type InstanceId = number
