import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { QaFinding } from '@nova/shared';
import type { Page } from 'playwright-core';
import { capFindings, finding, severityOfImpact } from './findings.js';

const require = createRequire(import.meta.url);

/** Elements reported per axe rule; the rest are summed up in one more finding. */
export const MAX_NODES_PER_RULE = 10;
/**
 * Rules the suite checks itself (missing alt, missing title), so they are not reported twice.
 * Standards: WCAG 2.x A and AA and axe's best practices.
 */
const DISABLED_RULES = ['image-alt', 'document-title'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let cached: { source: string; locale: unknown } | null = null;

/**
 * axe-core's minified browser build (half the size of `axe.source`; it is sent into every page
 * checked) and its Norwegian (bokmål) messages, read once.
 */
function axeAssets(): { source: string; locale: unknown } {
  cached ??= {
    source: fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'),
    locale: JSON.parse(fs.readFileSync(require.resolve('axe-core/locales/nb.json'), 'utf8')) as unknown,
  };
  return cached;
}

export interface AxeNode {
  target: unknown[];
  impact?: string | null;
}
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

const RUN_IN_PAGE = `async function (options) {
  window.axe.configure({ locale: options.locale });
  var rules = {};
  options.disabled.forEach(function (id) { rules[id] = { enabled: false }; });
  var result = await window.axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values: options.tags }, rules: rules });
  return result.violations.map(function (v) {
    return { id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl, nodes: v.nodes.map(function (n) { return { target: n.target, impact: n.impact }; }) };
  });
}`;

/** One finding per offending element (at most MAX_NODES_PER_RULE per rule), with axe's severity. */
export function violationFindings(violations: readonly AxeViolation[]): QaFinding[] {
  return violations.flatMap((violation) => {
    const ofRule = violation.nodes.map((node) =>
      finding(
        severityOfImpact(node.impact ?? violation.impact),
        'accessibility',
        `${violation.help} (${violation.id})`,
        node.target.map(String).join(' '),
        violation.helpUrl,
      ),
    );
    return capFindings(ofRule, MAX_NODES_PER_RULE, (more) =>
      finding(severityOfImpact(violation.impact), 'accessibility', `${violation.help} (${violation.id}): ${more} elementer til`, null, violation.helpUrl),
    );
  });
}

/** Injects axe-core into the page and runs it on the whole document. */
export async function runAxe(page: Page): Promise<QaFinding[]> {
  const { source, locale } = axeAssets();
  // AMD/CommonJS globals a page may have are hidden, so axe always lands on window.axe.
  await page.evaluate(`(function (define, module, exports) {\n${source}\n}).call(window); void 0;`);
  const violations = (await page.evaluate(
    `(${RUN_IN_PAGE})(${JSON.stringify({ locale, tags: TAGS, disabled: DISABLED_RULES })})`,
  )) as AxeViolation[];
  return violationFindings(violations);
}
