import { Schema } from "effect";
import { Count, hasNoNul } from "./http.ts";
import { JobState } from "./jobs.ts";
import { HTML_MAX_LENGTH, SUBJECT_MAX_LENGTH } from "./limits.ts";

// The Brevo tab: contact attributes, the contact sync and the referral reminder campaign. Each
// answers 409 while Brevo is not configured (no key, or no list for the sync).

/** Attribute names made now, and those Brevo already had (not an error). */
export const AttributesResult = Schema.Struct({
  created: Schema.Array(Schema.String),
  existing: Schema.Array(Schema.String),
});

/** 202: the sync runs as a job; `started: false` when one was already running (that one's id). */
export const SyncStarted = Schema.Struct({ totalContacts: Count, jobId: Count, started: Schema.Boolean });
export type SyncStarted = typeof SyncStarted.Type;

const required = (max: number) =>
  Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(max, { message: `must be at most ${max.toLocaleString("en")} characters` }),
      hasNoNul,
    ),
  );
/** Both texts are trimmed first, so a blank subject is refused like a missing one. */
export const CampaignBody = Schema.Struct({
  emailTemplate: Schema.Struct({ subject: required(SUBJECT_MAX_LENGTH), htmlContent: required(HTML_MAX_LENGTH) }),
});
export type CampaignBody = typeof CampaignBody.Type;

/** `successful` and `successRate` count mails that left the machine; `queued` those kept in the outbox. */
export const CampaignResults = Schema.Struct({
  successful: Count,
  total: Count,
  successRate: Schema.Finite.annotate({ description: "Percent, one decimal place" }),
  failed: Count,
  skipped: Count,
  queued: Count,
});

/** Where the mail goes: Brevo (it leaves the machine), or the outbox table without a Brevo key. */
export const CampaignDelivery = Schema.Literals(["brevo", "outbox"]);
export type CampaignDelivery = typeof CampaignDelivery.Type;

/** The counts when the job finished, or so far after 20 s (`finished: false`: follow `jobId`). */
export const CampaignAnswer = Schema.Struct({
  results: CampaignResults,
  delivery: CampaignDelivery,
  jobId: Count,
  state: JobState,
  finished: Schema.Boolean,
}).annotate({ identifier: "CampaignAnswer" });
export type CampaignAnswer = typeof CampaignAnswer.Type;
