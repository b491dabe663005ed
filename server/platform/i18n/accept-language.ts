import { isLanguage, type Language } from "../../../domain/languages.ts";

/**
 * The language an Accept-Language header prefers among the four, or null: the highest weight
 * wins, ties go to the one written first, and a tag counts by its primary subtag ("zh-CN",
 * "zh-Hans-MY" and "zh" are all Chinese; "ms-MY" Malay). A weight of 0 means "not this one".
 */
export const acceptedLanguage = (header: string | undefined): Language | null => {
  if (!header) return null;
  let best: { language: Language; weight: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (!(weight > 0) || weight > 1) continue;
    if (best === null || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? null;
};
