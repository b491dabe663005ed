import { Schema } from "effect";
import { json, type ApiRoute } from "./api.ts";
import {
  AuthResult,
  ForgotBody,
  ForgotResult,
  LoginBody,
  LogoutResult,
  RegisterBody,
  ResetBody,
  ResetResult,
} from "./auth.ts";
import { Activities, DashboardStats, Leaderboard } from "./dashboard.ts";
import { Attachment, HtmlPage, MonthQuery, PeriodQuery } from "./http.ts";
import { BrandImages } from "./images.ts";
import { IncomeLines, IncomeQuery } from "./income.ts";
import { MemberPayouts, PayoutSummary } from "./payouts.ts";
import { DataExport, ErasureBody, ErasureResult } from "./personal-data.ts";
import { LinkTaken, NewPostBody, Post, Posts } from "./posts.ts";
import { LanguageBody, LanguageSaved, Profile, ProfileBody } from "./profile.ts";
import {
  ChangePasswordBody,
  MemberSessions,
  OtherSessionsEnded,
  PasswordChanged,
  SessionEnded,
  SessionParams,
} from "./sessions.ts";
import { AppConfig, Health, OpenApiDocument } from "./system.ts";
import { TeamMemberAnswer, TeamMemberParams, TeamPage, TeamQuery } from "./team.ts";
import {
  CodeBody,
  EnrolConfirmBody,
  DisableBody,
  EnrolledSignIn,
  RecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorOff,
  TwoFactorStatus,
} from "./two-factor.ts";
import { MessageTemplates, TemplatesQuery } from "./templates.ts";
import { StepUpBody, SteppedUp, StepUpRefusal } from "./step-up.ts";
import { UnsubscribeQuery } from "./admin.ts";

// The routes anyone or any signed-in member may call. Admin routes: admin-api.ts.

const STEP_UP_FIRST = "No step-up on this session in the last 5 minutes: POST /api/auth/step-up, then again";

// A statement is a PDF file of the caller's own ledger; a period not yet begun is refused.
const statement = (path: string, summary: string, query: ApiRoute["query"]): ApiRoute => ({
  method: "GET",
  path,
  summary,
  access: "member",
  query,
  answers: [{ status: 200, description: "The statement, PDF", schema: Attachment, as: "pdf-attachment" }],
  errors: [400],
});

const unsubscribe = (method: "GET" | "POST"): ApiRoute => ({
  method,
  path: "/api/unsubscribe",
  access: "none",
  query: UnsubscribeQuery,
  summary: method === "GET" ? "Stop campaign mail (the mailed link)" : "Stop campaign mail (one-click, RFC 8058)",
  answers: [
    { status: 200, description: "Unsubscribed (again is fine)", schema: HtmlPage, as: "html" },
    { status: 400, description: "A token the server never gave", schema: HtmlPage, as: "html" },
  ],
});

