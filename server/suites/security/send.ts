import type { ApiRequest, FileField } from "../../testing/route-access.ts";

// One HTTP call as the security suites make it. Node's fetch keeps connections alive, so
// thousands of calls reuse a few sockets to the in-process server.
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

export interface Answer { readonly status: number; readonly type: string; readonly text: string; readonly json: unknown }

export const fillPath = (pattern: string, params: Readonly<Record<string, string>> = {}, encode: (value: string) => string = encodeURIComponent) =>
  pattern.replace(/:(\w+)/g, (_m, name: string) => encode(params[name] ?? "missing"));

export const queryString = (query: Readonly<Record<string, string>> = {}) => new URLSearchParams(query).toString();

export const toCall = (method: string, pattern: string, request: ApiRequest, token: string | null): Call => ({
  method, path: fillPath(pattern, request.params), query: queryString(request.query), token,
  ...(request.form ? { form: request.form } : request.body === undefined ? {} : { json: request.body }),
});

const formData = (fields: Readonly<Record<string, string | FileField>>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return form;
};

export const send = async (baseUrl: string, call: Call): Promise<Answer> => {
  const headers: Record<string, string> = {};
  if (call.token) headers["authorization"] = `Bearer ${call.token}`;
  if (call.ip) headers["x-forwarded-for"] = call.ip;
  let body: string | FormData | null = null;
  if (call.form) body = formData(call.form);
  else if (call.raw) [body, headers["content-type"]] = [call.raw.text, call.raw.type];
  else if (call.json !== undefined) [body, headers["content-type"]] = [JSON.stringify(call.json), "application/json"];
  const response = await fetch(`${baseUrl}${call.path}${call.query ? `?${call.query}` : ""}`, { method: call.method, headers, body });
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  let json: unknown = undefined;
  if (type.startsWith("application/json")) {
    try { json = JSON.parse(text); } catch { /* stays undefined: the checks report it */ }
  }
  return { status: response.status, type, text, json };
};

/** The error message of a JSON error answer, or null when the answer is not one. */
export const errorMessage = (a: Answer): string | null => {
  const error = (a.json as { error?: unknown } | undefined)?.error;
  return typeof error === "string" && error.length > 0 ? error : null;
};
