import { Effect } from "effect";
import type { SignalKind } from "../../domain/events.ts";
import type { SignalContext } from "../../domain/risk/rules.ts";
import { RiskSettings } from "../../server/platform/config/risk-settings.ts";
import { Database, type Sql } from "../../server/platform/db/database.ts";
import { bulkWriter, type Column } from "../../server/platform/db/bulk.ts";
import { dropIndexes } from "../../server/platform/db/indexes.ts";
import { hashSignal, normalise, shownOf, signalKey } from "../../server/modules/risk/signals.ts";
import type { FraudProgress, FraudSeedRequest } from "./fraud.ts";
import {
  DAY,
  honestSignals,
  registrationNetworks,
  type HonestMember,
  type Identities,
  type Person,
} from "./fraud-identities.ts";
import type { Rng } from "./random.ts";

// The honest members' signals, written in bulk straight into risk_signals with the same
// normalising and keyed hash as the live path: a page of members at a time, so a large world
// never sits in memory whole.

interface SignalRow {
  readonly memberId: number;
  readonly kind: SignalKind;
  readonly context: SignalContext;
  readonly hash: string;
  readonly shown: string | null;
  readonly firstSeen: string;
  readonly lastSeen: string;
}
const signalColumns: ReadonlyArray<Column<SignalRow>> = [
  { name: "member_id", type: "int", value: (r) => r.memberId },
  { name: "kind", type: "text", value: (r) => r.kind },
  { name: "context", type: "text", value: (r) => r.context },
  { name: "value_hash", type: "text", value: (r) => r.hash },
  { name: "shown", type: "text", value: (r) => r.shown },
  { name: "first_seen_at", type: "timestamptz", value: (r) => r.firstSeen },
  { name: "last_seen_at", type: "timestamptz", value: (r) => r.lastSeen },
];

/** Members read and written per turn: a large world never sits in memory whole. */
const PAGE = 25_000;
/** From this many members (about six signals each) rebuilding the value index beats updating it. */
const REINDEX_FROM_MEMBERS = 20_000;

/** The honest members' signals, straight into risk_signals; answers the rows written and the people asked for. */
export const writeHonestSignals = (
  request: FraudSeedRequest,
  rng: Rng,
  ids: Identities,
  borrowed: ReadonlySet<number>,
  onProgress: (p: FraudProgress) => void,
) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const { retentionDays } = yield* RiskSettings;
    const nowMs = request.now.getTime();
    // Older than the retention, a signal would already have been deleted.
    const kept = nowMs - retentionDays * DAY;
    return yield* db.transaction((tx) =>
      Effect.gen(function* () {
        const key = yield* signalKey;
        // The key arrives in member order and costs little; the others are built once at the end.
        const restore =
          request.members >= REINDEX_FROM_MEMBERS
            ? yield* dropIndexes(tx, ["risk_signals"], ["risk_signals_pkey"])
            : Effect.void;
        const out = bulkWriter(tx);
        const networkOf = registrationNetworks(rng, ids);
        const people = new Map<number, Person>();
        const last = request.firstMemberId + request.members - 1;
        let written = 0;
        for (let from = request.firstMemberId; from <= last; from += PAGE) {
          const members = yield* honestPage(tx, from, Math.min(last, from + PAGE - 1));
          const seen: Array<{
            memberId: number;
            kind: SignalKind;
            context: SignalContext;
            n: string;
            firstSeen: number;
            lastSeen: number;
          }> = [];
          for (const m of members) {
            const wanted = borrowed.has(m.member_id);
            const { signals, person } = honestSignals(rng, ids, m, networkOf(m), nowMs, wanted);
            if (wanted) people.set(m.member_id, person);
            for (const s of signals) {
              const n = normalise(s.kind, s.value);
              if (n === null || s.lastSeen < kept) continue;
              seen.push({
                memberId: m.member_id,
                kind: s.kind,
                context: s.context,
                n,
                firstSeen: s.firstSeen,
                lastSeen: s.lastSeen,
              });
            }
          }
          // Account numbers hash slowly (decision 41): several at once, on libuv's threads.
          const rows = yield* Effect.forEach(
            seen,
            (s) =>
              Effect.map(hashSignal(key, s.kind, s.n), (hash): SignalRow => ({
                memberId: s.memberId,
                kind: s.kind,
                context: s.context,
                hash,
                shown: shownOf(s.kind, s.n),
                firstSeen: new Date(s.firstSeen).toISOString(),
                lastSeen: new Date(s.lastSeen).toISOString(),
              })),
            { concurrency: 4 },
          );
          yield* out.write("risk_signals", signalColumns, rows);
          written += rows.length;
          onProgress({
            phase: "signals",
            done: Math.min(last, from + PAGE - 1) - request.firstMemberId + 1,
            total: request.members,
          });
        }
        yield* out.done;
        yield* restore;
        return { written, people };
      }),
    );
  });

const honestPage = (sql: Sql, from: number, to: number) =>
  sql.query<HonestMember>(
    `SELECT m.member_id, m.referrer_id, m.joined_at, p.phone_number, p.details ->> 'state' AS state,
            p.details ->> 'city' AS city, EXISTS (SELECT 1 FROM posts po WHERE po.member_id = m.member_id) AS posts
       FROM members m JOIN profiles p USING (member_id)
      WHERE m.member_id BETWEEN $1 AND $2 ORDER BY m.member_id`,
    [from, to],
  );
