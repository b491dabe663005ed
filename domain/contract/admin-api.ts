import { AdminHome, AdminStats, AuditLog, AuditQuery, Outbox, OutboxQuery } from "./admin.ts";
import { PostIdParams, RejectBody, ReverseBody, ReviewQueue, ReviewQueueQuery, ReviewResult } from "./admin-posts.ts";
import { MemberIdParams, MemberSessionsEnded } from "./admin-sessions.ts";
import { json, type ApiRoute } from "./api.ts";
import { AttributesResult, CampaignAnswer, CampaignBody, SyncStarted } from "./brevo.ts";
import { Attachment, MonthQuery } from "./http.ts";
import { AdminImage, AdminImages, DeletedImage, ImageIdParams, UploadForm } from "./images.ts";
import { JobIdParams, Job, Jobs, JobsQuery } from "./jobs.ts";
import { AdminMembers, ExportQuery, SearchPageQuery } from "./members.ts";
import {
  AdminPayouts,
  BankFileParams,
  BankFilePreview,
  CloseBody,
  CloseChangedBody,
  ClosePreview,
  CloseResult,
  FailedBody,
  FailedResult,
  PaidBody,
  PaidResult,
  IssueBody,
  IssueResult,
  PayoutIdParams,
  ReconcileForm,
  ReconcileReport,
  ReissueBody,
  ReissueResult,
} from "./payouts.ts";
import { DataAccessLog, DataAccessQuery } from "./personal-data.ts";
import { IncomeReport, IncomeReportQuery } from "./reports.ts";
import {
  ClearFlagBody,
  ConfirmFlagBody,
  ReviewFlagBody,
  RiskFlagDetail,
  RiskFlagParams,
  RiskFlagResult,
  RiskFlags,
  RiskFlagsQuery,
} from "./risk.ts";
import { AdminTemplate, AdminTemplates, TemplateBody, TemplateNameParams } from "./templates.ts";

// The admin panel's routes: every one answers 401 without a session and 403 to a member.

const PAGE_HEADERS = {
  "X-Has-More": '"true" while more members match',
  "X-Result-Limit": "The page size",
};

