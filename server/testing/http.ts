import { expect } from "vitest";

// The tests' one HTTP client, over real HTTP to a test app or a server process. A call is JSON
// with a bearer token unless it says otherwise: a raw body with its own content type (bad
// input), a multipart form (uploads), more headers, a client address. Any status is an answer,
// never a throw; `expectOk` is for calls where anything but 2xx fails the test.

/** A JSON answer, typed loosely so tests read objects and arrays alike. */
export type Json = Record<string, unknown> & Array<Record<string, unknown>>;

export interface FileField {
  readonly bytes: Buffer;
  readonly name: string;
  readonly type: string;
}

export interface CallOptions {
  readonly token?: string | null;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** Sent as is, with its own content type, instead of `body`. */
  readonly raw?: { readonly text: string; readonly type: string };
  /** Sent as multipart/form-data instead of `body`. */
  readonly form?: Readonly<Record<string, string | FileField>>;
  /** More headers; they win over the ones a call makes itself. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent as X-Forwarded-For, so per-address limits see many clients (the server needs TRUST_PROXY=1). */
  readonly ip?: string;
  readonly signal?: AbortSignal;
}

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  /** The Content-Type, "" without one. */
  readonly type: string;
  readonly text: string;
  /** The body read as JSON; null when it is empty or not JSON (a page, a file). */
  readonly json: Json;
}

const formData = (fields: Readonly<Record<string, string | FileField>>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  return form;
};

const jsonOf = (text: string): Json => {
  try {
    return (text ? JSON.parse(text) : null) as Json;
  } catch {
    return null as unknown as Json;
  }
};

export const request = async (
  baseUrl: string,
  method: string,
  pathname: string,
  options: CallOptions = {},
): Promise<Answer> => {
  const headers: Record<string, string> = {};
  if (options.token) headers["authorization"] = `Bearer ${options.token}`;
  if (options.ip) headers["x-forwarded-for"] = options.ip;
  let body: string | FormData | null = null;
  if (options.form) body = formData(options.form);
  else if (options.raw) [body, headers["content-type"]] = [options.raw.text, options.raw.type];
  else if (options.body !== undefined)
    [body, headers["content-type"]] = [JSON.stringify(options.body), "application/json"];
  Object.assign(headers, options.headers);
  const response = await fetch(`${baseUrl}${pathname}`, { method, headers, body, signal: options.signal ?? null });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    type: response.headers.get("content-type") ?? "",
    text,
    json: jsonOf(text),
  };
};

/** The answer's JSON, once the test has checked it is a 2xx (the message names the call and its answer). */
export const expectOk = async (
  baseUrl: string,
  method: string,
  pathname: string,
  options: CallOptions = {},
): Promise<Json> => {
  const answer = await request(baseUrl, method, pathname, options);
  expect(answer.status, `${method} ${pathname}: ${answer.text}`).toBeLessThan(300);
  return answer.json;
};
