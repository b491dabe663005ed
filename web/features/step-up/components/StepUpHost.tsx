import { useAtomValue } from "jotai";
import { lazy, Suspense, useState } from "react";
import { stepUpRequestAtom } from "../utils/step-up-request.ts";

// The dialog (and Radix under it) loads the first time a change asks for it.
const StepUpDialog = lazy(async () => ({ default: (await import("./StepUpDialog.tsx")).StepUpDialog }));

/**
 * Mounted once, in the shell: shows the step-up dialog while a request waits for one
 * (useStepUp). `needsCode` says whether the member has two-factor authentication on; the shell
 * asks the two-factor feature, which itself uses this one.
 */
export function StepUpHost({ needsCode }: { needsCode: () => Promise<boolean> }) {
  const request = useAtomValue(stepUpRequestAtom);
  // Once asked for, the dialog stays mounted (closed in between), so closing it gives focus back
  // to what the member was using.
  const [asked, setAsked] = useState(false);
  if (request !== null && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <StepUpDialog request={request} needsCode={needsCode} />
    </Suspense>
  );
}
