import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSetAtom } from "jotai";
import { userAtom } from "../../../lib/auth.ts";
import { useToast } from "../../../ui/toast.ts";
import { refreshedByProfileSave, saveProfile, type Profile, type ProfilePayload } from "../api/profile.ts";
import { saveFailureOf, type SaveFailure } from "../utils/save-failure.ts";

// PUT /api/profile, then everything that shows the member is brought up to date: the stored user
// (the shell greets by first name and shows the picture) and the profile and dashboard queries.
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const setUser = useSetAtom(userAtom);
  const { toast } = useToast();
  return useMutation<Profile, SaveFailure, ProfilePayload>({
    mutationFn: (payload) =>
      saveProfile(payload).catch((error: unknown) => {
        throw saveFailureOf(error);
      }),
    onSuccess: (saved) => {
      setUser(
        (user) =>
          user && {
            ...user,
            firstName: saved.firstName,
            lastName: saved.lastName,
            profilePicture: saved.profilePicture,
          },
      );
      toast({
        title: "Profile Updated",
        description: "Your profile has been saved (Profil anda telah disimpan)",
        variant: "success",
      });
      // Returned, so the button keeps reading "Updating" until the completeness shown is the new one.
      return queryClient.invalidateQueries({ predicate: ({ queryKey }) => refreshedByProfileSave(queryKey) });
    },
    onError: (failure) => {
      toast({ title: "Error (Ralat)", description: failure.message, variant: "destructive" });
    },
  });
}
