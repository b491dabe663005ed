import { LANGUAGES, type Language } from "../../../domain/languages.ts";

// The server's own words (mail, refusals) in the four languages, as typed objects beside the
// code that sends them. A message is plain text with {name} placeholders: the server writes no
// plurals a catalog would have to choose between, so no message format is needed.

/** One message per key, in every language; the English is the product's own wording. */
export type Catalog<K extends string> = Readonly<Record<Language, Readonly<Record<K, string>>>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each {name} replaced by its value; a name without a value stays as written. */
export const format = (template: string, values: Readonly<Record<string, string | number>> = {}): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The placeholders a template names, each once and sorted: every language must name the same ones. */
export const placeholdersOf = (template: string): ReadonlyArray<string> =>
  [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();

/** What keeps a catalog whole: for each language, the keys missing or extra and the placeholders that differ. */
export const catalogProblems = <K extends string>(catalog: Catalog<K>): ReadonlyArray<string> => {
  const problems: string[] = [];
  const english = catalog.en;
  for (const language of LANGUAGES) {
    const messages = catalog[language] as Readonly<Record<string, string>>;
    for (const key of Object.keys(english)) {
      const message = messages[key];
      if (typeof message !== "string" || message.trim() === "") problems.push(`${language}: ${key} is missing`);
      else if (placeholdersOf(message).join() !== placeholdersOf(english[key as K]).join())
        problems.push(`${language}: ${key} names {${placeholdersOf(message).join("}, {")}}`);
    }
    for (const key of Object.keys(messages))
      if (!Object.hasOwn(english, key)) problems.push(`${language}: ${key} is not an English key`);
  }
  return problems;
};
