import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, ImpactValue, NodeResult } from "axe-core";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Issue 22: zero serious or critical violations; minor and moderate ones are reported, not failed on. */
const FAILING: readonly ImpactValue[] = ["serious", "critical"];

/** Where a failing check points (e.g. the focusable element inside an aria-hidden one). */
function relatedTargets(node: NodeResult): string[] {
  return [...node.any, ...node.all, ...node.none]
    .flatMap((check) => check.relatedNodes ?? [])
    .slice(0, 3)
    .map((related) => related.target.join(" "));
}

/** "color-contrast (serious): #captain-name, .badge" — one line per failing rule, naming where. */
function describeViolations(results: AxeResults): string[] {
  return results.violations
    .filter((violation) => violation.impact && FAILING.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 5)
          .map((node) => {
            const summary = node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, " ")}]` : "";
            const related = relatedTargets(node);
            return `${node.target.join(" ")}${summary}${related.length ? ` (related: ${related.join(", ")})` : ""}`;
          })
          .join("; ")}`,
    );
}

/**
 * Runs axe-core on what the page shows now (the whole document, or one dialog) and fails naming
 * each serious or critical violation. Evaluated through the DevTools protocol, so the app's
 * Content-Security-Policy (no inline scripts) does not block it, and nothing is added to the app.
 */
export async function expectAccessible(page: Page, screen: string, within?: string): Promise<void> {
  // A dialog still fading in has its colours half-way: check the screen as it settles.
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)))`,
  );
  const loaded = await page.evaluate("typeof window.axe === 'object'");
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(
    `window.axe.run(${within ? JSON.stringify(within) : "document"}, { resultTypes: ["violations"] })`,
  )) as AxeResults;
  expect(describeViolations(results), `axe on ${screen}`).toEqual([]);
}
