import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { periodOf, previousPeriod, yearOf } from "../../../../domain/period.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { StatementsCard } from "./StatementsCard.tsx";

async function html(): Promise<string> {
  const { prelude } = await prerender(<StatementsCard />);
  return (await new Response(prelude).text()).replace(/<!-- -->/g, "");
}

describe("StatementsCard", () => {
  it("offers last month's statement and this year's summary, for the tax return", async () => {
    const today = periodOf(new Date());
    const text = await html();
    expect(text).toContain(`Statement for ${periodTitle(previousPeriod(today))} (PDF)`);
    expect(text).toContain(`Earnings summary ${yearOf(today)} (PDF)`);
    expect(text).toContain("income tax return (e-Filing)");
  });
});
