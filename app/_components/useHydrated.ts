'use client'
// False in the server's HTML and while React hydrates it, true from then on. A server-rendered form
// that only works with JavaScript disables its fields until then: on a slow phone, what a player
// typed before hydration would otherwise be reset to the initial value by React, and lost silently.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false)
}
