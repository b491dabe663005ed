import { defineCatalog } from "../../lib/i18n/catalog.ts";
import en from "./locales/en.json" with { type: "json" };

export const postsText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});
