import { useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { memberRowsQueryOptions, type AdminMember } from "../api/members.ts";
import { adminText } from "../i18n.ts";
import { findReferrer } from "../utils/member-format.ts";
import { EMPTY_FILTERS } from "../utils/member-search.ts";

// The referred-by link opens the referrer's details. A filtered table often lacks the referrer's
// row, so it is then looked up by name: the member whose full name equals referredBy.
export function useReferrerLookup(loaded: ReadonlyArray<AdminMember>, open: (member: AdminMember) => void) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useT(adminText);

  return async (member: AdminMember) => {
    const inTable = findReferrer(loaded, member);
    if (inTable) return open(inTable);
    try {
      const { members } = await queryClient.fetchQuery(
        memberRowsQueryOptions({ ...EMPTY_FILTERS, search: member.referredBy ?? "" }),
      );
      const found = findReferrer(members, member);
      if (found) return open(found);
      toast({ title: t("referrer.notFound"), description: t("referrer.noMember", { name: member.referredBy ?? "" }) });
    } catch (error) {
      toast(failureToast(t("referrer.searchError"), error, t("referrer.searchFailed")));
    }
  };
}
