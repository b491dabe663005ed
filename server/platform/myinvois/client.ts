import { Context, Data, Effect, Layer } from "effect";
import { now } from "../clock/now.ts";

// LHDN's MyInvois API, as the company's ERP system reaches it (decision 58): "Login as Taxpayer
// System" (OAuth 2.0 client credentials, POST /connect/token, scope InvoicingAPI) gives a token
// for an hour or so, kept until shortly before it expires; "Validate Taxpayer's TIN"
// (GET /api/v1.0/taxpayer/validate/{tin}?idType=&idValue=) answers 200 for a TIN that belongs to
// that identity and 4xx otherwise. Document submission (documents.ts) calls through `call`.
// The client secret and the tokens go into requests only, never into a message or a log line.

/** MyInvois gave no answer the app can rely on (no answer, 429, 5xx, a refused login). */
export class MyInvoisUnavailable extends Data.TaggedError("MyInvoisUnavailable")<{
  readonly status: number | null;
  /** Seconds MyInvois asked to wait (Retry-After of a 429), when it said. */
  readonly retryAfterSeconds?: number;
}> {
  override get message() {
    return "MyInvois (LHDN) could not be reached to check the income tax number: nothing was saved, try again in a few minutes";
  }
}

export interface MyInvoisSettings {
  /** The API's base address (the identity service's too), without a trailing slash. */
  readonly url: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly timeoutMs?: number;
}

/** Which document the identity number is, as MyInvois names it. */
export type MyInvoisIdType = "NRIC" | "PASSPORT";

export type TinAnswer = { readonly valid: true } | { readonly valid: false; readonly answer: string };

export interface MyInvoisShape {
  /** False without MYINVOIS_API_URL, MYINVOIS_CLIENT_ID and MYINVOIS_CLIENT_SECRET: nothing is asked. */
  readonly configured: boolean;
  readonly validateTin: (
    tin: string,
    idType: MyInvoisIdType,
    idValue: string,
  ) => Effect.Effect<TinAnswer, MyInvoisUnavailable>;
  /** An authorized call to the API (a token MyInvois no longer takes is renewed once). */
  readonly call: (path: string, init: RequestInit) => Effect.Effect<Answer, MyInvoisUnavailable>;
}

// A token is renewed this long before MyInvois says it expires, so none is used at its last second.
const RENEW_BEFORE_MS = 60_000;

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export const retryAfter = (headers: Headers): number | undefined => {
  const value = Number(headers.get("retry-after"));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
};

export const parse = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = text ? JSON.parse(text) : null;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** LHDN's own words for a refused TIN: its error's message when it gives one, else the status. */
const answerOf = (response: Answer): string => {
  const body = parse(response.text);
  const error = body?.["error"];
  const nested = typeof error === "object" && error !== null ? (error as Record<string, unknown>) : null;
  const words = [nested?.["message"], nested?.["details"], body?.["message"], body?.["title"], error].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  return (
    words ?? (response.status === 404 ? "no taxpayer has this TIN with this identity" : `status ${response.status}`)
  )
    .trim()
    .slice(0, 300);
};

export const makeMyInvois = (settings: MyInvoisSettings | null): MyInvoisShape => {
  if (settings === null)
    return {
      configured: false,
      validateTin: () => Effect.succeed({ valid: true }),
      call: () => Effect.fail(new MyInvoisUnavailable({ status: null })),
    };
  const { url, clientId, clientSecret, timeoutMs = 15_000 } = settings;
  let token: { readonly value: string; readonly until: number } | null = null;

  const send = (path: string, init: RequestInit) =>
    Effect.tryPromise({
      try: async (signal): Promise<Answer> => {
        const response = await fetch(`${url}${path}`, {
          ...init,
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
          // A redirect would carry the token or the secret elsewhere: refused, not followed.
          redirect: "manual",
        });
        return { status: response.status, headers: response.headers, text: await response.text() };
      },
      catch: () => new MyInvoisUnavailable({ status: null }),
    });

  const login = Effect.gen(function* () {
    const at = (yield* now).getTime();
    if (token !== null && at < token.until) return token.value;
    const response = yield* send("/connect/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: "client_credentials",
        scope: "InvoicingAPI",
      }).toString(),
    });
    const body = parse(response.text);
    const value = body?.["access_token"];
    if (response.status !== 200 || typeof value !== "string")
      return yield* Effect.fail(
        new MyInvoisUnavailable({ status: response.status, retryAfterSeconds: retryAfter(response.headers) }),
      );
    const lifetime = Number(body?.["expires_in"]);
    const seconds = Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 3600;
    token = { value, until: at + Math.max(0, seconds * 1000 - RENEW_BEFORE_MS) };
    return value;
  });

  const authorized = (path: string, init: RequestInit) =>
    Effect.flatMap(login, (bearer) =>
      send(path, {
        ...init,
        headers: {
          ...(init.headers as Record<string, string>),
          authorization: `Bearer ${bearer}`,
          accept: "application/json",
        },
      }),
    );
  // A token MyInvois no longer takes (expired early, revoked): one new login, then once more.
  const call = (path: string, init: RequestInit) =>
    Effect.flatMap(authorized(path, init), (response) => {
      if (response.status !== 401) return Effect.succeed(response);
      token = null;
      return authorized(path, init);
    });

  return {
    configured: true,
    call,
    validateTin: (tin, idType, idValue) =>
      Effect.gen(function* () {
        const response = yield* call(
          `/api/v1.0/taxpayer/validate/${encodeURIComponent(tin)}?${new URLSearchParams({ idType, idValue }).toString()}`,
          { method: "GET" },
        );
        if (response.status === 200) return { valid: true } as const;
        if (response.status === 400 || response.status === 404)
          return { valid: false, answer: answerOf(response) } as const;
        return yield* Effect.fail(
          new MyInvoisUnavailable({ status: response.status, retryAfterSeconds: retryAfter(response.headers) }),
        );
      }),
  };
};

export class MyInvois extends Context.Service<MyInvois, MyInvoisShape>()("jemput/server/myinvois/MyInvois") {
  static readonly layer = (settings: MyInvoisSettings | null) =>
    Layer.sync(MyInvois, () => MyInvois.of(makeMyInvois(settings)));
}
