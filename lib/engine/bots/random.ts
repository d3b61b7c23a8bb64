// Level "random": any legal action, uniformly, from the bot's own stream.
import { nextInt } from '../rng'
import type { Bot } from './types'

export const randomBot: Bot = (_view, legal, _budget, rng) => {
  const action = legal[nextInt(rng, legal.length)]
  if (action === undefined) throw new Error('bot: no legal action')
  return action
}
