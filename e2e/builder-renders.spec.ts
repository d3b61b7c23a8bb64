import { expect, test } from '@playwright/test'

// A blank builder renders its panels once as the page loads (issue 28, blocking time): opening its controls once it
// knows there is no draft to read re-renders the fieldset alone, not every panel under it, as it did before. Counted
// through the hook React DevTools uses (React reports each commit to it when it exists): for each commit, how many
// components rendered inside the builder's fieldset. A count, not a timing.

// Installed before the page's scripts. A fiber's flags stay on the finished tree until its next render, so a
// component rendered in a commit when its fiber object is new to the tree and carries PerformedWork (1).
const HOOK = `(() => {
  const commits = []
  window.__builderRenders = commits
  let seen = new WeakSet()
  let next = 1
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(),
    inject(renderer) { const id = next++; this.renderers.set(id, renderer); return id },
    checkDCE() {}, onScheduleFiberRoot() {}, onPostCommitFiberRoot() {}, onCommitFiberUnmount() {},
    onCommitFiberRoot(id, root) {
      const now = new WeakSet()
      let inside = 0
      const walk = (fiber, underFieldset) => {
        for (let f = fiber; f; f = f.sibling) {
          now.add(f)
          const component = f.tag === 0 || f.tag === 1 || f.tag === 11 || f.tag === 14 || f.tag === 15
          if (underFieldset && component && !seen.has(f) && (f.flags & 1)) inside++
          if (f.child) walk(f.child, underFieldset || (f.tag === 5 && f.type === 'fieldset'))
        }
      }
      walk(root.current, false)
      seen = now
      if (inside > 0) commits.push(inside)
    },
  }
})()`

test.use({ viewport: { width: 412, height: 823 } })

test('a blank builder renders its panels once: opening its controls re-renders none of them (issue 28)', async ({ page }) => {
  await page.addInitScript(HOOK)
  const catalogue = page.waitForResponse('**/datos/catalogo/**')
  await page.goto('/mazos')
  await expect(page.locator('fieldset[data-hydrated]')).toBeVisible()
  // The catalogue fetched at the first idle moment is not shown, so it renders nothing either.
  await catalogue
  await page.waitForTimeout(500)
  const commits = await page.evaluate(() => (window as unknown as { __builderRenders: number[] }).__builderRenders)
  console.log(`componentes dentro del constructor, por commit: ${commits.join(', ')}`)
  // The hydration renders the panels (a few dozen components); nothing after it renders more than a handful.
  expect(commits[0]).toBeGreaterThan(20)
  expect(commits.slice(1).every((n) => n <= 3)).toBe(true)
  // And the controls still work: the name typed is the deck's.
  await page.getByLabel('Nombre del mazo').fill('Una vez')
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue('Una vez')
})
