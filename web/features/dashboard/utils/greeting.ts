import type { Translate } from "../../../lib/i18n/use-t.ts";

// The dashboard's opening line (spec: a welcome or onboarding prompt for the stored user). A
// member on their first visit has no income or team yet, so they are welcomed and told how to
// start; a returning one is welcomed back to this month's figures (decision 23). `t` is the
// dashboard catalog's.
export function greeting(
  firstName: string | null,
  firstVisit: boolean,
  t: Translate<"greeting.anonymous" | "greeting.first" | "greeting.back">,
): string {
  if (firstName === null) return t("greeting.anonymous");
  return firstVisit ? t("greeting.first", { name: firstName }) : t("greeting.back", { name: firstName });
}
