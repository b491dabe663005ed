import { describe, expect, it } from "vitest";
import type { IncomeRecord } from "../api/income.ts";
import { csvCell, recordsCsv, reportFileName, reportJson } from "./export.ts";
import { summariseIncome } from "./income-summary.ts";

const records: IncomeRecord[] = [
  { id: 7, type: "personal", amount: "200.00", createdAt: "2026-11-03T04:00:00.000Z" },
  { id: 9, type: "level1_override", amount: "30.00", createdAt: "2026-11-04T04:00:00.000Z" },
];

describe("reportFileName", () => {
  it("names the file after year and zero-padded month", () => {
    expect(reportFileName(202611, "json")).toBe("jemput-report-2026-11.json");
    expect(reportFileName(202603, "csv")).toBe("jemput-report-2026-03.csv");
  });
});

describe("reportJson", () => {
  it("carries the month, its totals as decimal strings and every record", () => {
    const report = JSON.parse(reportJson(202611, summariseIncome(records), records, new Date("2026-11-20T00:00:00Z")));
    expect(report).toEqual({
      year: 2026,
      month: 11,
      generatedAt: "2026-11-20T00:00:00.000Z",
      summary: { total: "230.00", personal: "200.00", level1Override: "30.00", level2Override: "0.00", records: 2 },
      records,
    });
  });
});

describe("csv", () => {
  it("quotes cells with commas, quotes or line breaks and doubles the quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(42)).toBe("42");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("writes a header and one row per record", () => {
    expect(recordsCsv(records)).toBe(
      "id,type,amount,createdAt\r\n7,personal,200.00,2026-11-03T04:00:00.000Z\r\n9,level1_override,30.00,2026-11-04T04:00:00.000Z\r\n",
    );
  });
});
