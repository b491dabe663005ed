import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { completenessOf, type Completeness } from "../../../../domain/completeness.ts";
import { isSignedInAtom } from "../../../lib/auth.ts";
import { profileQueryOptions } from "../../profile/api/profile.ts";

/**
 * The signed-in member's profile completeness (undefined while it loads, on failure, or signed
 * out), and whether the profile's request has finished either way.
 */
export function useCompleteness(): { completeness: Completeness | undefined; settled: boolean } {
  const signedIn = useAtomValue(isSignedInAtom);
  const { data, isPending, fetchStatus } = useQuery(profileQueryOptions(signedIn));
  return { completeness: data ? completenessOf(data) : undefined, settled: !isPending || fetchStatus === "idle" };
}
