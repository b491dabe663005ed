import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

// Runs axe-core in the page for WCAG 2.1 A and AA and returns readable findings; an empty list
// is a pass. page.evaluate is not subject to the app's CSP, so nothing is loosened for it.
export async function axeViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async (source) => {
    (0, eval)(source);
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  }, axeSource);
  return (violations as Violation[]).map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`,
  );
}
