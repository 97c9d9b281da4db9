import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 A and AA rules (and the 2.0 and 2.1 ones they include), as axe-core tags them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Each violation as one readable line: rule, impact, and the elements it found. */
const describe = (violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown }[] }) =>
  `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`;

/**
 * The page's WCAG 2.2 AA violations in the state it is in, checked by axe-core, as readable lines
 * (empty when there are none), so a failing test says what to fix.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map(describe);
}
