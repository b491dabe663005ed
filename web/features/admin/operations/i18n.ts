import { defineCatalog, type Values } from "../../../lib/i18n/catalog.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import en from "./locales/en.json" with { type: "json" };

// The Posts, Payouts, Risk, Images and Brevo tabs' words: a catalog of their own beside the
// one for the members and overview tabs.
export const operationsText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type OperationsKey = Parameters<typeof operationsText.text>[1];

/** A message of these tabs in the reader's language, for toasts and for words built in utils. */
export const say = (key: OperationsKey, values?: Values): string => translate(operationsText, key, values);
