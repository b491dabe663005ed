import { Effect } from "effect";
import { logHead } from "../../server/platform/event-store/head.ts";
import { Database, type Sql } from "../../server/platform/db/database.ts";
import { HoldingPeriod } from "../../server/platform/config/holding-period.ts";
import { bulkWriter, type BulkWriter, type Column } from "../../server/platform/db/bulk.ts";
import { dropIndexes } from "../../server/platform/db/indexes.ts";
import { projectionWriter, REINDEX_FROM_EVENTS } from "../../server/modules/projections/projection-writer.ts";
import { rebuildProjections, type Progress } from "../../server/modules/projections/rebuild.ts";
import { pauseSearchTriggers } from "../../server/modules/projections/member-search.ts";
import { generateMonths, type SeedEvent, type SeedProfile } from "./generate.ts";
import { emailKey } from "../../domain/email.ts";

// Writes a generated world in bulk, all in one transaction so a failed seed leaves nothing
// behind. Into an empty log the projections are folded from the generated events as they are
// written; otherwise the events are added and every projection is rebuilt from the whole log.
export interface SeedRequest {
  readonly members: number;
  readonly months: number;
  readonly seed: number;
  readonly now: Date;
  readonly passwordHash: string;
}
export type SeedProgress =
  Progress | { readonly phase: "generate" | "events"; readonly done: number; readonly total: number };

const profileColumns = (passwordHash: string): ReadonlyArray<Column<SeedProfile>> => [
  { name: "member_id", type: "int", value: (p) => p.memberId },
  { name: "email", type: "text", value: (p) => p.email },
  { name: "email_key", type: "text", value: (p) => emailKey(p.email) },
  { name: "password_hash", type: "text", value: () => passwordHash },
  { name: "first_name", type: "text", value: (p) => p.firstName },
  { name: "last_name", type: "text", value: (p) => p.lastName },
  { name: "phone_number", type: "text", value: (p) => p.phoneNumber },
  {
    name: "details",
    type: "jsonb",
    value: (p) => `{"state":${JSON.stringify(p.state)},"city":${JSON.stringify(p.city)}}`,
  },
];

type Positioned = SeedEvent & { readonly position: number };
const eventColumns: ReadonlyArray<Column<Positioned>> = [
  { name: "position", type: "bigint", value: (e) => e.position },
  { name: "stream_id", type: "text", value: (e) => e.streamId },
  { name: "stream_version", type: "int", value: (e) => e.streamVersion },
  { name: "type", type: "text", value: (e) => e.event.type },
  { name: "data", type: "jsonb", value: (e) => JSON.stringify(e.event.data) },
  { name: "metadata", type: "jsonb", value: () => `{"actor":"cli"}` },
  { name: "occurred_at", type: "timestamptz", value: (e) => e.event.data.at },
];

/**
 * Indexes cheap to keep while the rows arrive: keyed by position or member id (rows come in
 * that order), or holding nothing for a seeded row (follower counts, admin actions).
 */
const IN_ORDER = [
  "events_pkey",
  "events_type_idx",
  "events_admin_actions_idx",
  "profiles_pkey",
  ...["instagram", "tiktok", "youtube", "facebook", "twitter"].map((p) => `profiles_${p}_followers_idx`),
];
/** Events per write, and per turn of the event loop so queued writes keep flowing. */
const SLICE = 20_000;
const breathe = Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)));

export const seedDatabase = Effect.fn("Seed.write")(function* (
  request: SeedRequest,
  onProgress: (p: SeedProgress) => void = () => {},
) {
  const db = yield* Database;
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
      const [{ first } = { first: 1 }] = yield* tx.query<{ first: number }>(
        `SELECT nextval('member_id_seq')::int AS first`,
      );
      if (request.members > 1) yield* tx.query(`SELECT setval('member_id_seq', $1)`, [first + request.members - 1]);
      const last = yield* logHead(tx);
      const fresh = last === 0;
      // A rough count, only to choose whether rebuilding indexes pays.
      const large = request.members * request.months >= REINDEX_FROM_EVENTS;
      const out = bulkWriter(tx);
      // The projections' writer (or the rebuild) writes member_search from the profiles at the end.
      const resumeTriggers = yield* pauseSearchTriggers(tx, ["profiles"]);
      const restore = large ? yield* dropIndexes(tx, ["events", "profiles"], IN_ORDER) : Effect.void;
      const writer = fresh ? yield* projectionWriter(tx, out, large ? REINDEX_FROM_EVENTS : 0, onProgress) : null;
      const profiles = profileColumns(request.passwordHash);
      let position = last;
      let members = 0;
      const emails: Array<string> = [];
      onProgress({ phase: "generate", done: 0, total: request.members });

      const { days: holdingDays } = yield* HoldingPeriod;
      for (const month of generateMonths({ ...request, firstMemberId: first, holdingDays })) {
        if (month === null) {
          yield* breathe;
          continue;
        }
        for (let offset = 0; offset < month.events.length; offset += SLICE) {
          const slice = month.events
            .slice(offset, offset + SLICE)
            .map((e): Positioned => ({ ...e, position: ++position }));
          yield* out.write("events", eventColumns, slice);
          if (writer) {
            for (const e of slice) writer.apply(e.position, e.event);
            yield* writer.flushIfFull;
          }
          onProgress({ phase: "events", done: position - last, total: position - last });
          yield* breathe;
        }
        yield* out.write("profiles", profiles, month.profiles);
        for (const p of month.profiles.slice(0, 3 - emails.length)) emails.push(p.email);
        members += month.profiles.length;
        onProgress({ phase: "generate", done: members, total: request.members });
      }
      if (position > last)
        yield* tx.query(`SELECT setval(pg_get_serial_sequence('events', 'position'), $1)`, [position]);
      yield* finish(tx, out, writer, restore, onProgress);
      yield* resumeTriggers;
      return { members, events: position - last, firstMemberId: first, emails };
    }),
  );
});

const finish = (
  tx: Sql,
  out: BulkWriter,
  writer: { readonly finish: Effect.Effect<void, unknown> } | null,
  restore: Effect.Effect<void, unknown>,
  onProgress: (p: SeedProgress) => void,
) =>
  Effect.gen(function* () {
    if (writer) yield* writer.finish;
    yield* out.done;
    yield* restore;
    if (!writer) yield* rebuildProjections(tx, onProgress);
  });
