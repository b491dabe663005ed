import { setAdmin } from "../../server/modules/members/handlers.ts";
import { withRuntime, type CliIo } from "../context.ts";

export const adminCommand = async (io: CliIo, email: string, isAdmin: boolean) => {
  const { memberId, changed } = await withRuntime(io, setAdmin(email, isAdmin, { actor: "cli" }));
  const state = isAdmin ? "an admin" : "not an admin";
  io.out(`${email} (#${memberId}) ${changed ? "is now" : "was already"} ${state}\n`);
};
