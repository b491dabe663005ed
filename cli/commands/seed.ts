import crypto from "node:crypto";
import { Effect } from "effect";
import { hashPassword } from "../../server/modules/credentials/password.ts";
import { now } from "../../server/platform/clock/now.ts";
import { Database } from "../../server/platform/db/database.ts";
import { scanAll } from "../../server/modules/risk/evaluate.ts";
import { flagsPerRule, seedFraud, type FraudScenarios } from "../../tools/seed/fraud.ts";
import { seedDatabase } from "../../tools/seed/write.ts";
import { withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

const ids = (members: ReadonlyArray<number>) => members.map((id) => `#${id}`).join(", ");
const scenarioLines = (s: FraudScenarios) => [
  `  ring sharing a bank account: ${ids(s.ring)}`,
  `  self-referral: #${s.selfReferral.recruit} on the device and address of referrer #${s.selfReferral.referrer}`,
  `  device farm: referrer #${s.farm.referrer} and ${s.farm.recruits.length} recruits (#${s.farm.recruits[0]} to #${s.farm.recruits.at(-1)})`,
  `  high rejection rate: #${s.poster} (6 of 8 posts rejected)`,
];

export const seedCommand = async (
  io: CliIo,
  opts: { members: number; months: number; seed: number; password?: string; fraud?: boolean },
) => {
  const password = opts.password ?? crypto.randomBytes(9).toString("base64url");
  const passwordHash = await hashPassword(password);
  const bar = progressBar("seed");
  const started = performance.now();
  const result = await withRuntime(
    io,
    Effect.gen(function* () {
      const at = yield* now;
      const seeded = yield* seedDatabase(
        { members: opts.members, months: opts.months, seed: opts.seed, now: at, passwordHash },
        (p) => bar.update(p.done, p.total, p.phase),
      );
      if (!opts.fraud) return { ...seeded, fraud: null };
      const { signals, scenarios } = yield* seedFraud(
        { seed: opts.seed, firstMemberId: seeded.firstMemberId, members: seeded.members, now: at, passwordHash },
        (p) => bar.update(p.done, p.total, p.phase),
      );
      const scanStarted = performance.now();
      const scan = yield* scanAll();
      const scanSeconds = (performance.now() - scanStarted) / 1000;
      const perRule = yield* flagsPerRule(yield* Database);
      return { ...seeded, fraud: { signals, scenarios, scan, scanSeconds, perRule } };
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  bar.done(`${result.members} members, ${result.events} events in ${seconds} s`);
  io.out(
    `seeded ${result.members} members (ids from ${result.firstMemberId}) and ${result.events} events in ${seconds} s\n`,
  );
  const { fraud } = result;
  if (fraud) {
    io.out(`wrote ${fraud.signals} risk signals of the seeded members; added 4 fraud scenarios:\n`);
    io.out(`${scenarioLines(fraud.scenarios).join("\n")}\n`);
    io.out(
      `scanned ${fraud.scan.members} members in ${fraud.scanSeconds.toFixed(1)} s: ${fraud.scan.findings} findings, ${fraud.scan.raised} flags raised or widened\n`,
    );
    io.out(
      `flags per rule: ${Object.entries(fraud.perRule)
        .map(([rule, n]) => `${rule} ${n}`)
        .join(", ")}\n`,
    );
  }
  io.out(`sign in as ${result.emails[0] ?? "-"} with password ${opts.password ? "(as given)" : password}\n`);
};
