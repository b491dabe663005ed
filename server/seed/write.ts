import { Effect } from "effect";
import { Database } from "../db/database.ts";
import { insertMany, type Column } from "../events/bulk.ts";
import { rebuildProjections, type Progress } from "../events/rebuild.ts";
import { generateWorld, type SeedEvent, type SeedProfile } from "./generate.ts";

// Writes a generated world in bulk: events and profiles, then projections rebuilt from the log,
// all in one transaction so a failed seed leaves nothing behind.
export interface SeedRequest { readonly members: number; readonly months: number; readonly seed: number; readonly now: Date; readonly passwordHash: string }

const profileColumns = (passwordHash: string): ReadonlyArray<Column<SeedProfile>> => [
  { name: "member_id", type: "int", value: (p) => p.memberId },
  { name: "email", type: "text", value: (p) => p.email },
  { name: "password_hash", type: "text", value: () => passwordHash },
  { name: "first_name", type: "text", value: (p) => p.firstName },
  { name: "last_name", type: "text", value: (p) => p.lastName },
  { name: "phone_number", type: "text", value: (p) => p.phoneNumber },
  { name: "details", type: "jsonb", value: (p) => JSON.stringify({ state: p.state, city: p.city }) },
];

export const seedDatabase = Effect.fn("Seed.write")(function* (request: SeedRequest, onProgress: (p: Progress | { phase: "generate" | "events"; done: number; total: number }) => void = () => {}) {
  const db = yield* Database;
  return yield* db.transaction((tx) =>
    Effect.gen(function* () {
      yield* tx.query(`LOCK TABLE events IN EXCLUSIVE MODE`);
      const [{ first } = { first: 1 }] = yield* tx.query<{ first: number }>(`SELECT nextval('member_id_seq')::int AS first`);
      if (request.members > 1) yield* tx.query(`SELECT setval('member_id_seq', $1)`, [first + request.members - 1]);
      onProgress({ phase: "generate", done: 0, total: request.members });
      const world = generateWorld({ ...request, firstMemberId: first });
      onProgress({ phase: "generate", done: request.members, total: request.members });
      const [{ last } = { last: 0 }] = yield* tx.query<{ last: number }>(`SELECT coalesce(max(position), 0)::bigint AS last FROM events`);
      let written = 0;
      const eventColumns: ReadonlyArray<Column<SeedEvent & { position: number }>> = [
        { name: "position", type: "bigint", value: (e) => e.position },
        { name: "stream_id", type: "text", value: (e) => e.streamId },
        { name: "stream_version", type: "int", value: (e) => e.streamVersion },
        { name: "type", type: "text", value: (e) => e.event.type },
        { name: "data", type: "jsonb", value: (e) => JSON.stringify(e.event.data) },
        { name: "metadata", type: "jsonb", value: () => `{"actor":"cli"}` },
        { name: "occurred_at", type: "timestamptz", value: (e) => e.event.data.at },
      ];
      const positioned = world.events.map((e, i) => ({ ...e, position: last + i + 1 }));
      yield* insertMany(tx, "events", eventColumns, positioned, (n) => onProgress({ phase: "events", done: (written += n), total: positioned.length }));
      if (positioned.length > 0) yield* tx.query(`SELECT setval(pg_get_serial_sequence('events', 'position'), $1)`, [last + positioned.length]);
      yield* insertMany(tx, "profiles", profileColumns(request.passwordHash), world.profiles);
      yield* rebuildProjections(tx, onProgress);
      return { members: world.profiles.length, events: positioned.length, firstMemberId: first, emails: world.profiles.slice(0, 3).map((p) => p.email) };
    }),
  );
});
