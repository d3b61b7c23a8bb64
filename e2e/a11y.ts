import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails on any serious or critical axe violation of the page as it is now, naming each rule and node.
 * label-content-name-mismatch (WCAG 2.5.3, visible label inside the accessible name) is one of axe's
 * experimental rules, off by default: it is turned on so what issue 9 found stays fixed.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  // options() replaces every option, so it comes before withTags().
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(summary, `violaciones de accesibilidad en ${label}`).toEqual([])
}
