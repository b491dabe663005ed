import crypto from "node:crypto";
import { Effect } from "effect";
import { hashPassword } from "../../server/modules/credentials/password.ts";
import { now } from "../../server/platform/clock/now.ts";
import { seedDatabase } from "../../server/modules/seed/write.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

export const seedCommand = async (
  io: CliIo,
  opts: { members: number; months: number; seed: number; password?: string },
) => {
  const password = opts.password ?? crypto.randomBytes(9).toString("base64url");
  const passwordHash = await hashPassword(password);
  const bar = progressBar("seed");
  const started = performance.now();
  const result = await withRuntime(
    io,
    Effect.flatMap(now, (at) =>
      seedDatabase({ members: opts.members, months: opts.months, seed: opts.seed, now: at, passwordHash }, (p) =>
        bar.update(p.done, p.total, p.phase),
      ),
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  bar.done(`${result.members} members, ${result.events} events in ${seconds} s`);
  io.out(
    `seeded ${result.members} members (ids from ${result.firstMemberId}) and ${result.events} events in ${seconds} s\n`,
  );
  io.out(`sign in as ${result.emails[0] ?? "-"} with password ${opts.password ? "(as given)" : password}\n`);
};
