import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

// The words a screen should show, read from the web app's own catalogs, so a test checks what
// a member is meant to read and never a second copy of it.
export type Catalog = Readonly<Record<string, string>>;

const web = new URL("../web/", import.meta.url);

/** One language's catalog: `folder` is "ui" or a feature's folder, such as "features/team". */
export function catalog(folder: string, language: string): Catalog {
  return JSON.parse(readFileSync(new URL(`${folder}/locales/${language}.json`, web), "utf8")) as Catalog;
}

/**
 * A message as the screen prints it: values put in and rich-text markers (<0>…</0>) dropped.
 * Plural and select messages are not worded here: a test picks a plain message instead.
 */
export function word(words: Catalog, key: string, values: Record<string, string> = {}): string {
  return parts(words, key, values).join("");
}

/**
 * The same as a name to find an element by: the browser may put a space where a marked part
 * starts or ends (a visually hidden part is laid out on its own), in a language without spaces too.
 */
export function wordPattern(words: Catalog, key: string, values: Record<string, string> = {}): RegExp {
  const escape = (text: string) => text.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${parts(words, key, values).map(escape).join("\\s*")}$`);
}

function parts(words: Catalog, key: string, values: Record<string, string>): string[] {
  const message = words[key];
  if (message === undefined) throw new Error(`No message "${key}"`);
  const worded = message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  if (/[{}]/.test(worded)) throw new Error(`"${key}" needs values or is a plural: ${message}`);
  return worded.split(/<\/?\d+>/);
}

// Place names: the time zone list spells them the tz database's way in every language.
const PLACE = /^(state|country)\./;

/**
 * The English messages of `folders` that would give away an untranslated screen: whole phrases
 * only, none the target language shares (brand names, "Bio"), none found inside its own words.
 */
export function englishOnly(folders: string[], language: string): string[] {
  const found = new Set<string>();
  for (const folder of folders) {
    const english = catalog(folder, "en");
    const own = Object.values(catalog(folder, language)).join("\n");
    for (const [key, message] of Object.entries(english)) {
      if (PLACE.test(key)) continue;
      if (!/^[A-Za-z][A-Za-z ,'&()-]{7,}$/.test(message) || !message.includes(" ")) continue;
      if (!own.includes(message)) found.add(message);
    }
  }
  return [...found];
}

/** Those of `phrases` the page shows as they are. */
export async function shownPhrases(page: Page, phrases: string[]): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return phrases.filter((phrase) => text.includes(phrase));
}
