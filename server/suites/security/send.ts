import { request, type Answer, type FileField } from "../../testing/http.ts";
import type { ApiRequest } from "../../testing/route-access.ts";

// One HTTP call as the security suites describe it, sent by the tests' client (testing/http.ts).
// Node's fetch keeps connections alive, so thousands of calls reuse a few sockets to the
// in-process server.
export type { Answer };

export interface Call {
  readonly method: string;
  /** The path with its parameters filled in (see fillPath). */
  readonly path: string;
  /** Without the leading "?". */
  readonly query?: string;
  readonly token?: string | null;
  readonly json?: unknown;
  /** A body sent as is, with its own content type. */
  readonly raw?: { readonly text: string; readonly type: string };
  readonly form?: Readonly<Record<string, string | FileField>>;
  /** Becomes X-Forwarded-For, so per-address rate limits see many clients (TRUST_PROXY=1). */
  readonly ip?: string;
}

export const fillPath = (
  pattern: string,
  params: Readonly<Record<string, string>> = {},
  encode: (value: string) => string = encodeURIComponent,
) => pattern.replace(/:(\w+)/g, (_m, name: string) => encode(params[name] ?? "missing"));

export const queryString = (query: Readonly<Record<string, string>> = {}) => new URLSearchParams(query).toString();

export const toCall = (method: string, pattern: string, request: ApiRequest, token: string | null): Call => ({
  method,
  path: fillPath(pattern, request.params),
  query: queryString(request.query),
  token,
  ...(request.form ? { form: request.form } : request.body === undefined ? {} : { json: request.body }),
});

export const send = (baseUrl: string, call: Call): Promise<Answer> =>
  request(baseUrl, call.method, `${call.path}${call.query ? `?${call.query}` : ""}`, {
    token: call.token,
    body: call.json,
    raw: call.raw,
    form: call.form,
    ip: call.ip,
  });

/** The error message of a JSON error answer (sent as JSON, not merely parseable), or null when the answer is not one. */
export const errorMessage = (a: Answer): string | null => {
  const error = a.type.startsWith("application/json") ? (a.json as { error?: unknown } | null)?.error : undefined;
  return typeof error === "string" && error.length > 0 ? error : null;
};
