import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { endOtherSessions, endSession, sessionsQueryOptions } from "../api/sessions.ts";
import { sessionsText } from "../i18n.ts";

const say = (key: Parameters<typeof sessionsText.text>[1], values?: Record<string, number>) =>
  translate(sessionsText, key, values);

/** Reads the list again: after any change, and after a refusal (the session may have ended elsewhere). */
function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  const { toast } = useToast();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      await refresh();
      toast({
        title: say("ended.title"),
        description: say("ended.description"),
        variant: "success",
      });
    },
    onError: async (error) => {
      toast(failureToast(say("ended.failed"), error, say("failed.tryAgain")));
      await refresh();
    },
  });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  const { toast } = useToast();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async (ended) => {
      await refresh();
      toast({
        title: say("endedOthers.title"),
        description: ended === 0 ? say("endedOthers.none") : say("endedOthers.some", { count: ended }),
        variant: "success",
      });
    },
    onError: (error) => toast(failureToast(say("endedOthers.failed"), error, say("failed.tryAgain"))),
  });
}
