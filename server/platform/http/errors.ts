import { Data } from "effect";
import { STEP_UP_REQUIRED } from "../../../domain/contract/limits.ts";

// Failures that belong to the HTTP edge rather than to the domain.
export class ValidationError extends Data.TaggedError("ValidationError")<{
  readonly error: string;
  readonly fields: Readonly<Record<string, string>>;
}> {
  override get message() {
    return this.error;
  }
}
export class Unauthorized extends Data.TaggedError("Unauthorized")<{}> {
  override get message() {
    return "Authentication required";
  }
}
export class Forbidden extends Data.TaggedError("Forbidden")<{}> {
  override get message() {
    return "Forbidden";
  }
}
export class NotFound extends Data.TaggedError("NotFound")<{ readonly what: string }> {
  override get message() {
    return `${this.what} not found`;
  }
}

/** Every tagged failure's HTTP status; anything not listed is a 500 and is logged. */
export const STATUS_BY_TAG: Readonly<Record<string, number>> = {
  ValidationError: 400,
  InvalidReferralCode: 400,
  PostLinkNotOnPlatform: 400,
  Unauthorized: 401,
  InvalidCredentials: 401,
  InvalidResetToken: 400,
  Forbidden: 403,
  NotFound: 404,
  MemberNotFound: 404,
  PostNotFound: 404,
  PayoutNotFound: 404,
  RiskFlagNotFound: 404,
  NotInRiskFlag: 400,
  RiskFlagDecided: 409,
  MemberSuspended: 403,
  StepUpRequired: 403,
  UnknownEmail: 404,
  EmailTaken: 409,
  PhoneTaken: 409,
  PostNotPending: 409,
  PostNotApproved: 409,
  PostAlreadyReversed: 409,
  PostLinkTaken: 409,
  PostAlreadyExists: 409,
  MemberAlreadyRegistered: 409,
  MonthNotEnded: 409,
  PayoutAlreadyPaid: 409,
  PayoutNotPayable: 409,
  EInvoiceNotResubmittable: 409,
  BankResultRefused: 409,
  BankReferenceTaken: 409,
  PaymentFileRefused: 409,
  // A file would carry text stored before the input rule (domain/safe-text.ts): who must fix what.
  UnsafeFileText: 409,
  ConcurrencyConflict: 409,
  BrevoNotConfigured: 409,
  BrevoListMissing: 409,
  // The company details a CP58 names are not configured (decision 63).
  PayerSettingsMissing: 409,
  CampaignInProgress: 409,
  TwoFactorConflict: 409,
  // Brevo refused or could not answer a call made for the request.
  BrevoRejected: 502,
  CampaignFailed: 502,
  BrevoUnavailable: 503,
  // MyInvois could not confirm a TIN the member gave: nothing is saved (decision 58).
  MyInvoisUnavailable: 503,
  // Another save changed the payee details while MyInvois was asked about this one's.
  PayeeChanged: 409,
  FileTooLarge: 413,
  RateLimited: 429,
};

/**
 * Refusals a client answers by itself rather than by showing the message: their body carries
 * this `code` next to `error` (the web app asks for the password again on "step_up_required").
 */
export const CODE_BY_TAG: Readonly<Record<string, string>> = {
  StepUpRequired: STEP_UP_REQUIRED,
};
