import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { StatementButtons } from "./StatementButtons.tsx";

async function html(period: number, today: number): Promise<string> {
  const { prelude } = await prerender(<StatementButtons period={period} today={today} />);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, "");
}

/** The button with exactly `label` as its text; the test fails when there is none. */
const button = (text: string, label: string) => {
  const found = new RegExp(`<button[^>]*>${label.replace(/[()]/g, "\\$&")}</button>`).exec(text)?.[0];
  expect(found, label).toBeDefined();
  return found ?? "";
};

describe("StatementButtons", () => {
  it("names the chosen month and its year", async () => {
    const text = await html(202609, 202611);
    expect(button(text, "Statement for September 2026 (PDF)")).not.toContain("disabled");
    expect(button(text, "Earnings summary 2026 (PDF)")).not.toContain("disabled");
  });

  it("offers no statement of a month that has not begun", async () => {
    const text = await html(202612, 202611);
    expect(button(text, "Statement for December 2026 (PDF)")).toContain("disabled");
    expect(button(text, "Earnings summary 2026 (PDF)")).not.toContain("disabled");
  });
});
