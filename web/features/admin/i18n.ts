import { defineCatalog, type Values } from "../../lib/i18n/catalog.ts";
import { translate } from "../../lib/i18n/use-t.ts";
import en from "./locales/en.json" with { type: "json" };

export const adminText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type AdminKey = Parameters<typeof adminText.text>[1];

/** A message of the admin catalog in the reader's language, for toasts made outside a render. */
export const say = (key: AdminKey, values?: Values): string => translate(adminText, key, values);
