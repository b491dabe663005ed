import { useStore } from "jotai";
import { useCallback } from "react";
import { runWithStepUp } from "../utils/step-up-request.ts";

// Kept with the dialog it opens, among the parts other features may use (components/).
export { isStepUpCancelled, StepUpCancelled } from "../utils/step-up-request.ts";

/**
 * `withStepUp(send)` runs a request and, when the server asks the member to confirm it's them,
 * opens the step-up dialog (StepUpHost, in the shell), steps up and sends it again once.
 * Cancelling rejects with StepUpCancelled.
 */
export function useStepUp() {
  const store = useStore();
  const withStepUp = useCallback(<T>(send: () => Promise<T>) => runWithStepUp(store, send), [store]);
  return { withStepUp };
}
