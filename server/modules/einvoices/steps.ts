import { Effect } from "effect";
import type { CompanyConfig } from "../../platform/config/einvoice.ts";
import type { Keyring } from "../../platform/crypto/keyring.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { MyInvoisShape } from "../../platform/myinvois/client.ts";
import {
  documentErrors,
  getSubmission,
  MAX_DOCUMENTS,
  searchSent,
  submitDocuments,
} from "../../platform/myinvois/documents.ts";
import { prepareDocuments } from "./document.ts";
import { inDoubt, recordStatuses, toPoll, type Status } from "./follow.ts";
import {
  claimToSubmit,
  dueAgain,
  markSending,
  recordAccepted,
  recordRejected,
  refuseLocally,
  releaseSending,
} from "./store.ts";

// The three steps of the job (job.ts). Each answers "none" when it had nothing due, "worked",
// or how long MyInvois asked the app to wait.

export interface Settings {
  readonly db: Sql;
  readonly myInvois: MyInvoisShape;
  readonly vault: Keyring;
  readonly company: CompanyConfig;
  readonly portalUrl: string;
  readonly pollDelayMs: number;
  readonly doubtGraceMs: number;
  readonly doubtRecheckMs: number;
  readonly maxBytes: number;
}

export type Counts = Record<"submitted" | "accepted" | "rejected" | "refused" | "settled" | "polled", number>;
export type Outcome = "none" | "worked" | { readonly waitMs: number };

const later = (at: Date, ms: number) => new Date(at.getTime() + ms);
const MINUTE = 60_000;

/**
 * Documents whose submission got no answer: MyInvois is asked what it received since. Found ones
 * are submitted (with the UUID it gave); ones not found after the grace period are sent again;
 * the rest are looked for again later. Nothing is sent twice on a guess.
 */
export const settleInDoubt = (s: Settings, at: Date, counts: Counts) =>
  Effect.gen(function* () {
    const doubt = yield* inDoubt(s.db, at);
    if (doubt.length === 0) return "none" as Outcome;
    const since = Math.min(...doubt.map((d) => new Date(d.sending_since).getTime()));
    const found = yield* searchSent(s.myInvois, new Date(since - 5 * MINUTE), later(at, 5 * MINUTE));
    const byCode = new Map(found.flatMap((d) => (d.internalId === null ? [] : [[d.internalId, d] as const])));
    const bySubmission = new Map<string, Array<{ uuid: string; codeNumber: string }>>();
    const lost: Array<string> = [];
    const waiting: Array<string> = [];
    for (const d of doubt) {
      const hit = byCode.get(d.code_number);
      if (hit !== undefined && hit.submissionUid !== null) {
        const group = bySubmission.get(hit.submissionUid) ?? [];
        group.push({ uuid: hit.uuid, codeNumber: d.code_number });
        bySubmission.set(hit.submissionUid, group);
      } else if (at.getTime() - new Date(d.sending_since).getTime() >= s.doubtGraceMs) lost.push(d.code_number);
      else waiting.push(d.code_number);
    }
    for (const [uid, accepted] of bySubmission) {
      yield* recordAccepted(s.db, uid, accepted, at, at);
      counts.settled += accepted.length;
    }
    yield* releaseSending(s.db, lost, at);
    yield* dueAgain(s.db, waiting, later(at, s.doubtRecheckMs));
    return "worked" as Outcome;
  });

const STATES: Readonly<Record<string, Status["state"]>> = {
  Submitted: "submitted",
  Valid: "valid",
  Invalid: "invalid",
  Cancelled: "cancelled",
};

/** Documents MyInvois is validating: their submission is asked for each one's status. */
export const pollSubmitted = (s: Settings, at: Date, counts: Counts) =>
  Effect.gen(function* () {
    const due = yield* toPoll(s.db, at);
    if (due.length === 0) return "none" as Outcome;
    const ours = new Set(due.map((d) => d.uuid));
    for (const uid of new Set(due.map((d) => d.submission_uid))) {
      const documents = yield* getSubmission(s.myInvois, uid);
      const statuses: Array<Status> = [];
      for (const d of documents) {
        if (!ours.has(d.uuid)) continue;
        const state = STATES[d.status] ?? "submitted";
        const errors = state === "invalid" ? yield* documentErrors(s.myInvois, d.uuid) : null;
        statuses.push({ uuid: d.uuid, state, longId: d.longId, errors });
      }
      // A document the submission does not list yet is asked about again later.
      const listed = new Set(statuses.map((st) => st.uuid));
      for (const d of due)
        if (d.submission_uid === uid && !listed.has(d.uuid))
          statuses.push({ uuid: d.uuid, state: "submitted", longId: null, errors: null });
      yield* recordStatuses(s.db, statuses, s.portalUrl, at, later(at, s.pollDelayMs));
      counts.polled += statuses.length;
    }
    return "worked" as Outcome;
  });

/**
 * One submission: up to 100 due documents (and at most 5 MB), each recorded as being sent
 * before the call and settled by its answer. The rest stay due for the next round.
 */
export const submitBatch = (s: Settings, at: Date, counts: Counts) =>
  Effect.gen(function* () {
    const claimed = yield* claimToSubmit(s.db, at, MAX_DOCUMENTS);
    if (claimed.length === 0) return "none" as Outcome;
    const prepared = yield* prepareDocuments(s.db, s.vault, s.company, claimed);
    yield* refuseLocally(
      s.db,
      prepared.flatMap((p) => (p.ok ? [] : [{ code: p.code, hash: p.hash, errors: p.errors }])),
      at,
    );
    counts.refused += prepared.filter((p) => !p.ok).length;
    let bytes = 1_024;
    const batch = prepared.flatMap((p) => {
      if (!p.ok) return [];
      bytes += p.submitted.document.length + 256;
      return bytes <= s.maxBytes ? [p.submitted] : [];
    });
    if (batch.length === 0) return "worked" as Outcome;
    const sending = yield* markSending(
      s.db,
      batch.map((d) => ({ code: d.codeNumber, hash: d.documentHash })),
      at,
    );
    const sent = batch.filter((d) => sending.has(d.codeNumber));
    const codes = sent.map((d) => d.codeNumber);
    counts.submitted += sent.length;
    const answer = yield* submitDocuments(s.myInvois, sent);
    switch (answer.kind) {
      case "answered": {
        yield* recordAccepted(s.db, answer.submissionUid, answer.accepted, at, later(at, s.pollDelayMs));
        yield* recordRejected(s.db, answer.rejected, at);
        counts.accepted += answer.accepted.length;
        counts.rejected += answer.rejected.length;
        // A document the answer names neither way is looked for like one without an answer.
        const named = new Set([...answer.accepted, ...answer.rejected].map((d) => d.codeNumber));
        yield* dueAgain(
          s.db,
          codes.filter((c) => !named.has(c)),
          later(at, s.doubtRecheckMs),
        );
        return "worked" as Outcome;
      }
      case "wait":
        yield* releaseSending(s.db, codes, later(at, answer.seconds * 1000));
        return { waitMs: answer.seconds * 1000 } as Outcome;
      case "refused":
        yield* recordRejected(
          s.db,
          codes.map((codeNumber) => ({ codeNumber, error: { status: answer.status, ...answer.error } })),
          at,
        );
        counts.rejected += codes.length;
        return "worked" as Outcome;
      case "unknown":
        // MyInvois failing: these are asked about later, and nothing more is sent meanwhile.
        yield* dueAgain(s.db, codes, later(at, s.doubtRecheckMs));
        return { waitMs: s.doubtRecheckMs } as Outcome;
    }
  });
