import { COMPLETENESS_WEIGHTS, type CompletenessField } from "../../../../domain/completeness.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { dashboardText } from "../i18n.ts";

type DashboardKey = Parameters<typeof dashboardText.text>[1];
type T = Translate<DashboardKey>;

// Profile completeness (domain/completeness.ts) names the missing fields by their English
// labels; these give them, and the words around them, in the reader's language.
const FIELD_KEYS = Object.fromEntries(
  COMPLETENESS_WEIGHTS.map(({ field, label }) => [label, `field.${field}` satisfies `field.${CompletenessField}`]),
) as Readonly<Record<string, `field.${CompletenessField}`>>;

/** A missing field's name, from its English label (shown as it is when unknown). */
export const fieldName = (label: string, t: T): string => {
  const key = FIELD_KEYS[label];
  return key ? t(key) : label;
};

/** The line under the progress bar, by the same bands as completenessMessage. */
export const completionMessage = (percent: number, t: T): string =>
  t(
    percent >= 90
      ? "completion.complete"
      : percent >= 70
        ? "completion.almost"
        : percent >= 40
          ? "completion.halfway"
          : "completion.start",
  );

/** The banner's "Missing: A, B, C and 4 more": at most `shown` names, then a count of the rest. */
export function missingSummary(missing: ReadonlyArray<string>, t: T, shown = 3): string {
  const fields = missing
    .slice(0, shown)
    .map((label) => fieldName(label, t))
    .join(t("completion.separator"));
  const rest = missing.length - shown;
  return rest > 0 ? t("banner.missingMore", { fields, count: rest }) : t("banner.missing", { fields });
}

/** The modal's "Still needed" badges: the first few field names, then how many more. */
export function stillNeeded(missing: ReadonlyArray<string>, t: T, shown = 4): { names: string[]; more: string | null } {
  const rest = missing.length - shown;
  return {
    names: missing.slice(0, shown).map((label) => fieldName(label, t)),
    more: rest > 0 ? t("modal.more", { count: rest }) : null,
  };
}
