import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's default rules plus every rule tagged WCAG 2.1 A or AA, the experimental ones included
 * (label-content-name-mismatch, css-orientation-lock, ...). `withTags` alone would drop the default rules
 * without those tags, and axe leaves experimental rules off unless they are named.
 */
export const AXE_OPTIONS = {
  rules: Object.fromEntries(axe.getRules(WCAG_TAGS).map((rule) => [rule.ruleId, { enabled: true }])),
};

/** An axe run with those rules, in place on the page as it is (legacy mode: no blank page per run). */
export const axeCheck = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options(AXE_OPTIONS);

/** Serious or critical violations, one line each with where they are. */
export function seriousViolations(result: Awaited<ReturnType<AxeBuilder['analyze']>>): string[] {
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`);
}
