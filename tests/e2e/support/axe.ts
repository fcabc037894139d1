import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** The impacts a page may not have: minor findings are reported by axe but do not fail a walk. */
const FAILING = new Set(['critical', 'serious', 'moderate'])

/**
 * Fluent's focus trap puts invisible `data-tabster-dummy` spans around dialogs and menus: axe flags them (they sit
 * outside landmarks and are focusable with no name) although no user ever meets them.
 */
const EXCLUDED = ['[data-tabster-dummy]']

/**
 * Runs axe-core on what the page shows now and answers its critical, serious and moderate violations, one line each
 * (impact, rule, the elements it found and what the rule asks). The engine is evaluated through the DevTools
 * protocol, which the app's Content-Security-Policy does not govern, once per document.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async ({ exclude }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe
      const results = await engine.run(
        { exclude: exclude.map((selector) => [selector]) },
        { resultTypes: ['violations'] },
      )
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    { exclude: EXCLUDED },
  )
  return violations
    .filter((violation) => FAILING.has(violation.impact))
    .map(
      ({ id, impact, help, targets }) =>
        `axe ${impact} ${id} (${help}): ${targets.slice(0, 3).join(', ')}${targets.length > 3 ? ` and ${targets.length - 3} more` : ''}`,
    )
}
