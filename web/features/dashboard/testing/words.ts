import type { Language } from "../../../../domain/languages.ts";
import type { Values } from "../../../lib/i18n/catalog.ts";
import { dashboardText } from "../i18n.ts";

/** The dashboard catalog's words in `language`, as useT gives them (load the language first). */
export const wordsIn =
  (language: Language) =>
  (key: Parameters<typeof dashboardText.text>[1], values?: Values): string =>
    dashboardText.text(language, key, values);

export const english = wordsIn("en");
