import { COMPLETENESS_WEIGHTS, type CompletenessField } from "../../../domain/completeness.ts";
import type { Translate } from "../i18n/use-t.ts";
import type { CompletionKey } from "./i18n.ts";

type T = Translate<CompletionKey>;

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

/** "A, B, C and 4 more", as summariseMissing puts it: at most `shown` names, then a count of the rest. */
export function missingSummary(missing: ReadonlyArray<string>, t: T, shown = 3): string {
  const fields = missing
    .slice(0, shown)
    .map((label) => fieldName(label, t))
    .join(t("completion.separator"));
  const rest = missing.length - shown;
  return rest > 0 ? t("completion.more", { fields, count: rest }) : fields;
}

/** The line under the card's progress bar, by the same bands as completenessMessage. */
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
