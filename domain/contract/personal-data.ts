import { Schema } from "effect";
import { Count, Instant, LogLimitQuery, RinggitText } from "./http.ts";
import { Profile } from "./profile.ts";

// A member's rights over their own data (a copy of all of it, erasure), and the log admins read
// of who looked at or took out members' data.

export const ErasureBody = Schema.Struct({
  password: Schema.String.pipe(
    Schema.check(
      Schema.isMinLength(1, { message: "is required" }),
      Schema.isMaxLength(1_000, { message: "must be at most 1,000 characters" }),
    ),
  ),
});

export const ErasureResult = Schema.Struct({ erased: Schema.Literal(true) });

const Nullable = Schema.NullOr;
const MonthOf = { month: Schema.Int, year: Schema.Int };
// Stored as JSON in PostgreSQL: whatever the action or activity recorded.
const StoredDetail = Schema.Record(Schema.String, Schema.Unknown);

/** GET /api/profile/data-export: everything held about the caller, as the attachment's JSON. */
export const DataExport = Schema.Struct({
  exportedAt: Instant,
  format: Schema.String,
  currency: Schema.String,
  profile: Schema.Struct({ ...Profile.fields, updatedAt: Nullable(Instant) }),
  consent: Schema.Struct({ campaignMail: Schema.Boolean, unsubscribedAt: Nullable(Instant) }),
  referral: Schema.Struct({ code: Schema.String, referrerId: Nullable(Count), level2ReferrerId: Nullable(Count) }),
  team: Schema.Struct({ level1MemberIds: Schema.Array(Count), level2MemberIds: Schema.Array(Count) }),
  posts: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      url: Schema.String,
      platform: Schema.String,
      status: Schema.String,
      earnings: RinggitText,
      rejectionReason: Nullable(Schema.String),
      submittedAt: Instant,
      decidedAt: Nullable(Instant),
    }),
  ),
  incomeByMonth: Schema.Array(
    Schema.Struct({
      ...MonthOf,
      personal: RinggitText,
      level1Override: RinggitText,
      level2Override: RinggitText,
      reversals: RinggitText,
      total: RinggitText,
      approvedPosts: Count,
    }),
  ),
  ledger: Schema.Array(
    Schema.Struct({
      id: Count,
      ...MonthOf,
      kind: Schema.String,
      amount: RinggitText,
      postId: Nullable(Schema.String),
      fromMemberId: Nullable(Count),
      createdAt: Instant,
    }),
  ),
  payouts: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      ...MonthOf,
      amount: RinggitText,
      status: Schema.String,
      reference: Nullable(Schema.String),
      issuedAt: Instant,
      paidAt: Nullable(Instant),
      bankDetails: Nullable(
        Schema.Struct({
          bankAccountHolderName: Nullable(Schema.String),
          bankName: Nullable(Schema.String),
          bankAccountNumber: Nullable(Schema.String),
        }),
      ),
    }),
  ),
  activity: Schema.Array(
    Schema.Struct({
      id: Count,
      type: Schema.String,
      aboutMemberId: Nullable(Count),
      amount: RinggitText,
      detail: StoredDetail,
      createdAt: Instant,
    }),
  ),
  /** Device and network as the list of signed-in devices shows them (decision 22). */
  sessions: Schema.Array(
    Schema.Struct({
      current: Schema.Boolean,
      device: Nullable(Schema.String),
      network: Nullable(Schema.String),
      createdAt: Instant,
      lastSeenAt: Instant,
      expiresAt: Instant,
      revokedAt: Nullable(Instant),
    }),
  ),
  /** What the fraud rules keep (kept 90 days after last seen at most); `value` null where only a hash is kept. */
  signals: Schema.Array(
    Schema.Struct({
      kind: Schema.String,
      context: Schema.String,
      value: Nullable(Schema.String),
      firstSeenAt: Instant,
      lastSeenAt: Instant,
    }),
  ),
  /** Their handle on each platform, as their links claim it or as they proved it by signing in there (decision 55). */
  handles: Schema.Array(
    Schema.Struct({
      platform: Schema.String,
      handle: Schema.String,
      verified: Schema.Boolean,
      claimedAt: Instant,
      verifiedAt: Nullable(Instant),
    }),
  ),
  dataAccess: Schema.Array(Schema.Struct({ actorId: Count, action: Schema.String, at: Instant })),
}).annotate({ identifier: "DataExport" });
export type DataExport = typeof DataExport.Type;

export const DataAccessQuery = LogLimitQuery;

/** One entry of the data-access log; `memberId` is null when one action covered many members. */
export const DataAccessEntry = Schema.Struct({
  id: Count,
  action: Schema.String,
  actorId: Count,
  actorName: Schema.String,
  memberId: Nullable(Count),
  memberName: Nullable(Schema.String),
  rows: Nullable(Count),
  // The scope (a month, a format, the filters used), never the values searched for.
  detail: StoredDetail,
  at: Instant,
}).annotate({ identifier: "DataAccessEntry" });
export type DataAccessEntry = typeof DataAccessEntry.Type;
export const DataAccessLog = Schema.Array(DataAccessEntry);
