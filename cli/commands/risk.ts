import { Effect } from "effect";
import { formatRM, fromRinggit } from "../../domain/money.ts";
import { memberIdByEmail } from "../../server/modules/members/handlers.ts";
import { reinstateMember } from "../../server/modules/risk/decisions.ts";
import { scanAll } from "../../server/modules/risk/evaluate.ts";
import { listFlags } from "../../server/modules/risk/queries.ts";
import { Database } from "../../server/platform/db/database.ts";
import { withRuntime, type CliIo } from "../context.ts";

// Fraud flags for operators: the same rules and queue the admin's Risk tab uses.

export const riskScanCommand = async (io: CliIo) => {
  const { members, findings, raised } = await withRuntime(io, scanAll());
  io.out(`scanned ${members} members: ${findings} findings, ${raised} flags raised or widened\n`);
};

export const riskFlagsCommand = async (io: CliIo, opts: { status: string; json?: boolean }) => {
  const flags = await withRuntime(
    io,
    Effect.flatMap(Database, (db) => listFlags(db, opts.status, null)),
  );
  if (opts.json) {
    io.out(`${JSON.stringify(flags, null, 2)}\n`);
    return;
  }
  if (flags.length === 0) io.out(`no ${opts.status === "all" ? "" : `${opts.status} `}flags\n`);
  for (const f of flags) {
    const who = f.members.map((m) => `#${m.memberId}${m.suspended ? " (suspended)" : ""}`).join(", ");
    io.out(
      `${f.flagId}  ${f.status}  ${f.title}  held ${formatRM(fromRinggit(f.heldAmount))}  ${f.raisedAt}\n` +
        `  ${f.evidence.summary}\n  members: ${who}\n`,
    );
  }
};

export const riskReinstateCommand = async (io: CliIo, opts: { email: string; reason: string }) => {
  const changed = await withRuntime(
    io,
    Effect.gen(function* () {
      const memberId = yield* Effect.flatMap(Database, (db) => memberIdByEmail(db, opts.email));
      return { memberId, changed: yield* reinstateMember(memberId, opts.reason, { actor: "cli" }) };
    }),
  );
  io.out(
    `${opts.email} (#${changed.memberId}) ${changed.changed ? "is reinstated: they can sign in again" : "was not suspended"}\n`,
  );
};
