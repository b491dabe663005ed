import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { FetchError } from "../../../ui/FetchError.tsx";
import { ChangePasswordCard } from "../../sessions/components/ChangePasswordCard.tsx";
import { SessionsCard } from "../../sessions/components/SessionsCard.tsx";
import { TwoFactorCard } from "../../two-factor/components/TwoFactorCard.tsx";
import { Page } from "../../../ui/Page.tsx";
import { profileQueryOptions } from "../api/profile.ts";
import { CompletenessSummary } from "./CompletenessSummary.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileSkeleton } from "./ProfileSkeleton.tsx";
import { YourDataCard } from "./YourDataCard.tsx";

export function ProfileScreen() {
  const isSignedIn = useAtomValue(isSignedInAtom);
  const profile = useQuery(profileQueryOptions(isSignedIn));
  return (
    <Page
      title="My Profile"
      documentTitle="Profile"
      description="Brands look here before they hire. Keep your details complete and up to date."
    >
      {/* A failed refetch keeps showing the data already loaded, so a form being edited never vanishes. */}
      {profile.data ? (
        <>
          <CompletenessSummary profile={profile.data} />
          <ProfileForm profile={profile.data} />
          <TwoFactorCard />
          <ChangePasswordCard />
          <SessionsCard />
          <YourDataCard />
        </>
      ) : profile.isError ? (
        <FetchError message="Failed to fetch profile" onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </Page>
  );
}
