import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { sessionsQueryOptions } from "../../sessions/api/sessions.ts";
import { endMemberSessions } from "../api/member-sessions.ts";
import { adminText } from "../i18n.ts";
import { endedSessionsDetail, endedSessionsTitle } from "../utils/member-sessions.ts";

/**
 * Ends every session of the member's and says how many. No admin list shows sessions, so
 * nothing there is fetched again; when the admin ended their own others, their signed-in
 * devices on the profile are.
 */
export function useEndMemberSessions(own: boolean) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: endMemberSessions,
    onSuccess: async (ended) => {
      toast({ title: endedSessionsTitle(ended), description: endedSessionsDetail(ended, own), variant: "success" });
      if (own) await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
    },
    onError: (error) => toast(failureToast(translate(adminText, "sessions.endFailed"), error)),
  });
}
