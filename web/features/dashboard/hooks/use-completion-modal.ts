import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { MODAL_BELOW } from "../../../../domain/completeness.ts";
import { isSignedInAtom } from "../../../lib/auth.ts";

// Also written by the browser suite's sign-in helper, to keep the modal out of other tests.
export const LAST_SHOWN_KEY = "jemput.completionModal.lastShown";
export const MODAL_DELAY_MS = 3_000;

/** Once a day (dates as `Date.toDateString()` gives them), and only for profiles below 70%. */
export const shouldOpenModal = (lastShown: string | null, today: string, percent: number): boolean =>
  lastShown !== today && percent < MODAL_BELOW;

// Once per page session: coming back to the dashboard later in the same visit does not reopen it.
let openedThisSession = false;

// Storage may be missing or refuse access (privacy settings); the modal then simply shows once
// per visit.
function lastShown(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_SHOWN_KEY) ?? null;
  } catch {
    return null;
  }
}

function rememberShown(today: string): void {
  try {
    globalThis.localStorage?.setItem(LAST_SHOWN_KEY, today);
  } catch {
    // See lastShown: without storage the once-per-visit flag is all there is.
  }
}

export function useCompletionModal(percent: number | undefined) {
  const signedIn = useAtomValue(isSignedInAtom);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!signedIn || percent === undefined || openedThisSession) return;
    const today = new Date().toDateString();
    if (!shouldOpenModal(lastShown(), today, percent)) return;
    const timer = setTimeout(() => {
      openedThisSession = true;
      rememberShown(today);
      setOpen(true);
    }, MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedIn, percent]);

  return { open, setOpen };
}
