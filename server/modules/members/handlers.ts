import { Effect } from "effect";
import * as member from "../../../domain/member.ts";
import { streams } from "../../../domain/events.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { handle, handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { now } from "../../platform/clock/now.ts";
import type { Metadata } from "../../platform/event-store/store.ts";
import { UnknownEmail } from "../profile/errors.ts";
import { insertProfile, type NewProfile } from "../profile/store.ts";
import { emailKey } from "../../../domain/email.ts";
import { referralCodeFor } from "./referral-code.ts";
import { recordSignals, type ClientSignals } from "../risk/signals.ts";

export interface Registration extends NewProfile {
  readonly referredByCode: string | null;
}

export const findReferrer = (sql: Sql, code: string) =>
  Effect.map(
    sql.query<{ member_id: number; referrer_id: number | null }>(
      `SELECT member_id, referrer_id FROM members WHERE referral_code = upper($1)`,
      [code.trim()],
    ),
    ([row]) => (row ? { memberId: row.member_id, referrerId: row.referrer_id } : null),
  );

/** Registers a member: personal data into profiles (their language too), the team fact into the log, one transaction. */
export const registerMember = Effect.fn("Members.register")(function* (
  registration: Registration,
  metadata: Omit<Metadata, "actor">,
  client: ClientSignals = { network: null, device: null },
) {
  return yield* inTransaction((tx) =>
    Effect.gen(function* () {
      const code = registration.referredByCode?.trim() || null;
      const referrer = code === null ? null : yield* findReferrer(tx, code);
      if (referrer) {
        // Hold the upline's rows before the event takes its log position, so registrations
        // under one referrer commit in log order and the level-up milestone goes to the same
        // newcomer live as in a rebuild. Locked in id order, so two writers never deadlock.
        yield* tx.query(`SELECT 1 FROM members WHERE member_id = ANY($1::int[]) ORDER BY member_id FOR NO KEY UPDATE`, [
          [referrer.memberId, referrer.referrerId].filter((id) => id !== null),
        ]);
      }
      const [{ id } = { id: 0 }] = yield* tx.query<{ id: number }>(`SELECT nextval('member_id_seq')::int AS id`);
      const referralCode = referralCodeFor(id, registration.firstName);
      const command: member.RegisterMember = {
        type: "RegisterMember",
        memberId: id,
        referralCode,
        referredByCode: code,
        referrer,
        at: (yield* now).toISOString(),
      };
      // The log decides first, so an invalid code is reported before any duplicate check.
      yield* handleIn(tx, {
        decider: member,
        streamId: streams.member(id),
        command,
        metadata: { ...metadata, actor: id },
      });
      yield* insertProfile(tx, id, registration);
      yield* recordSignals(
        tx,
        id,
        "registration",
        [
          { kind: "network", value: client.network },
          { kind: "device", value: client.device },
          { kind: "phone", value: registration.phoneNumber },
        ],
        new Date(command.at),
      );
      return { memberId: id, referralCode };
    }),
  );
});

export const memberIdByEmail = (sql: Sql, email: string) =>
  Effect.flatMap(
    sql.query<{ member_id: number }>(`SELECT member_id FROM profiles WHERE email_key = $1`, [emailKey(email)]),
    ([row]) => (row ? Effect.succeed(row.member_id) : Effect.fail(new UnknownEmail({ email }))),
  );

/** Grants or revokes the admin flag; doing what is already so appends nothing. */
export const setAdmin = Effect.fn("Members.setAdmin")(function* (email: string, isAdmin: boolean, metadata: Metadata) {
  const memberId = yield* Effect.flatMap(Database, (db) => memberIdByEmail(db, email));
  const at = (yield* now).toISOString();
  const command = isAdmin
    ? { type: "GrantAdmin" as const, memberId, at }
    : { type: "RevokeAdmin" as const, memberId, at };
  const { events } = yield* handle({ decider: member, streamId: streams.member(memberId), command, metadata });
  return { memberId, changed: events.length > 0 };
});
