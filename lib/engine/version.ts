// The engine's version, carried by every record of a game (config + actions): account games, replay
// and /probar links, online tables. A game is a pure function of its config and its actions only for
// one version of the rules and of the dealing; a record made under another version would replay as a
// different game, or stop half-way, so it is refused with a plain message rather than shown wrong.
//
// Bump it whenever the same config and actions can give a different game: a rules change, a new
// dealing, a different order of legalActions (lines are indices into it).
//   1  every record made before versions existed (none of them carries one).
//   2  instance ids numbered after the shuffle and face-down enemies shuffled (issue 13); the rules at once (RUL-44..49).
//   3  the rules' last mile (issue 26): freed survivors face an earlier rival reinforcement first (RUL-50), Thal's
//      activation spent first (RUL-51), window order by Iniciativa with tie rolls and one skill window for both
//      sides open to every unmarked Dalma in the Zona de Combate (RUL-53), Flechas perforadoras loaded by enemies
//      and by a combat reload (R10.2, R19.12).
export const ENGINE_VERSION = 3

/** The version a record that names none was made with. */
export const UNVERSIONED = 1

/** Bounds for reading a version from a link or a request. */
export const MAX_ENGINE_VERSION = 1_000_000
