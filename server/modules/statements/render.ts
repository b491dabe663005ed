import { LOCALE_TAGS, type Language } from "../../../domain/languages.ts";
import { formatRM, type Sen } from "../../../domain/money.ts";
import { makePeriod, periodStart, type Period } from "../../../domain/period.ts";
import { FORMER_MEMBER } from "../../../domain/member-name.ts";
import {
  INCOME_KINDS,
  type MonthlyStatement,
  type StatementLine,
  type YearlySummary,
} from "../../../domain/statement.ts";
import { drawableLanguage, type StatementFonts } from "./fonts.ts";
import { STATEMENT_LABELS, type StatementLabels } from "./labels.ts";
import { CONTENT_WIDTH, fittingSize, newPage, PAGE, row, rule, space, toBuffer, type Cell, type Page } from "./pdf.ts";
import { einvoiceQr } from "./qr.ts";
import type { StatementMember } from "./queries.ts";

// The two documents: a month's statement (every line, by type) and a year's summary (month by
// month). Amounts are written as the screens write them, "RM 1,234.50", in every language.

const TIME_ZONE = "Asia/Kuala_Lumpur";

interface Words {
  readonly labels: StatementLabels;
  readonly monthName: (period: Period) => string;
  readonly monthYear: (period: Period) => string;
  readonly date: (iso: string) => string;
}

const wordsOf = (language: Language): Words => {
  const locale = LOCALE_TAGS[language];
  // Noon of the month's first day in Malaysia: the month whatever the formatter's rounding.
  const middayOf = (period: Period) => new Date(periodStart(period).getTime() + 12 * 3_600_000);
  const monthYear = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: TIME_ZONE });
  const month = new Intl.DateTimeFormat(locale, { month: "long", timeZone: TIME_ZONE });
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: TIME_ZONE });
  return {
    labels: STATEMENT_LABELS[language],
    monthName: (period) => month.format(middayOf(period)),
    monthYear: (period) => monthYear.format(middayOf(period)),
    date: (iso) => day.format(new Date(iso)),
  };
};

const LEFT = PAGE.margin;
const AMOUNT_WIDTH = 110;
const AMOUNT_X = PAGE.width - PAGE.margin - AMOUNT_WIDTH;

const amountRow = (page: Page, label: string, sen: Sen, weight: "regular" | "bold" = "regular") =>
  row(page, [
    { text: label, x: LEFT, width: AMOUNT_X - LEFT - 8, weight },
    { text: formatRM(sen), x: AMOUNT_X, width: AMOUNT_WIDTH, align: "right", weight },
  ]);

const heading = (page: Page, text: string) => {
  space(page, 6);
  row(page, [{ text, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }], { size: 11.5, gap: 3 });
};

const header = (page: Page, words: Words, member: StatementMember, title: string, period: string, at: Date) => {
  row(page, [{ text: "Jemput", x: LEFT, width: CONTENT_WIDTH, weight: "bold" }], { size: 20, gap: 2 });
  row(page, [{ text: title, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }], { size: 15, gap: 8 });
  const { labels } = words;
  for (const [label, value] of [
    [labels.member, member.name],
    [labels.referralId, member.referralId],
    [labels.period, period],
    [labels.generated, words.date(at.toISOString())],
  ] as const) {
    row(page, [
      { text: label, x: LEFT, width: 150, weight: "bold" },
      { text: value, x: LEFT + 155, width: CONTENT_WIDTH - 155 },
    ]);
  }
  space(page, 6);
  rule(page, 1);
};

const DATE_WIDTH = 90;
const DESCRIPTION_X = LEFT + DATE_WIDTH + 6;
const DESCRIPTION_WIDTH = AMOUNT_X - DESCRIPTION_X - 8;

const lineRow = (page: Page, words: Words, date: string, description: string, sen: Sen) =>
  row(page, [
    { text: date, x: LEFT, width: DATE_WIDTH },
    { text: description, x: DESCRIPTION_X, width: DESCRIPTION_WIDTH },
    { text: formatRM(sen), x: AMOUNT_X, width: AMOUNT_WIDTH, align: "right" },
  ]);

const describe = (labels: StatementLabels, line: StatementLine): string => {
  const own = line.kind.startsWith("personal");
  const kind = labels.income[own ? "personal" : line.kind.startsWith("level1") ? "level1_override" : "level2_override"];
  const detail = own
    ? [labels.ownPost, line.detail].filter(Boolean).join(": ")
    : `${labels.fromRecruit} ${line.detail === FORMER_MEMBER ? labels.formerMember : line.detail}`;
  return line.kind.endsWith("_reversal") ? `${kind} · ${detail}` : detail;
};

const lines = (page: Page, words: Words, title: string, items: ReadonlyArray<StatementLine>, totalSen: Sen) => {
  heading(page, title);
  if (items.length === 0) row(page, [{ text: words.labels.none, x: DESCRIPTION_X, width: DESCRIPTION_WIDTH }]);
  for (const line of items)
    lineRow(page, words, words.date(line.createdAt), describe(words.labels, line), line.amountSen);
  amountRow(page, words.labels.subtotal, totalSen, "bold");
};

