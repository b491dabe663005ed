import { defineCatalog } from "../i18n/catalog.ts";
import en from "./locales/en.json" with { type: "json" };

// The words of profile completeness, apart from any screen's: the top bar's pill, the dashboard's
// banner and dialog and the profile screen show them, so none brings another screen's catalog.
export const completionText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type CompletionKey = Parameters<typeof completionText.text>[1];
