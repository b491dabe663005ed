import type { AnyEndpoint } from "../../domain/contract/endpoint.ts";
import { ENDPOINTS } from "../../domain/contract/routes/all.ts";
import type { FileField } from "./http.ts";

// Who may call each `/api` route: the status each kind of caller gets for a valid request. The
// declaration's `access` (domain/contract/routes/) says who is refused; a row here adds a valid
// request and the statuses it earns. server/suites/security/access.test.ts calls every route of
// the app's router as every caller, with or without a row; the bad-input suite builds its valid
// requests from the same rows.
//
// Callers: `anonymous` (no session), `member` (the owner: the member whose data the request
// names), `otherMember` (a member outside the owner's team, sending the same request) and
// `admin`. A member-facing route that names something in its path must answer 404 to
// `otherMember`, never 403: a member cannot tell someone else's id from one that does not exist.

export interface Account {
  readonly id: number;
  readonly token: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly code: string;
  readonly password: string;
}

export type CallerKind = "anonymous" | "member" | "otherMember" | "admin";

/** What server/suites/security/fixture.ts sets up: an owner with a team, posts and a payout. */
export interface Fixture {
  readonly owner: Account;
  readonly outsider: Account;
  /** The owner's Level 1 recruit. */
  readonly teamMemberId: number;
  readonly admin: Account;
  readonly pendingPostIds: readonly [approve: string, reject: string];
  /** A post approved just now by a member of its own, for each reversal (a second one is 409). */
  readonly approvedPostId: () => Promise<string>;
  /** A fraud flag raised just now on two members of its own, open (a decision on it is taken once). */
  readonly openFlagId: () => Promise<string>;
  readonly payoutId: string;
  /** The owner's referrer's payout of the same month (its Level 1 override). */
  readonly uplinePayoutId: string;
  readonly imageId: number;
  readonly jobId: number;
  /** Last month, which has ended and has income. */
  readonly closedMonth: { readonly month: number; readonly year: number };
  /** The month before, closed, with a payout at a bank that no row settles: for the payment file. */
  readonly fileMonth: { readonly month: number; readonly year: number };
  /** That month's payment file made ready to be issued (`open`), or issued already (`taken`). */
  readonly paymentFile: (state: "open" | "taken") => Promise<void>;
  /** The id of a payment file of that month issued just now, kept for downloads. */
  readonly issuedPaymentFile: () => Promise<string>;
  /** Registration details nobody has used yet. */
  readonly newRegistration: () => Record<string, string>;
  /** A live reset link's token for a member made for it. */
  readonly resetToken: () => Promise<string>;
  readonly unsubscribeToken: () => Promise<string>;
  /**
   * Two-factor authentication set up for `caller` just now: on (`enabled`) or a secret not yet
   * confirmed; with `pending` the caller's session owes its second factor, as after a sign-in.
   * The secret's current code, or a made-up one without a caller.
   */
  readonly twoFactor: (
    caller: Account | null,
    state: { readonly enabled: boolean; readonly pending: boolean },
  ) => Promise<string>;
  /**
   * The operator's setup code an admin enrols with (decision 43), made as `jemput admin grant`
   * makes it; undefined for anyone who is not an admin without an authenticator.
   */
  readonly setupCode: (caller: Account | null) => Promise<string | undefined>;
  /** The caller's session stepped up just now (decision 21); nothing without a caller. */
  readonly stepUp: (caller: Account | null) => Promise<void>;
  /** The public id of a session of the owner's opened just now (decision 22): ending it ends no other. */
  readonly ownerSessionId: () => Promise<string>;
}

export interface ApiRequest {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as multipart/form-data instead of `body`. */
  readonly form?: Readonly<Record<string, string | FileField>>;
}

