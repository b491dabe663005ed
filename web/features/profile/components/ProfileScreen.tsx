import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { FetchError } from "../../../ui/FetchError.tsx";
import { ChangePasswordCard } from "../../sessions/components/ChangePasswordCard.tsx";
import { SessionsCard } from "../../sessions/components/SessionsCard.tsx";
import { TwoFactorCard } from "../../two-factor/components/TwoFactorCard.tsx";
import { Page } from "../../../ui/Page.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { profileQueryOptions } from "../api/profile.ts";
import { profileText } from "../i18n.ts";
import { CompletenessSummary } from "./CompletenessSummary.tsx";
import { ConnectResultNotice } from "./ConnectResultNotice.tsx";
import { ProfileForm } from "./ProfileForm.tsx";
import { ProfileSkeleton } from "./ProfileSkeleton.tsx";
import { YourDataCard } from "./YourDataCard.tsx";

export function ProfileScreen() {
  const t = useT(profileText);
  const isSignedIn = useAtomValue(isSignedInAtom);
  const profile = useQuery(profileQueryOptions(isSignedIn));
  return (
    <Page title={t("screen.title")} documentTitle={t("screen.documentTitle")} description={t("screen.description")}>
      {/* A failed refetch keeps showing the data already loaded, so a form being edited never vanishes. */}
      {profile.data ? (
        <>
          <ConnectResultNotice />
          <CompletenessSummary profile={profile.data} />
          <ProfileForm profile={profile.data} />
          <TwoFactorCard />
          <ChangePasswordCard />
          <SessionsCard />
          <YourDataCard />
        </>
      ) : profile.isError ? (
        <FetchError message={t("screen.failed")} onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileSkeleton />
      )}
    </Page>
  );
}
