import { useState } from "react";
import { failureOf } from "../../../lib/failure.ts";
import { useToast } from "../../../ui/toast.ts";
import { isStepUpCancelled } from "../../step-up/components/use-step-up.ts";
import { cleanCode, codeFailure, codeProblem, setupCodeProblem, type CodeMode } from "../utils/codes.ts";

// A code being typed: which kind (app or recovery), what is typed, and what is wrong with it,
// from a check before sending or from the server's answer.
export function useCodeEntry(initialMode: CodeMode = "app") {
  const { toast } = useToast();
  const [mode, setMode] = useState<CodeMode>(initialMode);
  const [code, setCodeValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  // An admin's first enrolment also sends the operator's setup code (decision 43).
  const [setupCode, setSetupCodeValue] = useState("");
  const [setupCodeError, setSetupCodeError] = useState<string | undefined>();

  return {
    mode,
    code,
    error,
    passwordError,
    setupCode,
    setupCodeError,
    setSetupCode: (value: string) => {
      setSetupCodeValue(value);
      setSetupCodeError(undefined);
    },
    /** The setup code to send, or null (with the reason shown) when there is none yet. */
    checkedSetupCode: (): string | null => {
      const problem = setupCodeProblem(setupCode);
      setSetupCodeError(problem ?? undefined);
      return problem === null ? setupCode.trim() : null;
    },
    setCode: (value: string) => {
      setCodeValue(value);
      setError(undefined);
    },
    clearPasswordError: () => setPasswordError(undefined),
    switchMode: () => {
      setMode((current) => (current === "app" ? "recovery" : "app"));
      setCodeValue("");
      setError(undefined);
    },
    /** The code to send, or null (with the reason shown) when it cannot be right. */
    checked: (): string | null => {
      const problem = codeProblem(code, mode);
      setError(problem ?? undefined);
      return problem === null ? cleanCode(code, mode) : null;
    },
    /** Shows a refusal where it belongs: next to its field, or in a toast. */
    refused: (failure: unknown, title: string) => {
      // The member closed the step-up dialog: nothing was refused, the code stays as typed.
      if (isStepUpCancelled(failure)) {
        toast({ title, description: failure.message });
        return;
      }
      const where = codeFailure(failureOf(failure));
      if ("toast" in where) toast({ title, description: where.toast, variant: "destructive" });
      else if (where.field === "password") setPasswordError(where.message);
      else if (where.field === "setupCode") setSetupCodeError(where.message);
      else setError(where.message);
    },
  };
}