export interface RouteAccess {
  readonly anonymous: number;
  readonly member: number;
  readonly otherMember: number;
  readonly admin: number;
  /** A valid request; `caller` is null for anonymous calls. */
  readonly request?: (f: Fixture, caller: Account | null) => ApiRequest | Promise<ApiRequest>;
  /** The route ends or changes the caller's account: each signed-in call gets a new account. */
  readonly freshCaller?: boolean;
  /** Answers with a page for people (a link opened from an email), not JSON. */
  readonly html?: boolean;
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** Any answer but a refusal of the caller: what a route without a row earns from those it lets in. */
export const LET_IN = "let in";
export type Designed = number | typeof LET_IN;

const PUBLIC = { anonymous: 200, member: 200, otherMember: 200, admin: 200 } as const;
const MEMBERS = { anonymous: 401, member: 200, otherMember: 200, admin: 200 } as const;
const ADMINS = { anonymous: 401, member: 403, otherMember: 403, admin: 200 } as const;

let submitted = 0;
const closedMonthQuery = (f: Fixture) => ({ month: String(f.closedMonth.month), year: String(f.closedMonth.year) });

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Public: health, deployment facts, this API's OpenAPI document, share copy, and the auth forms.
  "GET /api/health": PUBLIC,
  "GET /api/app-config": PUBLIC,
  "GET /api/openapi.json": PUBLIC,
  "GET /api/message-templates": { ...PUBLIC, request: () => ({ query: { language: "ms" } }) },
  "POST /api/auth/register": {
    anonymous: 201,
    member: 201,
    otherMember: 201,
    admin: 201,
    request: (f) => ({ body: f.newRegistration() }),
  },
  "POST /api/auth/login": {
    ...PUBLIC,
    request: (f) => ({ body: { email: f.outsider.email, password: f.outsider.password } }),
  },
  // Unknown addresses get the same answer as known ones, so each call may use its own.
  "POST /api/auth/forgot-password": {
    ...PUBLIC,
    request: (_f, caller) => ({ body: { email: `forgot.${caller?.id ?? "anon"}@test.jemput.my` } }),
  },
  "POST /api/auth/reset-password": {
    ...PUBLIC,
    request: async (f) => ({ body: { token: await f.resetToken(), newPassword: "a-new-Password-2026" } }),
  },
  "POST /api/auth/logout": { ...MEMBERS, freshCaller: true },
  // A new password ends the caller's other sessions and changes their password (decision 22).
  "POST /api/auth/change-password": {
    ...MEMBERS,
    freshCaller: true,
    request: (_f, caller) => ({
      body: { currentPassword: caller?.password ?? "not-signed-in", newPassword: "a-new-Password-2026" },
    }),
  },
  // Confirming it's the member (decision 21) changes no account: the owner's own session may again.
  "POST /api/auth/step-up": {
    ...MEMBERS,
    request: (_f, caller) => ({ body: { password: caller?.password ?? "not-signed-in" } }),
  },
  // Finishing a sign-in (decision 19): the caller's session is made to owe its second factor
  // first, as a sign-in with two-factor authentication on (or an admin's) leaves it. Any other
  // session gets 409 here, and a pending one is refused everywhere else (two-factor's tests).
  "GET /api/auth/2fa": MEMBERS,
  "POST /api/auth/2fa/verify": {
    ...MEMBERS,
    freshCaller: true,
    request: async (f, caller) => ({ body: { code: await f.twoFactor(caller, { enabled: true, pending: true }) } }),
  },
  "POST /api/auth/2fa/enrol": {
    ...MEMBERS,
    freshCaller: true,
    request: async (f, caller) => {
      await f.twoFactor(caller, { enabled: false, pending: true });
      return {};
    },
  },
  "POST /api/auth/2fa/enrol/confirm": {
    ...MEMBERS,
    freshCaller: true,
    request: async (f, caller) => {
      const code = await f.twoFactor(caller, { enabled: false, pending: true });
      return { body: { code, setupCode: await f.setupCode(caller) } };
    },
  },
  // The unsubscribe link arrives by mail: its token is the proof, whoever follows it.
  "GET /api/unsubscribe": {
    ...PUBLIC,
    html: true,
    request: async (f) => ({ query: { token: await f.unsubscribeToken() } }),
  },
  "POST /api/unsubscribe": {
    ...PUBLIC,
    html: true,
    request: async (f) => ({ query: { token: await f.unsubscribeToken() } }),
  },

