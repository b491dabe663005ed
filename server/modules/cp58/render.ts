import type { Cp58Figures } from "../../../domain/cp58.ts";
import { LOCALE_TAGS, type Language } from "../../../domain/languages.ts";
import { formatRM, type Sen } from "../../../domain/money.ts";
import { INCOME_KINDS } from "../../../domain/statement.ts";
import type { ResidentialAddress } from "../../../domain/payee-identity.ts";
import { drawableLanguage, type StatementFonts } from "../statements/fonts.ts";
import { CONTENT_WIDTH, newPage, PAGE, row, rule, space, toBuffer, type Page } from "../statements/pdf.ts";
import { CP58_LABELS, OFFICIAL_TITLE, type Cp58Labels } from "./labels.ts";
import type { Cp58Payer } from "./payer.ts";
import type { Cp58Recipient } from "./queries.ts";

// One CP58 on one A4 page, drawn with the statements' page model and fonts (decision 33): the
// parts in LHDN's order, amounts written "RM 1,234.50" as every statement writes them.

const TIME_ZONE = "Asia/Kuala_Lumpur";
const LEFT = PAGE.margin;
const LABEL_WIDTH = 170;
const VALUE_X = LEFT + LABEL_WIDTH + 8;
const VALUE_WIDTH = CONTENT_WIDTH - LABEL_WIDTH - 8;
const AMOUNT_WIDTH = 120;
const AMOUNT_X = PAGE.width - PAGE.margin - AMOUNT_WIDTH;

const field = (page: Page, label: string, value: string, gap = 4) =>
  row(
    page,
    [
      { text: label, x: LEFT, width: LABEL_WIDTH, weight: "bold" },
      { text: value, x: VALUE_X, width: VALUE_WIDTH },
    ],
    { gap },
  );

const amount = (page: Page, label: string, sen: Sen, options: { indent?: number; bold?: boolean } = {}) => {
  const weight = options.bold ? "bold" : "regular";
  const x = LEFT + (options.indent ?? 0);
  row(page, [
    { text: label, x, width: AMOUNT_X - x - 8, weight },
    { text: formatRM(sen), x: AMOUNT_X, width: AMOUNT_WIDTH, align: "right", weight },
  ]);
};

const part = (page: Page, title: string) => {
  space(page, 8);
  row(page, [{ text: title, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }], { size: 11.5, gap: 2 });
  rule(page);
};

/** The address a line to a row: text of two scripts does not wrap at a line break in one cell. */
const addressLines = (address: ResidentialAddress | null, language: Language, labels: Cp58Labels) => {
  if (address === null) return [labels.notGiven];
  const country = new Intl.DisplayNames([LOCALE_TAGS[language]], { type: "region" }).of(address.country);
  return [
    address.line1,
    address.line2,
    [address.postcode, address.city].filter(Boolean).join(" "),
    // Kuala Lumpur, Putrajaya and Labuan are a city and a state at once: named once.
    address.state === address.city ? null : address.state,
    country ?? address.country,
  ].filter((line): line is string => line !== null && line !== "");
};

const identityOf = (recipient: Cp58Recipient, labels: Cp58Labels): readonly [string, string] => {
  const { identityType, identityNumber, identityCountry } = recipient.payee;
  if (identityNumber === null) return [labels.mykad, labels.notGiven];
  if (identityType === "passport") return [labels.passport, `${identityNumber} (${identityCountry ?? ""})`];
  // A MyKad number as it is printed on the card: YYMMDD-PB-###G.
  return [labels.mykad, identityNumber.replace(/^(\d{6})(\d{2})(\d{4})$/, "$1-$2-$3")];
};

export const renderCp58 = (
  fonts: StatementFonts,
  payer: Cp58Payer,
  recipient: Cp58Recipient,
  figures: Cp58Figures,
  at: Date,
): Promise<Buffer> => {
  const language = drawableLanguage(recipient.language, fonts);
  const labels = CP58_LABELS[language];
  const issued = new Intl.DateTimeFormat(LOCALE_TAGS[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }).format(at);
  const page = newPage(fonts, `${labels.title} ${figures.year}`);
  row(page, [{ text: labels.title, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }], { size: 16, gap: 3 });
  row(page, [{ text: OFFICIAL_TITLE, x: LEFT, width: CONTENT_WIDTH }], { size: 8.5, gap: 6 });
  field(page, labels.year, String(figures.year));

  part(page, labels.partA);
  field(page, labels.name, payer.name);
  field(page, labels.address, payer.address);
  field(page, labels.registration, payer.ssm);
  field(page, labels.incomeTaxNo, payer.tin);

  part(page, labels.partB);
  field(page, labels.name, recipient.name);
  field(page, ...identityOf(recipient, labels));
  field(page, labels.incomeTaxNo, recipient.payee.tin ?? labels.notGiven);
  const address = addressLines(recipient.payee.address, language, labels);
  address.forEach((line, i) => field(page, i === 0 ? labels.address : "", line, i === address.length - 1 ? 4 : 1));
  field(page, labels.memberId, String(recipient.memberId));

  part(page, labels.partC);
  row(page, [{ text: `1. ${labels.monetary}`, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }]);
  INCOME_KINDS.forEach((kind, i) =>
    amount(page, `(${"abc"[i]}) ${labels.incentives[kind]}`, figures.incentivesSen[kind], { indent: 14 }),
  );
  amount(page, labels.monetaryTotal, figures.monetarySen, { indent: 14, bold: true });
  space(page, 4);
  row(page, [{ text: `2. ${labels.nonMonetary}`, x: LEFT, width: CONTENT_WIDTH, weight: "bold" }]);
  amount(page, labels.nonMonetaryNone, figures.nonMonetarySen, { indent: 14 });
  space(page, 4);
  rule(page, 1);
  amount(page, labels.total, figures.totalSen, { bold: true });
  space(page, 4);
  row(page, [{ text: labels.reversalsNote, x: LEFT, width: CONTENT_WIDTH }], { size: 8.5 });

  part(page, labels.partD);
  row(page, [{ text: labels.declaration, x: LEFT, width: CONTENT_WIDTH }], { gap: 6 });
  field(page, labels.name, payer.name);
  field(page, labels.generated, issued);
  space(page, 8);
  row(page, [{ text: labels.computerNote, x: LEFT, width: CONTENT_WIDTH }], { size: 8.5 });
  return toBuffer(page);
};
