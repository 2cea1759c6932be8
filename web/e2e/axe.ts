// Accessibility check of the screen a browser test is on: axe-core (through @axe-core/playwright)
// with the WCAG 2.x A and AA rules. Serious and critical findings fail the test; minor and
// moderate ones are left to review, as axe's own impact levels suggest.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const failingImpacts = new Set(['serious', 'critical']);

/** One line per failing rule: what it is, how bad, and the first few elements it found. */
const describeViolation = (violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}): string => {
  const targets = violation.nodes
    .slice(0, 3)
    .map((node) => JSON.stringify(node.target))
    .join(', ');
  return `${violation.id} (${violation.impact}): ${violation.help} — ${targets}`;
};

/**
 * Runs axe on the page as it is now and fails with the serious or critical violations, named
 * by rule and element. axe is evaluated through the DevTools protocol, which the page's CSP
 * (no inline scripts) does not block, so the check runs under the real CSP.
 */
export const expectNoSeriousA11yViolations = async (page: Page): Promise<void> => {
  // @axe-core/playwright types its page as playwright's; playwright-core's is the same class.
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const failing = results.violations
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map(describeViolation);
  expect({ url: page.url(), violations: failing }).toEqual({ url: page.url(), violations: [] });
};
