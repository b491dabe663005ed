import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { isSignedInAtom } from "../lib/auth.ts";

type RequireAuthProps = {
  signedOut: ReactNode;
  children: ReactNode;
};

// Signed-out visitors get the login screen at the address they asked for (no redirect), so
// signing in there lands them on the screen they wanted.
export function RequireAuth({ signedOut, children }: RequireAuthProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  return <>{signedIn ? children : signedOut}</>;
}