export const ADMIN_API: ReadonlyArray<ApiRoute> = [
  {
    method: "GET",
    path: "/api/admin/stats",
    summary: "The overview cards",
    access: "admin",
    answers: [json(200, "The figures", AdminStats)],
  },
  {
    method: "GET",
    path: "/api/admin/home",
    summary: "What needs doing: posts to review, open flags, a month to close, payouts to follow up",
    access: "admin",
    answers: [json(200, "The counts", AdminHome)],
  },
  {
    method: "GET",
    path: "/api/admin/audit",
    summary: "Admin decisions, newest first",
    access: "admin",
    query: AuditQuery,
    answers: [json(200, "Entries", AuditLog)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/data-access",
    summary: "Who viewed or exported member data, newest first",
    access: "admin",
    query: DataAccessQuery,
    answers: [json(200, "Entries", DataAccessLog)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/outbox",
    summary: "The newest mail kept in the outbox",
    access: "admin",
    query: OutboxQuery,
    answers: [json(200, "Mail", Outbox)],
    errors: [400],
  },

  {
    method: "GET",
    path: "/api/admin/risk-flags",
    summary: "Fraud flags, open first: newest day first, the most money held first within it",
    access: "admin",
    query: RiskFlagsQuery,
    answers: [json(200, "Flags", RiskFlags)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/risk-flags/:flagId",
    summary: "One flag with its members' approved posts",
    access: "admin",
    params: RiskFlagParams,
    answers: [json(200, "The flag", RiskFlagDetail)],
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/review",
    summary: "Note a review; the flag stays open and the money held",
    access: "admin",
    params: RiskFlagParams,
    body: ReviewFlagBody,
    answers: [json(200, "Noted", RiskFlagResult)],
    errors: [400, 404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/clear",
    summary: "Not fraud: the hold lifts",
    access: "admin",
    params: RiskFlagParams,
    body: ClearFlagBody,
    answers: [json(200, "Cleared", RiskFlagResult)],
    errors: [400, 404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/risk-flags/:flagId/confirm",
    summary: "Fraud: suspend the members named and reverse the posts named, in one transaction",
    access: "admin",
    params: RiskFlagParams,
    body: ConfirmFlagBody,
    answers: [json(200, "Confirmed", RiskFlagResult)],
    errors: [400, 404, 409],
  },

  {
    method: "GET",
    path: "/api/super-admin/message-templates",
    summary: "Every share template",
    access: "admin",
    answers: [json(200, "Templates", AdminTemplates)],
  },
  {
    method: "PUT",
    path: "/api/super-admin/message-templates/:name",
    summary: "Change a template's text or whether members see it",
    access: "admin",
    params: TemplateNameParams,
    body: TemplateBody,
    answers: [json(200, "Saved", AdminTemplate)],
    errors: [400, 404],
  },

  {
    method: "POST",
    path: "/api/admin/upload-image",
    summary: "Upload a brand image",
    access: "admin",
    form: UploadForm,
    answers: [json(201, "Stored", AdminImage)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/images",
    summary: "Brand images with who uploaded them",
    access: "admin",
    answers: [json(200, "Images", AdminImages)],
  },
  {
    method: "DELETE",
    path: "/api/admin/images/:id",
    summary: "Remove a brand image and its file",
    access: "admin",
    params: ImageIdParams,
    answers: [json(200, "Removed", DeletedImage)],
    errors: [404],
  },

  {
    method: "GET",
    path: "/api/super-admin/income-reports",
    summary: "A month's income per member, highest first",
    access: "admin",
    query: IncomeReportQuery,
    answers: [json(200, "Rows", IncomeReport, { "X-Total-Count": "Rows in the whole month" })],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/super-admin/income-reports/download",
    summary: "The month's report as a file",
    access: "admin",
    query: IncomeReportQuery,
    answers: [
      { status: 200, description: "JSON, or CSV with format=csv", schema: IncomeReport, as: "json-or-csv-attachment" },
    ],
    errors: [400],
  },

  {
    method: "GET",
    path: "/api/super-admin/member-stats",
    summary: "The newest 500 members",
    access: "admin",
    answers: [json(200, "Member rows", AdminMembers, PAGE_HEADERS)],
  },
  {
    method: "GET",
    path: "/api/admin/users/search",
    summary: "A page of member rows by filter and sort",
    access: "admin",
    query: SearchPageQuery,
    answers: [
      json(200, "Member rows", AdminMembers, {
        ...PAGE_HEADERS,
        "X-Next-Cursor": "The next page's `after`, while more match",
        Link: '`<…&after=…>; rel="next"`, while more match',
      }),
    ],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/super-admin/export-members",
    summary: "Every member's row as a file",
    access: "admin",
    query: ExportQuery,
    answers: [
      { status: 200, description: "JSON, or CSV with format=csv", schema: AdminMembers, as: "json-or-csv-attachment" },
    ],
    errors: [400],
  },
  {
    method: "POST",
    path: "/api/admin/members/:id/sessions/end",
    summary: "Sign a member out everywhere: every open session ends (an admin naming themself keeps this one)",
    access: "admin",
    params: MemberIdParams,
    answers: [json(200, "How many sessions ended", MemberSessionsEnded)],
    errors: [400, 404],
  },

  {
    method: "GET",
    path: "/api/admin/posts",
    summary: "The review queue, newest first",
    access: "admin",
    query: ReviewQueueQuery,
    answers: [json(200, "Posts of the status (default pending)", ReviewQueue)],
    errors: [400],
  },
  {
    method: "POST",
    path: "/api/admin/posts/:id/approve",
    summary: "Approve a post and pay it once",
    access: "admin",
    params: PostIdParams,
    answers: [json(200, "Approved, or already approved (changed: false)", ReviewResult)],
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/posts/:id/reject",
    summary: "Reject a pending post",
    access: "admin",
    params: PostIdParams,
    body: RejectBody,
    answers: [json(200, "Rejected, or already rejected (changed: false)", ReviewResult)],
    errors: [400, 404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/posts/:id/reverse",
    summary: "Reverse an approved post: take back what its approval paid, in this month",
    access: "admin",
    params: PostIdParams,
    body: ReverseBody,
    answers: [json(200, "Reversed", ReviewResult)],
    errors: [400, 404, 409],
  },

  {
    method: "GET",
    path: "/api/admin/payouts/close-preview",
    summary: "What closing a finished month would issue now, changing nothing",
    access: "admin",
    query: MonthQuery,
    answers: [json(200, "The payouts, the members held and the payouts without payment details", ClosePreview)],
    // 409: the month has not ended.
    errors: [400, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/close",
    summary: "Issue a finished month's payouts, bound to the preview confirmed when its digest is sent",
    access: "admin",
    body: CloseBody,
    answers: [
      json(200, "Issued now (none when closed before)", CloseResult),
      json(
        409,
        "The figures are no longer the preview's (or the month has not ended): the new preview",
        CloseChangedBody,
      ),
    ],
    errors: [400, 409],
  },
  {
    method: "GET",
    path: "/api/admin/payouts",
    summary: "A month's payouts with bank details",
    access: "admin",
    query: MonthQuery,
    answers: [json(200, "Payouts", AdminPayouts)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/payouts/bank-file/preview",
    summary: "What issuing a closed month's payment file would write now, changing nothing",
    access: "admin",
    query: MonthQuery,
    answers: [json(200, "The payments, their total and the payouts left out with why", BankFilePreview)],
    // 409: the month is not closed.
    errors: [400, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/bank-file",
    summary: "Issue a closed month's payment file: written once and kept, downloaded by its id",
    access: "admin",
    body: IssueBody,
    answers: [json(200, "The file issued, its figures and the payouts left out", IssueResult)],
    // 409 with a `code`: not closed, this issue's file is written already (re-issue it), no
    // payout can be paid, the figures are not the preview's, or pain.001 lacks the payer.
    errors: [400, 409],
  },
  {
    method: "GET",
    path: "/api/admin/payouts/bank-file/:id",
    summary: "Download an issued payment file again: the same bytes every time, changing nothing",
    access: "admin",
    params: BankFileParams,
    answers: [
      {
        status: 200,
        description:
          "The DuitNow/IBG bulk-payment CSV or ISO 20022 pain.001.001.09 XML, laid out as docs/payouts.md says",
        schema: Attachment,
        as: "csv-or-xml-attachment",
        headers: {
          "X-Payment-Count": "How many payments the file holds",
          "X-Payment-Total": "Their total in RM, two decimals",
          "X-Payouts-Left-Out": "Unpaid payouts with no account or DuitNow ID to pay, left out of the file",
        },
      },
    ],
    // 404: no issued file has that id; 409: issued before files were kept (re-issue it).
    errors: [404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/bank-file/reissue",
    summary: "Open one more issue of a month's payment file, with the reason (data-access log)",
    access: "admin",
    body: ReissueBody,
    answers: [json(200, "The new issue, open for one file", ReissueResult)],
    // 409: the current issue's file has not been written yet.
    errors: [400, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/:id/paid",
    summary: "Record a payout as paid",
    access: "admin",
    params: PayoutIdParams,
    body: PaidBody,
    answers: [json(200, "Paid, or already paid with that reference (changed: false)", PaidResult)],
    errors: [400, 404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/:id/failed",
    summary: "Record that the bank could not pay a payout (its lines are unpaid again)",
    access: "admin",
    params: PayoutIdParams,
    body: FailedBody,
    answers: [json(200, "Failed, or failed before (changed: false)", FailedResult)],
    errors: [400, 404, 409],
  },
  {
    method: "POST",
    path: "/api/admin/payouts/reconcile",
    summary: "Apply the bank's result file: every listed payout paid or failed, in one transaction",
    access: "admin",
    form: ReconcileForm,
    answers: [json(200, "What each line did: applied, already so, or naming no payout", ReconcileReport)],
    // 400: a malformed file or a line of another month than `month`/`year` (a bad one names its
    // field), 409: a line the payouts refuse; either names the line in fields.file.
    errors: [400, 409],
  },

  {
    method: "POST",
    path: "/api/admin/brevo/setup-attributes",
    summary: "Create the contact attributes in Brevo",
    access: "admin",
    answers: [json(200, "Created and already there", AttributesResult)],
    errors: [409, 502, 503],
  },
  {
    method: "POST",
    path: "/api/admin/brevo/sync-all-contacts",
    summary: "Start importing every subscribed member into the Brevo list",
    access: "admin",
    answers: [json(202, "The sync's job", SyncStarted)],
    errors: [409],
  },
  {
    method: "POST",
    path: "/api/super-admin/send-referral-reminder",
    summary: "Mail members who recruited nobody this month (through Brevo, or into the outbox without a key)",
    access: "admin",
    body: CampaignBody,
    answers: [json(200, "The campaign's counts", CampaignAnswer)],
    errors: [400, 409, 502],
  },
  {
    method: "GET",
    path: "/api/admin/jobs",
    summary: "Background jobs, newest first",
    access: "admin",
    query: JobsQuery,
    answers: [json(200, "Jobs", Jobs)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/admin/jobs/:id",
    summary: "One background job",
    access: "admin",
    params: JobIdParams,
    answers: [json(200, "The job", Job)],
    errors: [404],
  },
];
