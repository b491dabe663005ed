import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../domain/languages.ts";

// Every catalog exists in every language, with the same keys, each message valid ICU with the
// same placeholders and marked parts as its English source: a translation can change words and
// their order, never what the screen fills in.
const WEB = fileURLToPath(new URL("../..", import.meta.url));

function catalogFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.name === "locales") found.push(full);
    else found.push(...catalogFolders(full));
  }
  return found;
}

const read = (folder: string, language: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(folder, `${language}.json`), "utf8")) as Record<string, string>;

/** Placeholder names ({amount}, {count, plural, …}) and marked parts (<0>…</0>) of a message. */
function slots(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(`{${String(token[0])}}`);
      const choices = token[2];
      if (choices && typeof choices === "object") for (const choice of Object.values(choices)) walk(choice);
    }
  };
  walk(compileMessageOrThrow(message));
  for (const mark of message.matchAll(/<(\d+)>/g)) names.add(`<${mark[1]}>`);
  return [...names].sort();
}

const folders = catalogFolders(WEB);

describe("message catalogs", () => {
  it("are found beside the code that shows them", () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  for (const folder of folders) {
    const name = path.relative(WEB, folder);
    it(`${name}: every language has every key, with the same placeholders`, () => {
      const english = read(folder, "en");
      for (const language of LANGUAGES) {
        const catalog = read(folder, language);
        expect(Object.keys(catalog).sort(), `${name}/${language}.json keys`).toEqual(Object.keys(english).sort());
        for (const [key, source] of Object.entries(english)) {
          const message = catalog[key]!;
          expect(message.trim(), `${name}/${language}.json "${key}" is empty`).not.toBe("");
          expect(slots(message), `${name}/${language}.json "${key}"`).toEqual(slots(source));
        }
      }
    });
  }
});
