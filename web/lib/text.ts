import en from "./locales/en.json" with { type: "json" };
import { defineCatalog } from "./i18n/catalog.ts";

// The words of the shared helpers in web/lib (a failed action's fallback), in a catalog of their own.
export const libText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});
