// The languages Jemput speaks. English is the default and the language of the product's own
// copy; the others are translations of it, kept complete by a test (web/lib/i18n/catalogs.test.ts).
export const LANGUAGES = ["en", "ms", "zh", "ta"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language by its own name, as a picker lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  ms: "Bahasa Melayu",
  zh: "中文",
  ta: "தமிழ்",
};

/** Short names for a picker where room is scarce (the top bar on a phone). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = {
  en: "EN",
  ms: "BM",
  zh: "中文",
  ta: "தமிழ்",
};

/**
 * The locale dates and numbers are written in. Malaysian variants where the platform has them;
 * Simplified Chinese is what Malaysian schools teach.
 */
export const LOCALE_TAGS: Record<Language, string> = {
  en: "en-MY",
  ms: "ms-MY",
  zh: "zh-Hans-MY",
  ta: "ta-MY",
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as ReadonlyArray<string>).includes(value);
