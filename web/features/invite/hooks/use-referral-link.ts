import { useQuery } from "@tanstack/react-query";
import { appConfigQueryOptions } from "../api/app-config.ts";
import { isLocalOrPreviewHost, referralLink, referralLinkBase } from "../utils/referral-link.ts";

// Null while the public app address is still being asked for; a failed request falls back to
// the current origin rather than hiding the link.
export function useReferralLink(referralId: string): string | null {
  const needsConfig = isLocalOrPreviewHost(window.location.hostname);
  const config = useQuery({ ...appConfigQueryOptions(), enabled: needsConfig });
  if (needsConfig && config.isPending) return null;
  return referralLink(referralLinkBase(window.location, config.data?.publicAppUrl), referralId);
}
