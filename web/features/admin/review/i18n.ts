import { defineCatalog, type Values } from "../../../lib/i18n/catalog.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import en from "./locales/en.json" with { type: "json" };

// The review queue's evidence and its page-at-a-time actions (decision 54): a catalog of their
// own beside the Posts tab's words (operations/).
export const reviewText = defineCatalog(en, {
  ms: () => import("./locales/ms.json", { with: { type: "json" } }),
  zh: () => import("./locales/zh.json", { with: { type: "json" } }),
  ta: () => import("./locales/ta.json", { with: { type: "json" } }),
});

export type ReviewKey = Parameters<typeof reviewText.text>[1];

/** A message of the review queue in the reader's language, for toasts. */
export const say = (key: ReviewKey, values?: Values): string => translate(reviewText, key, values);
