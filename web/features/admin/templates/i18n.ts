import { defineCatalog, type Values } from "../../../lib/i18n/catalog.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import en from "./locales/en.json" with { type: "json" };

// The Templates tab's words: the share templates' names and uses, the editor and its placeholders.
export const templatesText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type TemplatesKey = Parameters<typeof templatesText.text>[1];

/** A message of the Templates tab in the reader's language, for toasts and for words built in utils. */
export const say = (key: TemplatesKey, values?: Values): string => translate(templatesText, key, values);
