import type { AnyEndpoint } from "../endpoint.ts";
import { adminApi } from "./admin.ts";
import { adminSessionsApi } from "./admin-sessions.ts";
import { appConfigApi } from "./app-config.ts";
import { authApi } from "./auth.ts";
import { brevoApi } from "./brevo.ts";
import { cp58Api } from "./cp58.ts";
import { dashboardApi } from "./dashboard.ts";
import { einvoicesApi } from "./einvoices.ts";
import { handlesApi } from "./handles.ts";
import { healthApi } from "./health.ts";
import { imagesApi } from "./images.ts";
import { incomeApi } from "./income.ts";
import { jobsApi } from "./jobs.ts";
import { mailApi } from "./mail.ts";
import { membersApi } from "./members.ts";
import { openApiApi } from "./openapi.ts";
import { paymentFilesApi } from "./payment-files.ts";
import { payoutsApi } from "./payouts.ts";
import { personalDataApi } from "./personal-data.ts";
import { postsApi } from "./posts.ts";
import { profileApi } from "./profile.ts";
import { reportsApi } from "./reports.ts";
import { reviewApi } from "./review.ts";
import { riskApi } from "./risk.ts";
import { sessionsApi } from "./sessions.ts";
import { settlementApi } from "./settlement.ts";
import { statementsApi } from "./statements.ts";
import { stepUpApi } from "./step-up.ts";
import { templatesApi } from "./templates.ts";
import { twoFactorApi } from "./two-factor.ts";

// Every group of route declarations, for what is built from all of them: the server's router,
// the OpenAPI document and the suites that call every route.
export const API_GROUPS = {
  adminApi,
  adminSessionsApi,
  appConfigApi,
  authApi,
  brevoApi,
  cp58Api,
  dashboardApi,
  einvoicesApi,
  handlesApi,
  healthApi,
  imagesApi,
  incomeApi,
  jobsApi,
  mailApi,
  membersApi,
  openApiApi,
  paymentFilesApi,
  payoutsApi,
  personalDataApi,
  postsApi,
  profileApi,
  reportsApi,
  reviewApi,
  riskApi,
  sessionsApi,
  settlementApi,
  statementsApi,
  stepUpApi,
  templatesApi,
  twoFactorApi,
} as const;

export const ENDPOINTS: ReadonlyArray<AnyEndpoint> = Object.values(API_GROUPS).flatMap((group): Array<AnyEndpoint> =>
  Object.values(group),
);
