import type { Language } from "../../../domain/languages.ts";
import { LANGUAGES } from "../../../domain/languages.ts";
import { placeholderDifference } from "../../../domain/placeholders.ts";

export { placeholdersOf } from "../../../domain/placeholders.ts";

/** Why `translation` cannot stand for `english`, or null when both hold the same placeholders. */
export function placeholderProblem(english: string, translation: string): string | null {
  const { missing, extra } = placeholderDifference(english, translation);
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
