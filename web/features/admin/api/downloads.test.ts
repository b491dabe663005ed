import { describe, expect, it } from "vitest";
import { attachmentName } from "./downloads.ts";

describe("attachmentName", () => {
  it("takes the server's file name", () => {
    expect(attachmentName('attachment; filename="income-report-2026-05.csv"', "income-report.csv")).toBe(
      "income-report-2026-05.csv",
    );
    expect(attachmentName("attachment; filename=members-2026-05.json", "members.json")).toBe("members-2026-05.json");
  });

  it("falls back without a usable header", () => {
    expect(attachmentName(null, "payouts.csv")).toBe("payouts.csv");
    expect(attachmentName("attachment", "payouts.csv")).toBe("payouts.csv");
  });
});
