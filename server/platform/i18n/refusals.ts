import type { Language } from "../../../domain/languages.ts";
import { format } from "./messages.ts";
import { REFUSALS, type RefusalKey } from "./refusal-catalog.ts";

// A refusal is written in English where it is decided, deep in a module or the domain, and
// translated here as it leaves: its English is matched against the catalog's, what varies is
// read out of it, and the requester's language is written with the same values. A refusal the
// catalog does not know goes out in English, as it came.

// A count of digits reads "10", "10 to 16" or "10, 12 or 14" in English; the bilingual English
// refusal says it again in Malay ("10 hingga 16"), so a second mention may be either.
const RANGE = String.raw`\d+(?:(?:, \d+)* (?:or|to|atau|hingga) \d+)?`;
const RANGE_PLACEHOLDERS: ReadonlySet<string> = new Set(["lengths"]);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const patternOf = (template: string): RegExp => {
  const seen = new Set<string>();
  let source = "";
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    source += escape(template.slice(last, match.index));
    source += RANGE_PLACEHOLDERS.has(name)
      ? seen.has(name)
        ? `(?:${RANGE})`
        : `(?<${name}>${RANGE})`
      : seen.has(name)
        ? `\\k<${name}>`
        : `(?<${name}>.+?)`;
    seen.add(name);
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escape(template.slice(last))}$`, "u");
};

const PATTERNS: ReadonlyArray<readonly [RefusalKey, RegExp]> = (Object.keys(REFUSALS.en) as RefusalKey[]).map((key) => [
  key,
  patternOf(REFUSALS.en[key]),
]);

const RANGE_WORDS: Readonly<Record<Language, { list: string; or: string; to: (from: string, to: string) => string }>> =
  {
    en: { list: ", ", or: " or ", to: (a, b) => `${a} to ${b}` },
    ms: { list: ", ", or: " atau ", to: (a, b) => `${a} hingga ${b}` },
    zh: { list: "、", or: "或", to: (a, b) => `${a}至${b}` },
    ta: { list: ", ", or: " அல்லது ", to: (a, b) => `${a} முதல் ${b} வரை` },
  };

const rangeIn = (english: string, language: Language): string => {
  const words = RANGE_WORDS[language];
  const to = /^(\d+) to (\d+)$/.exec(english);
  if (to) return words.to(to[1]!, to[2]!);
  const numbers = english.split(/, | or /);
  return numbers.length === 1 ? english : `${numbers.slice(0, -1).join(words.list)}${words.or}${numbers.at(-1)}`;
};

/** The refusal's key and values when the catalog knows its English, else null. */
export const recognise = (english: string): { key: RefusalKey; values: Record<string, string> } | null => {
  for (const [key, pattern] of PATTERNS) {
    const match = pattern.exec(english);
    if (match) return { key, values: { ...match.groups } };
  }
  return null;
};

/** The refusal in `language`; English, and any refusal the catalog does not know, as it came. */
export const translateRefusal = (english: string, language: Language): string => {
  if (language === "en") return english;
  const known = recognise(english);
  if (!known) return english;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [
      name,
      RANGE_PLACEHOLDERS.has(name) ? rangeIn(value, language) : value,
    ]),
  );
  return format(REFUSALS[language][known.key], values);
};

/** A field refusal's body, { error, fields }, with its words in `language`; the field names stay. */
export const translateRefusalBody = (
  body: { readonly error: string; readonly fields: Readonly<Record<string, string>> },
  language: Language,
) => ({
  error: translateRefusal(body.error, language),
  fields: Object.fromEntries(
    Object.entries(body.fields).map(([field, message]) => [field, translateRefusal(message, language)]),
  ),
});

/** Whether any of the body's words would read differently in another language. */
export const isTranslatable = (body: {
  readonly error: string;
  readonly fields: Readonly<Record<string, string>>;
}): boolean => [body.error, ...Object.values(body.fields)].some((message) => recognise(message) !== null);
