// axe-core's verdict on a page the way every spec reads it: the serious and critical violations only,
// each as "rule: the elements it found", so a failure names what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious or critical accessibility problems on the page, or in the part `include` selects (e.g. '[role="dialog"]'). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
