import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../../domain/languages.ts";
import type { AdminTemplate } from "../api/templates.ts";
import { placeholderProblem } from "../utils/share-templates.ts";
import { say } from "./i18n.ts";

// The editor keeps a draft of the template's text in every language, so switching language does
// not lose an edit; saving sends each text that changed, English first, since a translation is
// checked against the English text the server holds.

export type Drafts = Record<Language, string>;

/** The language switch's choices, each language by its own name. */
export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

type Translated = Exclude<Language, "en">;

/** The text shown for `language`: null for a translation not written yet (members get English). */
export const savedText = (template: AdminTemplate, language: Language): string | null =>
  language === "en" ? template.content : (template.translations[language as Translated]?.content ?? null);

export const savedDrafts = (template: AdminTemplate): Drafts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, savedText(template, language) ?? ""])) as Drafts;

export type Save = { language: Language; content: string };
export type Plan = { saves: ReadonlyArray<Save> } | { language: Language; problem: string };

/**
 * What saving the drafts sends, or the first language whose text cannot be saved and why. English
 * is always saved (as before there were translations, so a switch change alone is saved with it);
 * a translation only when its text changed, an untouched empty one staying unwritten.
 */
export function planSave(template: AdminTemplate, drafts: Drafts): Plan {
  const english = drafts.en.trim();
  if (english === "") return { language: "en", problem: say("editor.empty") };
  const saves: Array<Save> = [{ language: "en", content: english }];
  const saved = savedDrafts(template);
  for (const language of LANGUAGES) {
    const content = drafts[language].trim();
    if (language === "en" || content === saved[language].trim()) continue;
    if (content === "") return { language, problem: say("editor.empty") };
    const problem = placeholderProblem(english, content);
    if (problem) return { language, problem };
    saves.push({ language, content });
  }
  return { saves };
}
