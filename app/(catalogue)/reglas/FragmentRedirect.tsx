'use client'
// Sends /reglas#R8.2 (an old link, or a bookmark) to the rule's place on its section's page.
// It runs before the reader sees much of the index, and again if the fragment changes on the page.
import { useEffect } from 'react'
import { movedFragmentHref } from './fragment-redirect'

export function FragmentRedirect({ sectionOf }: { sectionOf: Readonly<Record<string, number>> }) {
  useEffect(() => {
    const follow = () => {
      const target = movedFragmentHref(window.location.hash, sectionOf)
      // replace: the back button should not return to a page that forwards again.
      if (target !== null) window.location.replace(target)
    }
    follow()
    window.addEventListener('hashchange', follow)
    return () => window.removeEventListener('hashchange', follow)
  }, [sectionOf])
  return null
}
