'use client'
// The tab's title and the browser's notifications of an online table (attention.ts says what they say). Notifications
// are opt-in: the player asks for them with a button, the browser asks for permission, and the choice is remembered in
// this browser. A notification is shown only while the page is not in view: a player looking at the table sees it.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TableState } from '@/lib/online/wire'
import { noticeFor, tabTitle } from './attention'

const NOTICES_KEY = 'dm.mesa.avisos'

export type NoticesState = 'unsupported' | 'off' | 'on' | 'blocked'

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window
}

function readNotices(): NoticesState {
  if (!supported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  try {
    return Notification.permission === 'granted' && window.localStorage.getItem(NOTICES_KEY) === '1' ? 'on' : 'off'
  } catch {
    return 'off'
  }
}

/** Keeps the tab's title in step with the table; `base` is the title without news. */
export function useTabTitle(state: TableState | null, base: string): void {
  useEffect(() => {
    document.title = tabTitle(state, base)
  }, [state, base])
  useEffect(() => {
    const before = document.title
    return () => { document.title = before }
  }, [])
}

/** The notifications switch, and the notifications themselves as states arrive. */
export function useNotices(state: TableState | null, table: string): { notices: NoticesState; turnOn: () => Promise<void>; turnOff: () => void } {
  const [notices, setNotices] = useState<NoticesState>('off')
  useEffect(() => setNotices(readNotices()), [])
  const last = useRef<TableState | null>(null)

  useEffect(() => {
    if (state === null) return
    const before = last.current
    last.current = state
    if (notices !== 'on' || document.visibilityState === 'visible') return
    const notice = noticeFor(before, state, table)
    if (notice === null) return
    try {
      const n = new Notification(notice.title, { body: notice.body, tag: notice.tag, lang: 'es' })
      n.onclick = () => { window.focus(); n.close() }
    } catch {
      // Some browsers (Android Chrome) only notify from a service worker: the tab's title still says it.
    }
  }, [state, notices, table])

  const turnOn = useCallback(async () => {
    if (!supported()) return
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
    if (permission === 'granted') {
      try { window.localStorage.setItem(NOTICES_KEY, '1') } catch { /* private mode: on for this page only */ }
      setNotices('on')
    } else setNotices(permission === 'denied' ? 'blocked' : 'off')
  }, [])
  const turnOff = useCallback(() => {
    try { window.localStorage.removeItem(NOTICES_KEY) } catch { /* nothing kept */ }
    setNotices('off')
  }, [])
  return { notices, turnOn, turnOff }
}
