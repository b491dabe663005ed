import { Data, Effect } from "effect";
import { parse, retryAfter, type Answer, type MyInvoisShape } from "./client.ts";

// MyInvois's document calls (decision 61), as the SDK documents them: "Submit Documents"
// (POST /api/v1.0/documentsubmissions, at most 100 documents and 5 MB, 202 with the submission's
// UID and the accepted and rejected documents), "Get Submission" (each document's status and
// long ID), "Get Document Details" (an invalid document's validation results) and "Search
// Documents" (what was sent in a window, to settle a submission whose answer was lost). Each
// answer is sorted into what the caller may conclude from it.

export const MAX_DOCUMENTS = 100;
export const MAX_SUBMISSION_BYTES = 5 * 1024 * 1024;

export interface Submitted {
  readonly format: "JSON";
  readonly document: string;
  readonly documentHash: string;
  readonly codeNumber: string;
}

/** An error as MyInvois words it (its code, message and the details under it). */
export type LhdnError = Readonly<Record<string, unknown>>;

export type SubmitAnswer =
  | {
      readonly kind: "answered";
      readonly submissionUid: string;
      readonly accepted: ReadonlyArray<{ readonly uuid: string; readonly codeNumber: string }>;
      readonly rejected: ReadonlyArray<{ readonly codeNumber: string; readonly error: LhdnError }>;
    }
  /** 429: nothing was taken; try again after this many seconds. */
  | { readonly kind: "wait"; readonly seconds: number }
  /** 400 and the like: the submission as a whole was refused, nothing was taken. */
  | { readonly kind: "refused"; readonly status: number; readonly error: LhdnError }
  /** No answer, a 5xx, a duplicate refusal: the documents may or may not have arrived. */
  | { readonly kind: "unknown"; readonly status: number | null };

const DEFAULT_WAIT_SECONDS = 60;

const list = (value: unknown): ReadonlyArray<Record<string, unknown>> =>
  Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

export const submitDocuments = (myInvois: MyInvoisShape, documents: ReadonlyArray<Submitted>) =>
  myInvois
    .call("/api/v1.0/documentsubmissions", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ documents }),
    })
    .pipe(
      Effect.map((response): SubmitAnswer => {
        const body = parse(response.text);
        if (response.status === 202 && str(body?.["submissionUid"]) !== null)
          return {
            kind: "answered",
            submissionUid: str(body!["submissionUid"])!,
            accepted: list(body!["acceptedDocuments"]).map((d) => ({
              uuid: String(d["uuid"]),
              codeNumber: String(d["invoiceCodeNumber"]),
            })),
            rejected: list(body!["rejectedDocuments"]).map((d) => ({
              codeNumber: String(d["invoiceCodeNumber"]),
              error: (d["error"] as LhdnError | undefined) ?? {},
            })),
          };
        if (response.status === 429)
          return { kind: "wait", seconds: retryAfter(response.headers) ?? DEFAULT_WAIT_SECONDS };
        // 422 is MyInvois's refusal of a submission it already has: that one may be ours.
        if (response.status >= 400 && response.status < 500 && response.status !== 422 && response.status !== 401)
          return { kind: "refused", status: response.status, error: errorOf(response) };
        return { kind: "unknown", status: response.status };
      }),
      Effect.catchTag("MyInvoisUnavailable", (e) =>
        Effect.succeed<SubmitAnswer>(
          e.status === 429
            ? { kind: "wait", seconds: e.retryAfterSeconds ?? DEFAULT_WAIT_SECONDS }
            : { kind: "unknown", status: e.status },
        ),
      ),
    );

const errorOf = (response: Answer): LhdnError => {
  const body = parse(response.text);
  const error = body?.["error"];
  return typeof error === "object" && error !== null ? (error as LhdnError) : { status: response.status };
};

export type DocumentStatus = "Submitted" | "Valid" | "Invalid" | "Cancelled";

export interface DocumentSummary {
  readonly uuid: string;
  readonly submissionUid: string | null;
  readonly longId: string | null;
  readonly internalId: string | null;
  readonly status: DocumentStatus;
}

const summaryOf = (d: Record<string, unknown>): DocumentSummary => ({
  uuid: String(d["uuid"]),
  submissionUid: str(d["submissionUid"]) ?? str(d["submissionUID"]),
  longId: str(d["longId"]) ?? str(d["longID"]),
  internalId: str(d["internalId"]),
  status: String(d["status"]) as DocumentStatus,
});

/** MyInvois answered a read with something other than 200: `seconds` to wait when it said 429. */
export class MyInvoisBusy extends Data.TaggedError("MyInvoisBusy")<{
  readonly status: number;
  readonly seconds: number | null;
}> {}

const readOk = (response: Answer) =>
  response.status === 200
    ? Effect.succeed(parse(response.text) ?? {})
    : Effect.fail(
        new MyInvoisBusy({
          status: response.status,
          seconds: response.status === 429 ? (retryAfter(response.headers) ?? DEFAULT_WAIT_SECONDS) : null,
        }),
      );

/** "Get Submission": every document of it, page by page (100 a page). */
export const getSubmission = (myInvois: MyInvoisShape, submissionUid: string) =>
  Effect.gen(function* () {
    const documents: Array<DocumentSummary> = [];
    for (let page = 1; ; page++) {
      const response = yield* myInvois.call(
        `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}?pageNo=${page}&pageSize=100`,
        { method: "GET" },
      );
      const body = yield* readOk(response);
      const summary = list(body["documentSummary"]);
      documents.push(...summary.map(summaryOf));
      if (summary.length < 100) return documents;
    }
  });

/** "Get Document Details": why MyInvois found a document invalid (its failed validation steps). */
export const documentErrors = (myInvois: MyInvoisShape, uuid: string) =>
  Effect.gen(function* () {
    const response = yield* myInvois.call(`/api/v1.0/documents/${encodeURIComponent(uuid)}/details`, {
      method: "GET",
    });
    const body = yield* readOk(response);
    const results = body["validationResults"] as Record<string, unknown> | undefined;
    return list(results?.["validationSteps"])
      .filter((step) => step["status"] === "Invalid")
      .map((step) => ({ step: step["name"], ...((step["error"] as LhdnError | undefined) ?? {}) }));
  });

/** "Search Documents": what was sent between `from` and `to` (at most 31 days), newest first. */
export const searchSent = (myInvois: MyInvoisShape, from: Date, to: Date) =>
  Effect.gen(function* () {
    const documents: Array<DocumentSummary> = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({
        submissionDateFrom: from.toISOString().slice(0, 19) + "Z",
        submissionDateTo: to.toISOString().slice(0, 19) + "Z",
        invoiceDirection: "Sent",
        pageSize: "100",
        pageNo: String(page),
      });
      const response = yield* myInvois.call(`/api/v1.0/documents/search?${query.toString()}`, { method: "GET" });
      const body = yield* readOk(response);
      const result = list(body["result"]);
      documents.push(...result.map(summaryOf));
      if (result.length < 100) return documents;
    }
  });
