import { resetTwoFactor } from "../../server/modules/two-factor/handlers.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { setupCodeLines } from "./admin.ts";

// For someone who lost their authenticator app and their recovery codes: what the operator
// removes, so the next sign-in starts over (an admin sets up a new authenticator then).
export const resetTwoFactorCommand = async (io: CliIo, email: string) => {
  const { memberId, authenticator, recoveryCodes, sessions, setupCode } = await withRuntime(io, resetTwoFactor(email));
  const removed = authenticator
    ? `removed the authenticator and ${recoveryCodes} unused recovery code${recoveryCodes === 1 ? "" : "s"}`
    : "had no authenticator";
  io.out(
    `${email} (#${memberId}): ${removed}; ended ${sessions} session${sessions === 1 ? "" : "s"}. ` +
      `The next sign-in starts without two-factor authentication (an admin sets it up again).\n`,
  );
  if (setupCode) io.out(setupCodeLines(setupCode));
};
