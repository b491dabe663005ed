import { useMutation } from "@tanstack/react-query";
import { useEffect, useState, type FormEvent } from "react";
import { failureOf } from "../../../lib/failure.ts";
import { stepUp } from "../api/step-up.ts";
import {
  cleanStepUpCode,
  hasProblems,
  stepUpErrorsOf,
  stepUpProblems,
  type StepUpErrors,
} from "../utils/step-up-form.ts";

/**
 * The step-up dialog's state: the password, the code once it is known to be needed, and what is
 * wrong with either. Whether a code is needed is asked once as the dialog opens (`needsCode`, the
 * member's two-factor state); should that fail, the server's own request for a code shows the field.
 */
export function useStepUpForm({ needsCode, onDone }: { needsCode: () => Promise<boolean>; onDone: () => void }) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [errors, setErrors] = useState<StepUpErrors>({});
  const confirming = useMutation({ mutationFn: stepUp });

  // Once per dialog: the host mounts a new one for each request.
  useEffect(() => {
    let open = true;
    needsCode().then(
      (needed) => open && needed && setAskCode(true),
      () => undefined,
    );
    return () => {
      open = false;
    };
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problems = stepUpProblems(password, code, askCode);
    setErrors(problems);
    if (hasProblems(problems)) return;
    const body = askCode ? { password, code: cleanStepUpCode(code) } : { password };
    confirming.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const refused = stepUpErrorsOf(failureOf(error));
        if (refused.code) setAskCode(true);
        setErrors(refused);
      },
    });
  }

  return {
    password,
    code,
    askCode,
    errors,
    pending: confirming.isPending,
    setPassword: (value: string) => {
      setPassword(value);
      setErrors(({ password: _gone, ...rest }) => rest);
    },
    setCode: (value: string) => {
      setCode(value);
      setErrors(({ code: _gone, ...rest }) => rest);
    },
    submit,
  };
}
