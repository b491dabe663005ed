import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CP58_THRESHOLD_SEN, cp58Figures, cp58FileName, cp58YearAsked, ENDED_RULE } from "./cp58.ts";
import { YEAR_RULE } from "./period.ts";
import { INCOME_KINDS, yearlySummary, type LedgerKind, type StatementLine } from "./statement.ts";

let position = 0;
const line = (period: number, kind: LedgerKind, amountSen: number): StatementLine => ({
  position: ++position,
  kind,
  amountSen,
  period,
  createdAt: "2025-06-12T06:00:00.000Z",
  detail: null,
});

// 2025: three posts, a Level 1 and a Level 2 override, one post and one override reversed. A 2024
// line and a 2026 reversal of a 2025 post stay out: each year holds its own months' lines.
const lines = [
  line(202412, "personal", 20_000),
  line(202501, "personal", 20_000),
  line(202503, "personal", 20_000),
  line(202506, "personal", 20_000),
  line(202506, "level1_override", 3_000),
  line(202511, "level2_override", 1_000),
  line(202509, "personal_reversal", -20_000),
  line(202512, "level1_reversal", -3_000),
  line(202601, "personal_reversal", -20_000),
];

describe("a CP58's figures", () => {
  const figures = cp58Figures(2025, lines);

  it("are the year's incentives by kind, each net of its reversals", () => {
    expect(figures.incentivesSen).toEqual({ personal: 40_000, level1_override: 0, level2_override: 1_000 });
    expect(figures.reversedSen).toEqual({ personal: -20_000, level1_override: -3_000, level2_override: 0 });
    expect(figures.monetarySen).toBe(41_000);
    expect(figures.nonMonetarySen).toBe(0);
    expect(figures.totalSen).toBe(41_000);
    expect(figures.lineCount).toBe(7);
    expect(figures.mustSend).toBe(false);
  });

  it("equal the ledger: the sum of the year's lines and the yearly summary's net income", () => {
    const summary = yearlySummary(2025, lines, []);
    expect(figures.totalSen).toBe(summary.total.netSen);
    const inYear = lines.filter((l) => Math.floor(l.period / 100) === 2025);
    expect(figures.totalSen).toBe(inYear.reduce((sum, l) => sum + l.amountSen, 0));
    // Income by kind less the reversals of that kind is the summary's income less its reversals.
    for (const kind of INCOME_KINDS)
      expect(figures.incentivesSen[kind] - figures.reversedSen[kind]).toBe(summary.total.incomeSen[kind]);
  });

  it("must be sent above RM 5,000 only", () => {
    const posts = (count: number, extraSen = 0) => [
      ...Array.from({ length: count }, () => line(202504, "personal", 20_000)),
      ...(extraSen ? [line(202505, "level1_override", extraSen)] : []),
    ];
    expect(cp58Figures(2025, posts(25)).totalSen).toBe(CP58_THRESHOLD_SEN);
    expect(cp58Figures(2025, posts(25)).mustSend).toBe(false);
    expect(cp58Figures(2025, posts(25, 1)).mustSend).toBe(true);
  });

  it("hold, for any ledger, the sum of the year's lines and the summary's net", () => {
    const kinds: Array<LedgerKind> = [
      "personal",
      "level1_override",
      "level2_override",
      "personal_reversal",
      "level1_reversal",
      "level2_reversal",
    ];
    const anyLine = fc
      .tuple(
        fc.integer({ min: 2024, max: 2026 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...kinds),
        fc.integer({ min: 0, max: 50_000 }),
      )
      .map(([year, month, kind, sen]) => line(year * 100 + month, kind, kind.endsWith("_reversal") ? -sen : sen));
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 60 }), (ledger) => {
        const f = cp58Figures(2025, ledger);
        const summary = yearlySummary(2025, ledger, []);
        expect(f.totalSen).toBe(summary.total.netSen);
        expect(INCOME_KINDS.reduce((s, k) => s + f.incentivesSen[k], 0)).toBe(f.monetarySen);
        expect(f.mustSend).toBe(f.totalSen > CP58_THRESHOLD_SEN);
      }),
    );
  });
});

describe("the year of a CP58", () => {
  const today = 202603;
  it("is a year that has ended", () => {
    expect(cp58YearAsked({ year: "2025" }, today)).toEqual({ ok: true, value: { year: 2025 } });
    expect(cp58YearAsked({ year: 2026 }, today)).toEqual({ ok: false, fields: { year: ENDED_RULE } });
    expect(cp58YearAsked({ year: "2030" }, today)).toEqual({ ok: false, fields: { year: ENDED_RULE } });
  });
  it("is refused when it is not a year", () => {
    for (const year of [undefined, "", "25", "two", "1999", "2025.0"])
      expect(cp58YearAsked({ year }, today)).toEqual({ ok: false, fields: { year: YEAR_RULE } });
  });
  it("names a file after the year alone", () => expect(cp58FileName(2025)).toBe("jemput-cp58-2025.pdf"));
});
