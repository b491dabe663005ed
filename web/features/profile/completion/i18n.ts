import { defineCatalog } from "../../../lib/i18n/catalog.ts";
import en from "./locales/en.json" with { type: "json" };

// The words of profile completeness, apart from the profile screen's: the top bar's pill shows
// them on every screen, and should not bring the whole profile screen's catalog with it.
export const completionText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type CompletionKey = Parameters<typeof completionText.text>[1];
