import type { INFLUENCER_CATEGORIES, LANGUAGES } from "../../domain/profile-options.ts";

// The catalog keys of stored profile values that every screen showing them names alike: each
// feature's catalog holds these keys in its own words (the profile form, the team view and the
// admin's filters), and the type check fails where a catalog lacks one or a value lacks a key.

// Bilingual in English ("Beauty & Fashion (Kecantikan & Fesyen)"); the English name alone is stored.
export const CATEGORY_KEYS = {
  "Beauty & Fashion": "category.beautyFashion",
  "Food & Lifestyle": "category.foodLifestyle",
  Technology: "category.technology",
  "Health & Fitness": "category.healthFitness",
  Travel: "category.travel",
  Education: "category.education",
  Entertainment: "category.entertainment",
  Business: "category.business",
  Sports: "category.sports",
  Parenting: "category.parenting",
  "Art & Photography": "category.artPhotography",
  Music: "category.music",
  Gaming: "category.gaming",
  Finance: "category.finance",
  "DIY & Crafts": "category.diyCrafts",
} as const satisfies Record<(typeof INFLUENCER_CATEGORIES)[number], `category.${string}`>;

export const LANGUAGE_KEYS = {
  "Bahasa Malaysia": "language.malay",
  English: "language.english",
  Mandarin: "language.mandarin",
  Tamil: "language.tamil",
  Cantonese: "language.cantonese",
  Hokkien: "language.hokkien",
  Hakka: "language.hakka",
  Arabic: "language.arabic",
  Hindi: "language.hindi",
  Thai: "language.thai",
  Indonesian: "language.indonesian",
  Japanese: "language.japanese",
  Korean: "language.korean",
  French: "language.french",
  Spanish: "language.spanish",
  German: "language.german",
  Portuguese: "language.portuguese",
} as const satisfies Record<(typeof LANGUAGES)[number], `language.${string}`>;
