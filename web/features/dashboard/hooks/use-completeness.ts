import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { completenessOf, type Completeness } from "../../../../domain/completeness.ts";
import { userAtom } from "../../../lib/auth.ts";
import { profileQueryOptions } from "../../profile/api/profile.ts";

// The signed-in member's profile completeness; undefined while it loads, on failure, or signed out.
export function useCompleteness(): Completeness | undefined {
  const user = useAtomValue(userAtom);
  const { data } = useQuery(profileQueryOptions(user !== null));
  return data ? completenessOf(data) : undefined;
}
