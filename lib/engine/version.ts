// The engine's version, carried by every record of a game (config + actions): account games, replay
// and /probar links, online tables. A game is a pure function of its config and its actions only for
// one version of the rules and of the dealing; a record made under another version would replay as a
// different game, or stop half-way, so it is refused with a plain message rather than shown wrong.
//
// Bump it whenever the same config and actions can give a different game: a rules change, a new
// dealing, a different order of legalActions (lines are indices into it).
//   1  every record made before versions existed (none of them carries one).
//   2  instance ids numbered after the shuffle and face-down enemies shuffled (issue 13); the rules at once (RUL-44..49).
export const ENGINE_VERSION = 2

/** The version a record that names none was made with. */
export const UNVERSIONED = 1

/** Bounds for reading a version from a link or a request. */
export const MAX_ENGINE_VERSION = 1_000_000
