import { Effect } from "effect";
import { setAdmin } from "../../server/modules/members/handlers.ts";
import { setupCodeForAdmin, type SetupCode } from "../../server/modules/two-factor/setup-code.ts";
import { withRuntime, type CliIo } from "../context.ts";

/** The setup code as the operator hands it over (decision 43): shown this once. */
export const setupCodeLines = ({ code, expiresAt }: SetupCode): string =>
  `Setup code: ${code} (works once, until ${expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC)\n` +
  "Give it to them yourself: they enter it with the first code of their authenticator app when they " +
  "first sign in. It is not shown again; `admin grant` again makes a new one.\n";

export const adminCommand = async (io: CliIo, email: string, isAdmin: boolean) => {
  const { memberId, changed, setupCode } = await withRuntime(
    io,
    Effect.gen(function* () {
      const granted = yield* setAdmin(email, isAdmin, { actor: "cli" });
      // Only an admin without an authenticator needs one; granting again replaces an unused one.
      return { ...granted, setupCode: isAdmin ? yield* setupCodeForAdmin(email) : null };
    }),
  );
  const state = isAdmin ? "an admin" : "not an admin";
  io.out(`${email} (#${memberId}) ${changed ? "is now" : "was already"} ${state}\n`);
  if (setupCode) io.out(setupCodeLines(setupCode));
  else if (isAdmin) io.out("They already sign in with an authenticator app: no setup code is needed.\n");
};
