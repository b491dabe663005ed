import type { Language } from "../../../domain/languages.ts";
import { LANGUAGES } from "../../../domain/languages.ts";

// A translation is the English text in other words: the member's details go into the same
// placeholders, so one that drops {{referralLink}} would share an invite without the link.

/** The placeholders a text holds ({{ name }} as the Invite page reads them), each once, in order. */
export const placeholdersOf = (content: string): ReadonlyArray<string> => [
  ...new Set(Array.from(content.matchAll(/\{\{\s*(\w+)\s*\}\}/g), (match) => `{{${match[1]}}}`)),
];

/** Why `translation` cannot stand for `english`, or null when both hold the same placeholders. */
export function placeholderProblem(english: string, translation: string): string | null {
  const expected = placeholdersOf(english);
  const found = placeholdersOf(translation);
  const missing = expected.filter((p) => !found.includes(p));
  const extra = found.filter((p) => !expected.includes(p));
  if (missing.length > 0) return `must keep the English text's placeholders: ${missing.join(", ")} missing`;
  if (extra.length > 0) {
    return `must hold only the English text's placeholders: ${extra.join(", ")} ${extra.length === 1 ? "is" : "are"} not in it`;
  }
  return null;
}

/** The first of Accept-Language's languages (by weight, then order) the app speaks; else English. */
export function acceptedLanguage(header: string | undefined): Language {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const spoken = ranked.find((entry) => (LANGUAGES as ReadonlyArray<string>).includes(entry.primary));
  return (spoken?.primary as Language | undefined) ?? "en";
}
