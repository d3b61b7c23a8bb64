// The alientos engine's version, carried by every record of a duel (config + actions). Bump it whenever the same
// config and actions can give another duel: a rules change, another order of rolls, another canonical form.
//   1  the first engine (issue 31).
export const ALIENTOS_VERSION = 1
