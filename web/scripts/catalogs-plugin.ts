import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import fs from "node:fs";
import type { Plugin } from "vite";

// Message catalogs (web/**/locales/<language>.json) are written in ICU message syntax and
// compiled here, when the build (or the dev server, or the web tests) reads them: the browser
// gets Lingui's compiled form and never loads a message parser. A message that does not parse
// fails the build, naming the catalog and the key.
const CATALOG = /[\\/]web[\\/].+[\\/]locales[\\/](en|ms|zh|ta)\.json$/;

export function compileCatalog(file: string, source: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a string`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid message: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

export const catalogs = (): Plugin => ({
  name: "jemput-catalogs",
  enforce: "pre",
  // Answers with JSON still, so Vite's own JSON plugin turns it into a module as usual.
  load(id) {
    const file = id.split("?")[0]!;
    if (!CATALOG.test(file)) return null;
    return JSON.stringify(compileCatalog(file, fs.readFileSync(file, "utf8")));
  },
});
