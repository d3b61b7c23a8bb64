// `dm alientos <orden> …`: Duelo de alientos, the second game (issue 31): exact odds, scenario files and bot duels.
import { runOdds, ODDS_USAGE } from '../alientos/odds'
import { runPlay, PLAY_USAGE } from '../alientos/play'
import { runSelfplay, SELFPLAY_USAGE } from '../alientos/selfplay'
import { usageError } from '../args'
import { type CliCommand } from '../types'

const ORDERS = { odds: runOdds, play: runPlay, selfplay: runSelfplay } as const

const USAGE = [
  'Uso: dm alientos <orden> [argumentos]',
  '',
  'Duelo de alientos, el duelo de dados entre taumaturgos (reglas en /alientos).',
  '',
  'Órdenes:',
  '  odds       probabilidad exacta de empezar (y, con --recount, el Recuento si todos pasan)',
  '  play       juega un fichero de escenario de alientos',
  '  selfplay   enfrenta bots durante muchos duelos y da sus victorias con intervalos',
  '',
  ODDS_USAGE, '', PLAY_USAGE, '', SELFPLAY_USAGE,
].join('\n')

export const command: CliCommand = {
  name: 'alientos',
  summary: 'Duelo de alientos: probabilidades exactas, escenarios y duelos entre bots',
  usage: USAGE,
  async run(args, io) {
    const [order, ...rest] = args
    const run = order === undefined ? undefined : ORDERS[order as keyof typeof ORDERS]
    if (run === undefined) return usageError(io, command, order === undefined ? 'falta la orden: odds, play o selfplay' : `orden desconocida «${order}»: odds, play o selfplay`)
    return run(rest, io, { name: `alientos ${order}`, usage: order === 'odds' ? ODDS_USAGE : order === 'play' ? PLAY_USAGE : SELFPLAY_USAGE })
  },
}
