'use client'
// Cards seen moving (issue 27): when the board changes from one beat to the next, every card (found by
// its instance id, `data-iid`) that now sits elsewhere glides from where it was, one that turned face up
// flips, and one that has just arrived comes from its owner's hand or deck count (`data-pile`) or fades
// in. With prefers-reduced-motion, changes fade instead. The First-Last-Invert-Play technique on the Web
// Animations API: no layout is animated, only transforms and opacity.
import { useLayoutEffect, useRef, type RefObject } from 'react'

const MOVE_MS = 420

export function useFlip(root: RefObject<HTMLElement | null>, key: string | null): void {
  const rects = useRef(new Map<string, DOMRect>())
  const faces = useRef(new Map<string, string | undefined>())
  const lastKey = useRef<string | null>(key)
  useLayoutEffect(() => {
    const el = root.current
    if (el === null) return
    const animate = key !== lastKey.current && typeof Element.prototype.animate === 'function'
    lastKey.current = key
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    const nextRects = new Map<string, DOMRect>()
    const nextFaces = new Map<string, string | undefined>()
    for (const card of el.querySelectorAll<HTMLElement>('[data-iid]')) {
      const id = card.dataset.iid as string
      const now = card.getBoundingClientRect()
      nextRects.set(id, now)
      nextFaces.set(id, card.dataset.face)
      if (!animate) continue
      const was = rects.current.get(id)
      const flipped = faces.current.get(id) === 'down' && card.dataset.face === 'up'
      if (reduced) {
        if (was === undefined || flipped || Math.abs(was.left - now.left) + Math.abs(was.top - now.top) > 2) {
          card.animate([{ opacity: 0.2 }, { opacity: 1 }], { duration: 300, easing: 'ease-out' })
        }
        continue
      }
      let from = was
      if (from === undefined) {
        const pile = el.querySelector<HTMLElement>(`[data-pile="hand-${card.dataset.owner}"]`)
        from = pile?.getBoundingClientRect()
      }
      const dx = from === undefined ? 0 : from.left - now.left
      const dy = from === undefined ? 0 : from.top - now.top
      const moved = Math.abs(dx) + Math.abs(dy) > 2
      if (!moved && !flipped && was !== undefined) continue
      const start = `translate(${dx}px, ${dy}px)${flipped ? ' rotateY(90deg)' : ''}`
      card.animate(
        [{ transform: start, opacity: was === undefined ? 0.3 : 1 }, { transform: 'none', opacity: 1 }],
        { duration: MOVE_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
      )
    }
    rects.current = nextRects
    faces.current = nextFaces
  })
}
