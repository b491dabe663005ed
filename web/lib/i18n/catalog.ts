import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { LANGUAGES, LOCALE_TAGS, type Language } from "../../../domain/languages.ts";

// Messages live beside the code that shows them, one catalog per feature (and one each for
// web/ui, web/lib and web/app): `locales/en.json` is bundled with the feature, the other
// languages are fetched when first needed, so a screen in English carries no translation and a
// screen in Malay only Malay. The build compiles each message from ICU syntax
// (web/scripts/catalogs-plugin.ts); Lingui's runtime only fills placeholders and plurals.

/**
 * One Lingui instance per language for each catalog: features name their keys freely
 * ("screen.title" in every screen), so two catalogs never share an instance's messages.
 */
const speakers = (): Record<Language, I18n> =>
  Object.fromEntries(
    // The locale tag formats numbers inside messages as the rest of the screen does (Tamil
    // groups thousands like English here, not in lakhs).
    LANGUAGES.map((language) => [
      language,
      setupI18n({ locale: language, locales: [LOCALE_TAGS[language]], messages: { [language]: {} } }),
    ]),
  ) as Record<Language, I18n>;

type Loader = () => Promise<{ default: unknown }>;
export type Values = Record<string, string | number>;

/**
 * A promise that says whether it has settled, as React's `use` reads it: `use` returns at once for
 * one marked fulfilled, so a screen calls it on every render, loaded or not (calling it only
 * while loading would change the calls between renders, which React forbids).
 */
export type Ready = Promise<void> & { status?: "fulfilled"; value?: undefined };

const settled = (promise: Promise<void>): Ready =>
  Object.assign(promise, { status: "fulfilled" as const, value: undefined });
const DONE = settled(Promise.resolve());

export interface Catalog<Key extends string> {
  /** Settles once the catalog is loaded in `language`; already settled when it is. */
  readonly ready: (language: Language) => Ready;
  /** Resolves once the catalog is loaded in `language`; null when it already is. */
  readonly pending: (language: Language) => Promise<void> | null;
  /** The message `key` in `language` (English while that language is still loading). */
  readonly text: (language: Language, key: Key, values?: Values) => string;
}

export function defineCatalog<English extends Record<string, unknown>>(
  english: English,
  translations: Record<Exclude<Language, "en">, Loader>,
): Catalog<Extract<keyof English, string>> {
  const instances = speakers();
  instances.en.load("en", english as Messages);
  const loaded = new Set<Language>(["en"]);
  const loading = new Map<Language, Ready>();
  const pending = (language: Language): Promise<void> | null => {
    if (loaded.has(language)) return null;
    let promise = loading.get(language);
    if (!promise) {
      const fetching: Ready = translations[language as Exclude<Language, "en">]().then(
        (module) => {
          instances[language].load(language, module.default as Messages);
          loaded.add(language);
          settled(fetching);
        },
        // A catalog that cannot be fetched (offline, a release replaced it) leaves the screen in
        // English rather than blank; the next use tries again.
        () => {
          loading.delete(language);
          settled(fetching);
        },
      );
      promise = fetching;
      loading.set(language, promise);
    }
    return promise;
  };
  return {
    ready: (language) => pending(language) ?? DONE,
    pending,
    text: (language, key, values) => {
      const speaker = loaded.has(language) ? instances[language] : instances.en;
      return speaker._(key, values);
    },
  };
}
