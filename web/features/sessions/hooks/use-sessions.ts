import { useMutation, useQueryClient } from "@tanstack/react-query";
import { failureToast } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { endOtherSessions, endSession, sessionsQueryOptions } from "../api/sessions.ts";

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
        title: "Device signed out",
        description: "That device needs the password to get back in.",
        variant: "success",
      });
    },
    onError: async (error) => {
      toast(failureToast("Could not sign that device out", error));
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
        title: "Signed out everywhere else",
        description:
          ended === 0
            ? "No other device was signed in."
            : `${ended} other device${ended === 1 ? " was" : "s were"} signed out. This one stays signed in.`,
        variant: "success",
      });
    },
    onError: (error) => toast(failureToast("Could not sign the other devices out", error)),
  });
}
