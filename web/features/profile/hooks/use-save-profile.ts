import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { refreshIdentityAtom } from "../../../lib/auth.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { useToast } from "../../../ui/toast.ts";
import { isStepUpCancelled, useStepUp } from "../../step-up/components/use-step-up.ts";
import { refreshedByProfileSave, saveProfile, type Profile, type ProfilePayload } from "../api/profile.ts";
import { profileText } from "../i18n.ts";
import { SaveFailure, saveFailureOf } from "../utils/save-failure.ts";

// The profile is saved, then everything that shows the member is brought up to date: the stored
// identity (the shell greets by first name and shows the picture; nothing else of the answer is
// kept on the device) and the profile and dashboard queries.
// A save that changes the bank details needs the member to confirm it's them first (decision 21):
// the password is asked for and the save sent again.
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const refreshIdentity = useSetAtom(refreshIdentityAtom);
  const { toast } = useToast();
  const { withStepUp } = useStepUp();
  return useMutation<Profile, SaveFailure, ProfilePayload>({
    mutationFn: (payload) =>
      withStepUp(() => saveProfile(payload)).catch((error: unknown) => {
        throw isStepUpCancelled(error) ? new SaveFailure(error.message) : saveFailureOf(error);
      }),
    onSuccess: (saved) => {
      refreshIdentity(saved);
      toast({
        title: translate(profileText, "save.done.title"),
        description: translate(profileText, "save.done"),
        variant: "success",
      });
      // Returned, so the button keeps reading "Updating" until the completeness shown is the new one.
      return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByProfileSave(queryKey) });
    },
    onError: (failure) => {
      toast({
        title: translate(profileText, "save.error.title"),
        description: failure.message,
        variant: "destructive",
      });
    },
  });
}