  // Members: each reads and writes only their own data.
  "GET /api/profile": MEMBERS,
  "PUT /api/profile": {
    ...MEMBERS,
    request: (_f, caller) => ({
      body: { firstName: "Same", lastName: "Person", phoneNumber: caller?.phoneNumber ?? "+60123456789", city: "Ipoh" },
    }),
  },
  // Refusals follow the caller's language, so the change is made on accounts of its own and the
  // owner keeps reading English.
  "PUT /api/profile/language": { ...MEMBERS, freshCaller: true, request: () => ({ body: { language: "ms" } }) },
  // The caller's handles; connecting is offered only where a platform's sign-in is set up.
  "GET /api/profile/handles": MEMBERS,
  "GET /api/dashboard/stats": MEMBERS,
  "GET /api/dashboard/activities": MEMBERS,
  "GET /api/dashboard/team": { ...MEMBERS, request: () => ({ query: { level: "1", limit: "10", search: "a" } }) },
  // The owner's recruit: in the owner's team, in nobody else's (admins included).
  "GET /api/dashboard/team/:memberId": {
    ...MEMBERS,
    otherMember: 404,
    admin: 404,
    request: (f) => ({ params: { memberId: String(f.teamMemberId) } }),
  },
  "GET /api/dashboard/leaderboard": MEMBERS,
  "GET /api/images": MEMBERS,
  "GET /api/income": { ...MEMBERS, request: (f) => ({ query: closedMonthQuery(f) }) },
  "GET /api/statements/monthly": { ...MEMBERS, request: (f) => ({ query: closedMonthQuery(f) }) },
  "GET /api/statements/yearly": { ...MEMBERS, request: (f) => ({ query: { year: String(f.closedMonth.year) } }) },
  // A CP58 is of a year that has ended: the one before the closed month's.
  "GET /api/payouts/cp58": { ...MEMBERS, request: (f) => ({ query: { year: String(f.closedMonth.year - 1) } }) },
  "GET /api/admin/members/:id/cp58": {
    ...ADMINS,
    request: (f) => ({ params: { id: String(f.teamMemberId) }, query: { year: String(f.closedMonth.year - 1) } }),
  },
  "GET /api/posts": MEMBERS,
  "GET /api/posts/counts": MEMBERS,
  "POST /api/posts": {
    ...MEMBERS,
    anonymous: 401,
    member: 201,
    otherMember: 201,
    admin: 201,
    // A link pays once: every call submits a video of its own.
    request: () => ({
      body: { title: "Kopi review", url: `https://tiktok.com/@a/video/${9_100_000 + ++submitted}`, platform: "tiktok" },
    }),
  },
  "GET /api/payouts": MEMBERS,
  "GET /api/payouts/summary": MEMBERS,

