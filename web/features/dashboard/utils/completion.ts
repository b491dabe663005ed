import type { CompletionKey } from "../../../lib/completion/i18n.ts";
import { fieldName } from "../../../lib/completion/completion.ts";
import type { Translate } from "../../../lib/i18n/use-t.ts";
import type { dashboardText } from "../i18n.ts";

type DashboardKey = Parameters<typeof dashboardText.text>[1];
type T = Translate<DashboardKey>;
/** The completeness words shared with the profile screen (web/lib/completion). */
type C = Translate<CompletionKey>;

/** The banner's "Missing: A, B, C and 4 more": at most `shown` names, then a count of the rest. */
export function missingSummary(missing: ReadonlyArray<string>, t: T, c: C, shown = 3): string {
  const fields = missing
    .slice(0, shown)
    .map((label) => fieldName(label, c))
    .join(c("completion.separator"));
  const rest = missing.length - shown;
  return rest > 0 ? t("banner.missingMore", { fields, count: rest }) : t("banner.missing", { fields });
}

/** The modal's "Still needed" badges: the first few field names, then how many more. */
export function stillNeeded(
  missing: ReadonlyArray<string>,
  t: T,
  c: C,
  shown = 4,
): { names: string[]; more: string | null } {
  const rest = missing.length - shown;
  return {
    names: missing.slice(0, shown).map((label) => fieldName(label, c)),
    more: rest > 0 ? t("modal.more", { count: rest }) : null,
  };
}
