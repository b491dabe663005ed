import { useParams, useSearchParams } from "react-router-dom";

// A code from /join/{referralId} or ?ref= locks the registration to that referrer.
export function useReferralCode(): string | null {
  const { referralId } = useParams();
  const [searchParams] = useSearchParams();
  const code = (referralId ?? searchParams.get("ref") ?? "").trim();
  return code === "" ? null : code;
}
