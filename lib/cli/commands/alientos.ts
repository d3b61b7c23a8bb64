// `dm alientos <orden> …`: Duelo de alientos, the second game (issue 31): exact odds, scenario files and bot duels.
import { runOdds, ODDS_USAGE } from '../alientos/odds'
import { runPlay, PLAY_USAGE } from '../alientos/play'
import { runReplay, REPLAY_USAGE } from '../alientos/replay'
import { runSelfplay, SELFPLAY_USAGE } from '../alientos/selfplay'
import { runSweep, SWEEP_USAGE } from '../alientos/sweep'
import { usageError } from '../args'
import { type CliCommand } from '../types'

const ORDERS = { odds: runOdds, play: runPlay, selfplay: runSelfplay, replay: runReplay, sweep: runSweep } as const
const USAGES = { odds: ODDS_USAGE, play: PLAY_USAGE, selfplay: SELFPLAY_USAGE, replay: REPLAY_USAGE, sweep: SWEEP_USAGE } as const

const USAGE = [
  'Uso: dm alientos <orden> [argumentos]',
  '',
  'Duelo de alientos, el duelo de dados entre taumaturgos (reglas en /alientos).',
  '',
  'Órdenes:',
  '  odds       probabilidad exacta de empezar (y, con --recount, el Recuento si todos pasan)',
  '  play       juega un fichero de escenario de alientos',
  '  selfplay   enfrenta bots durante muchos duelos y da sus victorias con intervalos',
  '  replay     reproduce un duelo grabado, jugada a jugada',
  '  sweep      qué mezcla de dados gana más contra cuál: cada pareja, con cada bot',
  '',
  ODDS_USAGE, '', PLAY_USAGE, '', SELFPLAY_USAGE, '', REPLAY_USAGE, '', SWEEP_USAGE,
].join('\n')

export const command: CliCommand = {
  name: 'alientos',
  summary: 'Duelo de alientos: probabilidades exactas, escenarios, duelos entre bots y repeticiones',
  usage: USAGE,
  async run(args, io) {
    const [order, ...rest] = args
    const run = order === undefined || !Object.hasOwn(ORDERS, order) ? undefined : ORDERS[order as keyof typeof ORDERS]
    if (run === undefined) return usageError(io, command, order === undefined ? 'falta la orden: odds, play, selfplay, replay o sweep' : `orden desconocida «${order}»: odds, play, selfplay, replay o sweep`)
    return run(rest, io, { name: `alientos ${order}`, usage: USAGES[order as keyof typeof USAGES] })
  },
}