  // Admins: the whole admin panel, refused to members whatever the client shows.
  "GET /api/admin/stats": ADMINS,
  "GET /api/admin/home": ADMINS,
  "GET /api/admin/audit": { ...ADMINS, request: () => ({ query: { limit: "20" } }) },
  "GET /api/super-admin/message-templates": ADMINS,
  "PUT /api/super-admin/message-templates/:name": {
    ...ADMINS,
    request: () => ({
      params: { name: "whatsapp_share_template" },
      // A translation keeps the English text's placeholders.
      body: {
        content: "Hai, saya {{firstName}}. Sertai pasukan saya: {{referralLink}} (kod rujukan: {{referralId}})",
        isActive: true,
        language: "ms",
      },
    }),
  },
  "GET /api/admin/images": ADMINS,
  "POST /api/admin/upload-image": {
    ...ADMINS,
    admin: 201,
    request: () => ({ form: { description: "Banner", image: { bytes: PNG, name: "banner.png", type: "image/png" } } }),
  },
  "DELETE /api/admin/images/:id": { ...ADMINS, request: (f) => ({ params: { id: String(f.imageId) } }) },
  "GET /api/super-admin/income-reports": { ...ADMINS, request: (f) => ({ query: closedMonthQuery(f) }) },
  "GET /api/super-admin/income-reports/download": {
    ...ADMINS,
    request: (f) => ({ query: { ...closedMonthQuery(f), format: "csv" } }),
  },
  "GET /api/super-admin/member-stats": ADMINS,
  "GET /api/admin/users/search": { ...ADMINS, request: () => ({ query: { search: "Tester", minTeamSize: "0" } }) },
  "GET /api/super-admin/export-members": { ...ADMINS, request: () => ({ query: { format: "csv" } }) },
  "GET /api/admin/posts": { ...ADMINS, request: () => ({ query: { status: "pending" } }) },
  "POST /api/admin/posts/:id/approve": { ...ADMINS, request: (f) => ({ params: { id: f.pendingPostIds[0] } }) },
  "POST /api/admin/posts/:id/reject": {
    ...ADMINS,
    request: (f) => ({ params: { id: f.pendingPostIds[1] }, body: { reason: "Link is private" } }),
  },
  "POST /api/admin/posts/:id/reverse": {
    ...ADMINS,
    request: async (f) => ({ params: { id: await f.approvedPostId() }, body: { reason: "Bought views" } }),
  },
  // A pending post without evidence: previewed and skipped as not matching, so nothing is paid.
  "POST /api/admin/posts/approve-matching/preview": {
    ...ADMINS,
    request: (f) => ({ body: { postIds: [f.pendingPostIds[0]] } }),
  },
  "POST /api/admin/posts/approve-matching": {
    ...ADMINS,
    request: (f) => ({ body: { postIds: [f.pendingPostIds[0]] } }),
  },
  "GET /api/admin/risk-flags": { ...ADMINS, request: () => ({ query: { status: "all" } }) },
  "GET /api/admin/risk-flags/:flagId": {
    ...ADMINS,
    request: async (f) => ({ params: { flagId: await f.openFlagId() } }),
  },
  "POST /api/admin/risk-flags/:flagId/review": {
    ...ADMINS,
    request: async (f) => ({ params: { flagId: await f.openFlagId() }, body: { note: "Asked for a bank statement" } }),
  },
  "POST /api/admin/risk-flags/:flagId/clear": {
    ...ADMINS,
    request: async (f) => ({ params: { flagId: await f.openFlagId() }, body: { reason: "Married couple" } }),
  },
  "POST /api/admin/risk-flags/:flagId/confirm": {
    ...ADMINS,
    request: async (f) => ({ params: { flagId: await f.openFlagId() }, body: { reason: "One person, two accounts" } }),
  },
  "GET /api/admin/payouts/close-preview": { ...ADMINS, request: (f) => ({ query: closedMonthQuery(f) }) },
  "POST /api/admin/payouts/close": { ...ADMINS, request: (f) => ({ body: f.closedMonth }) },
  "GET /api/admin/payouts": { ...ADMINS, request: (f) => ({ query: closedMonthQuery(f) }) },
  "GET /api/admin/payouts/bank-file/preview": {
    ...ADMINS,
    request: (f) => ({ query: { month: String(f.fileMonth.month), year: String(f.fileMonth.year) } }),
  },
  // One file per issue: each call gets an issue of its own, and each re-issue one to replace.
  "POST /api/admin/payouts/bank-file": {
    ...ADMINS,
    request: async (f) => {
      await f.paymentFile("open");
      return { body: f.fileMonth };
    },
  },
  "GET /api/admin/payouts/bank-file/:id": {
    ...ADMINS,
    request: async (f) => ({ params: { id: await f.issuedPaymentFile() } }),
  },
  "POST /api/admin/payouts/bank-file/reissue": {
    ...ADMINS,
    request: async (f) => {
      await f.paymentFile("taken");
      return { body: { ...f.fileMonth, reason: "The bank refused the file" } };
    },
  },
  "GET /api/admin/einvoices": { ...ADMINS, request: () => ({ query: { state: "invalid" } }) },
  // No e-invoice is rejected in the fixture: the declared refusal (409) is the answer.
  "POST /api/admin/einvoices/:id/:kind/resubmit": {
    ...ADMINS,
    admin: 409,
    request: (f) => ({ params: { id: f.payoutId, kind: "invoice" }, body: { documentHash: null } }),
  },
  "POST /api/admin/payouts/:id/paid": {
    ...ADMINS,
    request: (f) => ({ params: { id: f.payoutId }, body: { reference: "MBB-20260101-001" } }),
  },
  "POST /api/admin/payouts/:id/failed": {
    ...ADMINS,
    request: (f) => ({ params: { id: f.uplinePayoutId }, body: { reason: "Account closed" } }),
  },
  // The same outcomes as the two rows above, so any order of calls answers 200.
  "POST /api/admin/payouts/reconcile": {
    ...ADMINS,
    request: (f) => ({
      form: {
        file: {
          bytes: Buffer.from(
            `reference,status,bank_reference\n${f.payoutId},paid,MBB-20260101-001\n${f.uplinePayoutId},failed,Account closed\nPO-209901-1,paid,X\n`,
          ),
          name: "result.csv",
          type: "text/csv",
        },
      },
    }),
  },
  "POST /api/admin/brevo/setup-attributes": ADMINS,
  "POST /api/admin/brevo/sync-all-contacts": { ...ADMINS, admin: 202 },
  "POST /api/super-admin/send-referral-reminder": {
    ...ADMINS,
    request: () => ({
      body: { emailTemplate: { subject: "Invite a friend", htmlContent: "<p>Invite a friend this month</p>" } },
    }),
  },
  "GET /api/admin/jobs": { ...ADMINS, request: () => ({ query: { limit: "10" } }) },
  "GET /api/admin/jobs/:id": { ...ADMINS, request: (f) => ({ params: { id: String(f.jobId) } }) },
  "GET /api/admin/outbox": { ...ADMINS, request: () => ({ query: { limit: "10" } }) },

