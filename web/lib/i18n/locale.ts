import { LOCALE_TAGS, type Language } from "../../../domain/languages.ts";
import { appStore } from "../store.ts";
import { languageAtom } from "./language.ts";

// Dates and month names in the reader's language, for code that formats outside a component's
// hooks (lib/format.ts, lib/periods.ts). Components that show them also use a catalog, so they
// render again when the language changes.
export const currentLanguage = (): Language => appStore.get(languageAtom);
export const currentLocale = (): string => LOCALE_TAGS[currentLanguage()];

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per locale and options, made on first use (making one loads locale data). */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