export const MEMBER_API: ReadonlyArray<ApiRoute> = [
  {
    method: "GET",
    path: "/api/health",
    summary: "Database mode and migration level",
    access: "none",
    answers: [json(200, "Up", Health)],
  },
  {
    method: "GET",
    path: "/api/app-config",
    summary: "What the browser app needs to know about the deployment",
    access: "none",
    answers: [json(200, "The settings", AppConfig)],
  },
  {
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document",
    access: "none",
    answers: [json(200, "OpenAPI 3.1", OpenApiDocument)],
  },
  {
    method: "GET",
    path: "/api/message-templates",
    summary: "The active share templates",
    access: "none",
    query: TemplatesQuery,
    answers: [json(200, "Templates", MessageTemplates)],
    errors: [400],
  },

  {
    method: "POST",
    path: "/api/auth/register",
    summary: "Join, with a referrer's code or without",
    access: "none",
    body: RegisterBody,
    answers: [json(201, "Registered and signed in", AuthResult)],
    errors: [400, 409, 429],
  },
  {
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in",
    access: "none",
    body: LoginBody,
    answers: [json(200, "Signed in", AuthResult)],
    errors: [400, 401, 429],
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    summary: "End this session",
    access: "member",
    answers: [json(200, "Signed out", LogoutResult)],
  },
  {
    method: "POST",
    path: "/api/auth/forgot-password",
    summary: "Mail a reset link (the same answer for any email)",
    access: "none",
    body: ForgotBody,
    answers: [json(200, "Sent if the account exists", ForgotResult)],
    errors: [400, 429],
  },
  {
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Set a new password with a mailed token",
    access: "none",
    body: ResetBody,
    answers: [json(200, "Changed", ResetResult)],
    errors: [400, 429],
  },
  {
    method: "POST",
    path: "/api/auth/change-password",
    summary:
      "Change the password with the current one: every other session ends, this one stays, and a notice is mailed",
    access: "member",
    body: ChangePasswordBody,
    answers: [json(200, "Changed", PasswordChanged)],
    errors: [400, 429],
  },
  {
    method: "POST",
    path: "/api/auth/step-up",
    summary: "Confirm it's you: the password again (and a code with two-factor authentication on), for 5 minutes",
    access: "member",
    body: StepUpBody,
    answers: [json(200, "This session may make sensitive changes until then", SteppedUp)],
    errors: [400, 429],
  },
  // Two-factor authentication (two-factor.ts): with logout, the only routes a session still
  // owing its second factor may call; every other route answers it 401 as if signed out.
  {
    method: "GET",
    path: "/api/auth/2fa",
    summary: "Two-factor authentication: on or not, required or not, and this session's state",
    access: "member",
    answers: [json(200, "The state (a pending session too)", TwoFactorStatus)],
  },
  {
    method: "POST",
    path: "/api/auth/2fa/verify",
    summary: "Give a pending session its second factor: an authenticator code or a recovery code",
    access: "member",
    body: CodeBody,
    answers: [json(200, "Signed in: the same token, now verified, and the profile", AuthResult)],
    errors: [400, 409, 429],
  },
  {
    method: "POST",
    path: "/api/auth/2fa/enrol",
    summary: "Start setting up an authenticator while signing in (an admin without one)",
    access: "member",
    answers: [json(200, "The secret, as text and as an otpauth:// URI", TwoFactorEnrolment)],
    errors: [409],
  },
  {
    method: "POST",
    path: "/api/auth/2fa/enrol/confirm",
    summary:
      "Turn it on with a code of the new secret (an admin adds the operator's setup code), finishing the sign-in",
    access: "member",
    body: EnrolConfirmBody,
    answers: [json(200, "Signed in, with the ten recovery codes (shown once)", EnrolledSignIn)],
    errors: [400, 409, 429],
  },
  unsubscribe("GET"),
  unsubscribe("POST"),

  {
    method: "GET",
    path: "/api/profile",
    summary: "The caller's own profile",
    access: "member",
    answers: [json(200, "The profile", Profile)],
  },
  {
    method: "PUT",
    path: "/api/profile",
    summary: "Save the profile form",
    access: "member",
    body: ProfileBody,
    answers: [
      json(200, "The profile as saved", Profile),
      json(403, `Changing bank details the member had: ${STEP_UP_FIRST}`, StepUpRefusal),
    ],
    errors: [400, 409, 429],
  },
  {
    method: "PUT",
    path: "/api/profile/language",
    summary: "Save the language the member reads Jemput in: their mail and refusals are written in it",
    access: "member",
    body: LanguageBody,
    answers: [json(200, "The language as saved", LanguageSaved)],
    errors: [400],
  },
  {
    method: "POST",
    path: "/api/profile/2fa/enrol",
    summary: "Start setting up an authenticator app (replaces one never confirmed)",
    access: "member",
    answers: [
      json(200, "The secret, as text and as an otpauth:// URI", TwoFactorEnrolment),
      json(403, STEP_UP_FIRST, StepUpRefusal),
    ],
    errors: [409],
  },
  {
    method: "POST",
    path: "/api/profile/2fa/enrol/confirm",
    summary:
      "Turn two-factor authentication on with a code of the new secret (an admin adds the operator's setup code)",
    access: "member",
    body: EnrolConfirmBody,
    answers: [
      json(200, "On: the ten recovery codes, shown once", RecoveryCodes),
      json(403, STEP_UP_FIRST, StepUpRefusal),
    ],
    errors: [400, 409],
  },
  {
    method: "DELETE",
    path: "/api/profile/2fa",
    summary: "Turn two-factor authentication off with the password and a code (an admin gets 403: it stays on)",
    access: "member",
    body: DisableBody,
    answers: [json(200, "Off", TwoFactorOff)],
    errors: [400, 409, 429],
  },
  {
    method: "GET",
    path: "/api/profile/sessions",
    summary: "The caller's open sessions (signed-in devices), newest first",
    access: "member",
    answers: [json(200, "The sessions", MemberSessions)],
  },
  {
    method: "DELETE",
    path: "/api/profile/sessions/:id",
    summary: "End one of the caller's sessions (the caller's own one too: a sign-out)",
    access: "member",
    params: SessionParams,
    answers: [json(200, "Ended", SessionEnded)],
    errors: [400, 404],
  },
  {
    method: "POST",
    path: "/api/profile/sessions/end-others",
    summary: "End every session of the caller's but this one",
    access: "member",
    answers: [json(200, "How many ended", OtherSessionsEnded)],
  },
  {
    method: "GET",
    path: "/api/profile/data-export",
    summary: "Everything held about the caller",
    access: "member",
    answers: [{ status: 200, description: "A JSON attachment", schema: DataExport, as: "json-attachment" }],
  },
  {
    method: "POST",
    path: "/api/profile/erasure",
    summary: "Erase the caller's personal data and end every session",
    access: "member",
    body: ErasureBody,
    answers: [json(200, "Erased", ErasureResult)],
    errors: [400, 429],
  },

  {
    method: "GET",
    path: "/api/dashboard/stats",
    summary: "This Malaysian month's income and posts",
    access: "member",
    answers: [json(200, "The figures", DashboardStats)],
  },
  {
    method: "GET",
    path: "/api/dashboard/activities",
    summary: "Recent activity, newest first",
    access: "member",
    answers: [json(200, "Activity", Activities)],
  },
  {
    method: "GET",
    path: "/api/dashboard/team",
    summary: "A page of the caller's team in joining order",
    access: "member",
    query: TeamQuery,
    answers: [json(200, "The page and the team's totals", TeamPage)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/dashboard/team/:memberId",
    summary: "One member of the caller's team",
    access: "member",
    params: TeamMemberParams,
    answers: [json(200, "The member and their level", TeamMemberAnswer)],
    errors: [404],
  },
  {
    method: "GET",
    path: "/api/dashboard/leaderboard",
    summary: "The rankings",
    access: "member",
    answers: [json(200, "Top ten of each", Leaderboard)],
  },
  {
    method: "GET",
    path: "/api/income",
    summary: "The caller's ledger lines of a month",
    access: "member",
    query: IncomeQuery,
    answers: [json(200, "The lines", IncomeLines)],
    errors: [400],
  },
  statement("/api/statements/monthly", "The caller's statement of a Malaysian month", MonthQuery),
  statement(
    "/api/statements/yearly",
    "The caller's earnings summary of a year",
    Schema.Struct({ year: MonthQuery.fields.year }),
  ),
  {
    method: "GET",
    path: "/api/posts",
    summary: "The caller's posts, newest first; with month and year, those of that month",
    access: "member",
    query: PeriodQuery,
    answers: [json(200, "Posts", Posts)],
    errors: [400],
  },
  {
    method: "POST",
    path: "/api/posts",
    summary: "Submit a post for approval",
    access: "member",
    body: NewPostBody,
    answers: [json(201, "Submitted", Post), json(409, "The link is already submitted (one post per link)", LinkTaken)],
    errors: [400],
  },
  {
    method: "GET",
    path: "/api/images",
    summary: "Brand images to share",
    access: "member",
    answers: [json(200, "Images", BrandImages)],
  },
  {
    method: "GET",
    path: "/api/payouts",
    summary: "The caller's payouts",
    access: "member",
    answers: [json(200, "Payouts", MemberPayouts)],
  },
  {
    method: "GET",
    path: "/api/payouts/summary",
    summary: "The caller's unpaid balance, what the next close will pay and when, and their payouts",
    access: "member",
    answers: [json(200, "The balance and payouts", PayoutSummary)],
  },
];
