// Level "random": any legal action, uniformly, from the bot's own stream.
import { nextInt } from '../engine/rng'
import type { Bot } from './types'

export const randomBot: Bot = (_view, legal, _budget, rng) => {
  const all = legal.all()
  const action = all[nextInt(rng, all.length)]
  if (action === undefined) throw new Error('bot: no legal action')
  return action
}
