'use client'
// The bot's worker as the table uses it (bot.worker.ts): started when a game against the bot opens
// (a hot-seat game never loads it), one request per bot turn, answers played only if they are about
// the duel still on the table (isCurrentReply). Where there is no Worker, or the worker fails, it says
// so (`failed`) and the table goes back to thinking for the bot on its own thread.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Catalogue } from '@/lib/catalogue/model'
import type { Deck } from '@/lib/decks/model'
import type { Action } from '@/lib/engine'
import { botInitMessage, botRequestFor, isCurrentReply, readBotReply, type PendingBotRequest } from './bot-messages'
import type { Duel } from './duel'

/** How long the worker may go on deciding consecutive bot steps before it answers with those it has. */
const BOT_BATCH_MS = 40

export function useBotWorker({ enabled, thinking, duel, catalogue, publicDecks, delayMs, onActions }: {
  /** A game against the bot is on the table: the worker starts (and loads its chunk) now. */
  enabled: boolean
  /** The bot is to decide in `duel`. */
  thinking: boolean
  duel: Duel
  catalogue: Catalogue
  publicDecks: readonly Deck[]
  /** The pause before asking, so the bot's turn is seen to begin. */
  delayMs: number
  /** The bot's chosen actions, to be played on `from` (the duel on the table). */
  onActions: (actions: Action[], from: Duel) => void
}): { failed: boolean; forget: () => void } {
  const [failed, setFailed] = useState(() => typeof Worker === 'undefined')
  const worker = useRef<Worker | null>(null)
  const sent = useRef<{ catalogue: Catalogue; publicDecks: readonly Deck[] } | null>(null)
  const pending = useRef<PendingBotRequest | null>(null)
  const nextId = useRef(0)
  // Set while rendering (as LocalGame's `latest`), so a reply arriving between a render and its effects
  // is already compared with the new duel.
  const current = useRef(duel)
  current.current = duel
  const played = useRef(onActions)
  played.current = onActions

  useEffect(() => {
    if (!enabled || failed) return
    let w: Worker
    try {
      w = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module', name: 'bot' })
    } catch {
      setFailed(true)
      return
    }
    worker.current = w
    sent.current = null
    const fail = () => {
      pending.current = null
      setFailed(true)
    }
    w.addEventListener('error', fail)
    w.addEventListener('messageerror', fail)
    w.addEventListener('message', (event: MessageEvent<unknown>) => {
      const reply = readBotReply(event.data)
      if (reply === null) { fail(); return }
      const request = pending.current
      if (!isCurrentReply(request, reply.id, current.current)) return
      pending.current = null
      if (reply.type === 'error') { fail(); return }
      played.current(reply.actions, request.duel)
    })
    return () => {
      w.terminate()
      if (worker.current === w) worker.current = null
      pending.current = null
    }
  }, [enabled, failed])

  useEffect(() => {
    if (!thinking || failed) return
    const t = window.setTimeout(() => {
      const w = worker.current
      if (w === null) return
      if (sent.current?.catalogue !== catalogue || sent.current.publicDecks !== publicDecks) {
        w.postMessage(botInitMessage(catalogue, publicDecks))
        sent.current = { catalogue, publicDecks }
      }
      const id = ++nextId.current
      pending.current = { id, duel }
      w.postMessage(botRequestFor(id, duel, BOT_BATCH_MS))
    }, delayMs)
    return () => {
      window.clearTimeout(t)
      pending.current = null
    }
  }, [thinking, failed, duel, catalogue, publicDecks, delayMs])

  // An undo while the bot thinks: whatever it answers is about a duel that is gone.
  const forget = useCallback(() => { pending.current = null }, [])
  return { failed, forget }
}