  // A member's own two-factor setting; admins keep theirs on (403 to turning it off). Setting it
  // up needs a recent step-up, which the valid request has.
  "POST /api/profile/2fa/enrol": {
    ...MEMBERS,
    freshCaller: true,
    request: async (f, caller) => {
      await f.stepUp(caller);
      return {};
    },
  },
  "POST /api/profile/2fa/enrol/confirm": {
    ...MEMBERS,
    freshCaller: true,
    request: async (f, caller) => {
      await f.stepUp(caller);
      const code = await f.twoFactor(caller, { enabled: false, pending: false });
      return { body: { code, setupCode: await f.setupCode(caller) } };
    },
  },
  "DELETE /api/profile/2fa": {
    ...MEMBERS,
    admin: 403,
    freshCaller: true,
    request: async (f, caller) => ({
      body: {
        password: caller?.password ?? "not-signed-in",
        code: await f.twoFactor(caller, { enabled: true, pending: false }),
      },
    }),
  },

  // A member's own sessions (decision 22). The session named is one of the owner's opened for
  // the call, so ending it leaves the owner's token alone; anyone else's call cannot find it.
  "GET /api/profile/sessions": MEMBERS,
  "DELETE /api/profile/sessions/:id": {
    ...MEMBERS,
    otherMember: 404,
    admin: 404,
    request: async (f) => ({ params: { id: await f.ownerSessionId() } }),
  },
  "POST /api/profile/sessions/end-others": { ...MEMBERS, freshCaller: true },
  // An admin signing a member out everywhere (ASVS 7.4.5): the owner's recruit, whose token no
  // call uses, so the owner and the outsider stay signed in; a second call ends none, still 200.
  "POST /api/admin/members/:id/sessions/end": {
    ...ADMINS,
    request: (f) => ({ params: { id: String(f.teamMemberId) } }),
  },

  // Personal data (PDPA).
  "GET /api/profile/data-export": MEMBERS,
  "POST /api/profile/erasure": {
    ...MEMBERS,
    freshCaller: true,
    request: (_f, caller) => ({ body: { password: caller?.password ?? "not-signed-in" } }),
  },
  "GET /api/admin/data-access": { ...ADMINS, request: () => ({ query: { limit: "50" } }) },
};

// Routes outside /api are for operators' tools, not people: no session opens them, the network
// and a token do (decision 26). server/suites/security/operator-routes.test.ts finds them in the
// router and holds each to its row. `thisMachine`: a loopback connection; `elsewhere`: another
// address (or a proxy's relay) without the token; `withToken`: the same with the token;
// `unconfigured`: elsewhere when no token is set at all.
export interface OperatorRouteAccess {
  readonly thisMachine: number;
  readonly elsewhere: number;
  readonly withToken: number;
  readonly unconfigured: number;
}

export const OPERATOR_ROUTE_ACCESS: Readonly<Record<string, OperatorRouteAccess>> = {
  "GET /metrics": { thisMachine: 200, elsewhere: 401, withToken: 200, unconfigured: 404 },
};

const DECLARED = new Map<string, AnyEndpoint>(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e]));

/** The declaration of `METHOD /path`, if there is one. */
export const declarationOf = (key: string): AnyEndpoint | undefined => DECLARED.get(key);

/**
 * What each caller gets from a route: its row's statuses where it has one, else what its
 * declaration's access lets in and refuses.
 */
export const designOf = (key: string): Readonly<Record<CallerKind, Designed>> & Omit<RouteAccess, CallerKind> => {
  const row = ROUTE_ACCESS[key];
  if (row) return row;
  const access = DECLARED.get(key)?.access;
  return {
    anonymous: access === "none" ? LET_IN : 401,
    member: access === "admin" ? 403 : LET_IN,
    otherMember: access === "admin" ? 403 : LET_IN,
    admin: LET_IN,
  };
};
