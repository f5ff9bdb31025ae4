// Test helper: axe-core's serious and critical violations in a rendered tree (jsdom cannot judge
// colour contrast: that is the Playwright axe checks' part).
import axe from 'axe-core';

export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
