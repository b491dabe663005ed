import { Effect } from "effect";
import type { Request } from "express";
import { Database } from "../../platform/db/database.ts";
import type { Rows, Statement } from "../../platform/db/pipeline.ts";
import { LIVE_SESSION, refusal, requireMember, tokenHashOf, touch, type Caller } from "./session.ts";

// A member's read in the round trip of its session check (issue of every screen a member opens
// often: the team). Whose a token is never changes, only whether its session lives, so each
// process remembers the member behind a token it has seen: the check and the read then go out
// together (pipeline.ts) and the read's rows are used only when the check finds the session
// live. A revoked session is refused at once, as by requireMember; a token seen for the first
// time is checked first, the read sent after.

/** Tokens remembered per process; past this, the oldest are forgotten (they only cost a trip). */
const REMEMBERED = 10_000;
const owners = new Map<string, { readonly memberId: number; readonly isAdmin: boolean }>();

const remember = (tokenHash: string, caller: Caller) => {
  owners.delete(tokenHash);
  owners.set(tokenHash, { memberId: caller.memberId, isAdmin: caller.isAdmin });
  if (owners.size > REMEMBERED) owners.delete(owners.keys().next().value!);
};

export interface MemberRead<A> {
  readonly statement: Statement;
  readonly decode: (rows: Rows) => A;
}

export const readAsMember = <A, E, R>(req: Request, read: (caller: Caller) => Effect.Effect<MemberRead<A>, E, R>) =>
  Effect.gen(function* () {
    const tokenHash = yield* tokenHashOf(req);
    const db = yield* Database;
    const known = owners.get(tokenHash);
    if (known === undefined) {
      const caller = yield* requireMember(req);
      remember(tokenHash, caller);
      const { statement, decode } = yield* read(caller);
      return { caller, value: decode(yield* db.query(statement.text, statement.values)) };
    }
    // A read refused before its check (a bad cursor, say) answers 401 for a session that ended.
    const { statement, decode } = yield* read({ ...known, tokenHash }).pipe(Effect.tapError(() => requireMember(req)));
    const [session, rows] = yield* db.pipeline([{ text: LIVE_SESSION, values: [tokenHash] }, statement]);
    const live = session?.[0] as { member_id: number; is_admin: boolean; last_seen_at: Date } | undefined;
    if (!live || live.member_id !== known.memberId) {
      owners.delete(tokenHash);
      return yield* refusal(db, tokenHash);
    }
    const caller: Caller = { memberId: live.member_id, isAdmin: live.is_admin, tokenHash };
    if (live.is_admin !== known.isAdmin) remember(tokenHash, caller);
    yield* touch(db, tokenHash, new Date(live.last_seen_at));
    return { caller, value: decode(rows ?? []) };
  });
