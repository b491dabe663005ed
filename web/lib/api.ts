import type { QueryFunction } from "@tanstack/react-query";
import type { Schema } from "effect";
import { urlOf, type AnswerOf, type AnyEndpoint, type BodyOf, type ParamsOf } from "../../domain/contract/endpoint.ts";
import { STEP_UP_REQUIRED } from "../../domain/contract/limits.ts";
import type { Language } from "../../domain/languages.ts";
import { authAtom, tokenAtom } from "./auth.ts";
import { DEVICE_ID_HEADER, deviceId as browserDeviceId } from "./device-id.ts";
import { languageAtom } from "./i18n/language.ts";
import { appStore } from "./store.ts";

type Store = typeof appStore;

// The message always reads "<status>: <body text or status text>". `code` is the body's `code`,
// which a refusal the app answers by itself carries (step_up_required), else null.
// `retryAfterSeconds` is the answer's Retry-After (a rate limit says when to try again), else null.
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly retryAfterSeconds: number | null;
  constructor(status: number, message: string, retryAfterSeconds: number | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = codeOf(message.replace(/^\d{3}: /, ""));
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in seconds: a number of them, or an HTTP date (RFC 9110 §10.2.3); null for neither. */
export function retryAfterOf(header: string | null, now = Date.now()): number | null {
  const value = header?.trim() ?? "";
  if (/^\d+$/.test(value)) return Number(value);
  const at = value === "" ? Number.NaN : Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function codeOf(body: string): string | null {
  try {
    const value: unknown = JSON.parse(body);
    const code = typeof value === "object" && value !== null ? (value as { code?: unknown }).code : undefined;
    return typeof code === "string" ? code : null;
  } catch {
    return null;
  }
}

export type Unauthorized = "throw" | "returnNull";

/**
 * The contract's schema of an answer (domain/contract/), named by a loader so that Effect's
 * Schema module and the contract arrive with the first answer they decode, fetched while the
 * request is on its way, and never weigh on the first screen's code.
 */
export type AnswerSchema<T> = () => Promise<Schema.Decoder<T>>;

const loadDecoder = () => import("./decode.ts");

// Answers are checked against the contract in development and in the web app's tests, where a
// server and a screen out of step show up. A production build takes them as the server sent
// them: the server refuses to send an answer its contract does not describe
// (server/platform/http/encode.ts), and no contract schema transforms a value, so decoding
// again would change nothing; it would only put Effect's Schema module, a sixth of the first
// screen's JavaScript, and its parse time on every phone.
const CHECK_ANSWERS: boolean = import.meta.env.DEV;

type Loading<T> = Promise<[Awaited<ReturnType<typeof loadDecoder>>, Schema.Decoder<T>]> | undefined;

/** Starts loading what decodes an answer; a failure to load is reported when it is awaited. */
function startLoading<T>(schema: AnswerSchema<T> | undefined): Loading<T> {
  if (!schema || !CHECK_ANSWERS) return undefined;
  const loading = Promise.all([loadDecoder(), schema()]);
  loading.catch(() => {});
  return loading;
}

async function decodeWith<T>(loading: Loading<T>, value: unknown, path: string): Promise<T> {
  if (!loading) return value as T;
  const [{ decodeAnswer }, schema] = await loading;
  return decodeAnswer(schema, value, path);
}

/** The answer's JSON as its contract schema reads it; throws UnexpectedAnswer when it does not fit. */
export const decode = <T>(schema: AnswerSchema<T>, value: unknown, path: string): Promise<T> =>
  decodeWith(startLoading(schema), value, path);

type ApiOptions = {
  store: Store;
  fetch?: typeof fetch;
  onUnauthorized?: () => void;
  /** The browser's id sent with every request (lib/device-id.ts). */
  deviceId?: () => string;
  /**
   * The language the screens speak, sent as Accept-Language so that the server's refusals to
   * someone not signed in read in it (a member's own are in their profile's language). Read
   * from the app's store, whichever store holds the session: sign-in calls go out on their own.
   */
  language?: () => Language;
};

export function createApi({
  store,
  fetch: fetchImpl = (...args) => fetch(...args),
  onUnauthorized,
  deviceId = browserDeviceId,
  language = () => appStore.get(languageAtom),
}: ApiOptions) {
  async function send(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const token = store.get(tokenAtom);
    const headers: Record<string, string> = { [DEVICE_ID_HEADER]: deviceId(), "Accept-Language": language() };
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (file uploads) goes as multipart, whose boundary the browser writes itself.
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    return fetchImpl(path, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  }

  async function check(response: Response): Promise<Response> {
    if (response.ok) return response;
    const text = (await response.text()) || response.statusText;
    const error = new ApiError(
      response.status,
      `${response.status}: ${text}`,
      retryAfterOf(response.headers.get("Retry-After")),
    );
    // A 403 asking the member to confirm it's them is answered by asking (features/step-up), not
    // by signing them out.
    if (response.status === 401 || (response.status === 403 && error.code !== STEP_UP_REQUIRED)) {
      store.set(authAtom, null);
      onUnauthorized?.();
    }
    throw error;
  }

  // Any method and path, optional JSON (or FormData) body; used by mutations. With a schema, the
  // answer's JSON decoded by it; without, the response itself (files, headers, no answer).
  function request(method: string, path: string, body?: unknown): Promise<Response>;
  function request<T>(method: string, path: string, body: unknown, options: { schema: AnswerSchema<T> }): Promise<T>;
  async function request<T>(
    method: string,
    path: string,
    body?: unknown,
    options?: { schema: AnswerSchema<T> },
  ): Promise<Response | T> {
    if (!options) return check(await send(method, path, body));
    const loading = startLoading(options.schema);
    const response = await check(await send(method, path, body));
    return decodeWith(loading, await response.json(), path);
  }

  // GET on the first element of the query key, decoded by `schema` when given (the app's default
  // query function has none: every query names its own). Callers that tolerate being signed out
  // get null on 401 instead of being sent to the login screen.
  function queryFn<T>(options: { schema: AnswerSchema<T>; on401?: "throw" }): QueryFunction<T>;
  function queryFn<T>(options?: { schema?: AnswerSchema<T>; on401?: Unauthorized }): QueryFunction<T | null>;
  function queryFn<T>({
    schema,
    on401 = "throw",
  }: { schema?: AnswerSchema<T>; on401?: Unauthorized } = {}): QueryFunction<T | null> {
    return async ({ queryKey, signal }) => {
      const path = queryKey[0];
      if (typeof path !== "string") throw new TypeError("The first query key element must be an API path");
      const loading = startLoading(schema);
      const response = await send("GET", path, undefined, signal);
      if (on401 === "returnNull" && response.status === 401) return null;
      const json: unknown = await (await check(response)).json();
      return decodeWith(loading, json, path);
    };
  }

  // A declared route (domain/contract/routes/): its path written from `params` and `query`, its
  // answer decoded with the schema its declaration names.
  const answerSchema =
    <E extends AnyEndpoint>(endpoint: E): AnswerSchema<AnswerOf<E>> =>
    () =>
      endpoint
        .schemas()
        .then((module: Record<string, Schema.Decoder<AnswerOf<E>>>) => module[endpoint.answers[0].schema]!);

  /** Calls a declared route; its answer as its declaration's first answer schema reads it. */
  function call<E extends AnyEndpoint>(endpoint: E, input: RouteInput<E> = {}): Promise<AnswerOf<E>> {
    return request(endpoint.method, urlOf(endpoint.path, input.params, input.query), input.body, {
      schema: answerSchema(endpoint),
    });
  }

  /** Calls a declared route and gives the response itself (files, headers, or no answer). */
  function fetchRoute<E extends AnyEndpoint>(endpoint: E, input: RouteInput<E> = {}): Promise<Response> {
    return request(endpoint.method, urlOf(endpoint.path, input.params, input.query), input.body);
  }

  /** The key and query function of a declared GET route, for `queryOptions`. */
  function query<E extends AnyEndpoint>(
    endpoint: E,
    input: Omit<RouteInput<E>, "body"> = {},
  ): { queryKey: [string]; queryFn: QueryFunction<AnswerOf<E>> } {
    return {
      queryKey: [urlOf(endpoint.path, input.params, input.query)],
      queryFn: queryFn({ schema: answerSchema(endpoint) }),
    };
  }

  return { request, queryFn, call, fetchRoute, query, answerSchema };
}

/** Whether a query key is one of `endpoint`'s queries, whatever its parameters and query. */
export function isQueryOf(endpoint: AnyEndpoint, key: readonly unknown[]): boolean {
  const [url] = key;
  if (typeof url !== "string") return false;
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/?]+");
  return new RegExp(`^${pattern}(\\?|$)`).test(url);
}

/** What a call to a declared route sends: path parameters, a query and a body (JSON or a form). */
export interface RouteInput<E> {
  readonly params?: ParamsOf<E>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: BodyOf<E> | FormData;
}

let unauthorizedHandler: (() => void) | undefined;
// A token refused before the router has registered (the first screen's data is asked for while
// its code still loads) is answered as soon as it does.
let refusedBeforeHandler = false;

// The router lives in app/, which lib/ must not import; the app registers navigation here.
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
  if (refusedBeforeHandler) {
    refusedBeforeHandler = false;
    handler();
  }
}

export const api = createApi({
  store: appStore,
  onUnauthorized: () => {
    if (unauthorizedHandler) unauthorizedHandler();
    else refusedBeforeHandler = true;
  },
});