export const renderMonthly = (
  fonts: StatementFonts,
  member: StatementMember,
  statement: MonthlyStatement,
  at: Date,
): Promise<Buffer> => {
  const words = wordsOf(drawableLanguage(member.language, fonts));
  const { labels } = words;
  const page = newPage(fonts, `${labels.monthlyTitle} ${words.monthYear(statement.period)}`);
  header(page, words, member, labels.monthlyTitle, words.monthYear(statement.period), at);
  amountRow(page, labels.opening, statement.openingSen, "bold");
  for (const kind of INCOME_KINDS)
    lines(page, words, labels.income[kind], statement.income[kind], statement.incomeSen[kind]);
  lines(page, words, labels.reversals, statement.reversals, statement.reversalsSen);
  heading(page, labels.payouts);
  if (statement.payouts.length === 0) row(page, [{ text: labels.none, x: DESCRIPTION_X, width: DESCRIPTION_WIDTH }]);
  for (const p of statement.payouts) {
    const status = p.status === "paid" ? labels.paidStatus : labels.issuedStatus;
    const reference = `${labels.bankReference}: ${p.reference ?? labels.noReference}`;
    // The payout's gross is what the balance falls by; what was withheld went to LHDN, not the bank.
    const withheld =
      p.withheldSen > 0
        ? ` · ${labels.withheld107D} ${formatRM(p.withheldSen)} · ${labels.sent} ${formatRM(p.amountSen - p.withheldSen)}`
        : "";
    lineRow(page, words, words.date(p.paidAt ?? p.issuedAt), `${status} · ${reference}${withheld}`, p.amountSen);
    if (p.einvoiceLink) einvoiceQr(page, labels.einvoice, p.einvoiceLink, DESCRIPTION_X);
  }
  amountRow(page, labels.subtotal, statement.payoutsSen, "bold");
  space(page, 8);
  rule(page, 1);
  amountRow(page, labels.opening, statement.openingSen);
  amountRow(page, labels.net, statement.netSen);
  amountRow(page, labels.payouts, -statement.payoutsSen);
  amountRow(page, labels.carried, statement.closingSen, "bold");
  space(page, 10);
  row(page, [{ text: labels.payoutNote, x: LEFT, width: CONTENT_WIDTH }], { size: 8.5 });
  return toBuffer(page);
};

// Seven columns: the month, then six amounts.
const MONTH_WIDTH = 75;
const COLUMN_WIDTH = (CONTENT_WIDTH - MONTH_WIDTH) / 6;
const columns = (first: string, values: ReadonlyArray<string>, weight: "regular" | "bold"): Array<Cell> => [
  { text: first, x: LEFT, width: MONTH_WIDTH - 4, weight },
  ...values.map((text, i) => ({
    text,
    x: LEFT + MONTH_WIDTH + i * COLUMN_WIDTH,
    width: COLUMN_WIDTH - 4,
    align: "right" as const,
    weight,
  })),
];

export const renderYearly = (
  fonts: StatementFonts,
  member: StatementMember,
  summary: YearlySummary,
  at: Date,
): Promise<Buffer> => {
  const words = wordsOf(drawableLanguage(member.language, fonts));
  const { labels } = words;
  const page = newPage(fonts, `${labels.yearlyTitle} ${summary.year}`);
  header(page, words, member, labels.yearlyTitle, String(summary.year), at);
  row(page, [{ text: labels.taxNote, x: LEFT, width: CONTENT_WIDTH }], { size: 9, gap: 10 });
  amountRow(page, labels.opening, summary.openingSen, "bold");
  space(page, 4);
  const names = [...INCOME_KINDS.map((k) => labels.income[k]), labels.reversals, labels.net, labels.payouts];
  // A heading wraps between words, never inside one (nor before a level's number): a long word
  // is set smaller instead.
  const headings = columns(labels.month, names, "bold").map((cell) => {
    const text = cell.text.replace(/ (\d)/g, "\u00A0$1");
    return { ...cell, text, size: fittingSize(page, text, cell.width, "bold", 8.5) };
  });
  row(page, headings, { size: 8.5 });
  rule(page);
  for (const month of summary.months) {
    const amounts = [
      ...INCOME_KINDS.map((k) => month.incomeSen[k]),
      month.reversalsSen,
      month.netSen,
      month.payoutsSen,
    ];
    row(page, columns(words.monthName(month.period), amounts.map(formatRM), "regular"), { size: 8.5, gap: 5 });
  }
  rule(page);
  const { total } = summary;
  const totals = [...INCOME_KINDS.map((k) => total.incomeSen[k]), total.reversalsSen, total.netSen, total.payoutsSen];
  row(page, columns(labels.total, totals.map(formatRM), "bold"), { size: 8.5 });
  space(page, 10);
  rule(page, 1);
  amountRow(page, labels.opening, summary.openingSen);
  amountRow(
    page,
    `${labels.net} (${words.monthYear(makePeriod(summary.year, 1))} – ${words.monthYear(makePeriod(summary.year, 12))})`,
    total.netSen,
  );
  amountRow(page, labels.payouts, -total.payoutsSen);
  amountRow(page, labels.closing, summary.closingSen, "bold");
  space(page, 10);
  row(page, [{ text: labels.payoutNote, x: LEFT, width: CONTENT_WIDTH }], { size: 8.5 });
  return toBuffer(page);
};
