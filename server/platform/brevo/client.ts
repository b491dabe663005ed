import { Context, Data, Effect, Layer } from "effect";

// Brevo's HTTP API v3, reached with the `api-key` header. Its answers fall in three groups, and
// callers treat them differently: not configured (nothing to call), unavailable (429, 5xx or no
// answer: worth trying again later) and rejected (any other 4xx: the same request fails again).
export class BrevoNotConfigured extends Data.TaggedError("BrevoNotConfigured")<{}> {
  override get message() {
    return "Brevo is not configured: set BREVO_API_KEY";
  }
}

export class BrevoUnavailable extends Data.TaggedError("BrevoUnavailable")<{
  readonly status: number | null;
  readonly detail: string;
  /** Seconds until Brevo's rate-limit window resets (`x-sib-ratelimit-reset`), when it says. */
  readonly resetSeconds: number | null;
}> {
  override get message() {
    return `Brevo is unavailable (${this.status ?? "no answer"}): ${this.detail}`;
  }
}

export class BrevoRejected extends Data.TaggedError("BrevoRejected")<{
  readonly status: number;
  readonly code: string | null;
  readonly detail: string;
}> {
  override get message() {
    return `Brevo refused the request (${this.status}${this.code ? ` ${this.code}` : ""}): ${this.detail}`;
  }
}

export type BrevoError = BrevoNotConfigured | BrevoUnavailable | BrevoRejected;

export interface BrevoSettings {
  readonly apiKey: string | null;
  readonly apiUrl: string;
  readonly timeoutMs?: number;
}

export interface BrevoShape {
  readonly configured: boolean;
  readonly call: <A = unknown>(
    method: "GET" | "POST" | "PUT",
    path: string,
    body?: unknown,
  ) => Effect.Effect<A, BrevoError>;
}

const resetSeconds = (headers: Headers): number | null => {
  const raw = headers.get("x-sib-ratelimit-reset");
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

const parse = (text: string): { code?: unknown; message?: unknown } | null => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

const makeBrevo = ({ apiKey, apiUrl, timeoutMs = 30_000 }: BrevoSettings): BrevoShape => ({
  configured: apiKey !== null,
  call: <A>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    Effect.gen(function* () {
      if (apiKey === null) return yield* Effect.fail(new BrevoNotConfigured());
      const response = yield* Effect.tryPromise({
        try: async (signal) => {
          const answer = await fetch(`${apiUrl}${path}`, {
            method,
            headers: {
              accept: "application/json",
              "api-key": apiKey,
              ...(body === undefined ? {} : { "content-type": "application/json" }),
            },
            body: body === undefined ? null : JSON.stringify(body),
            signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
            // Brevo never redirects: a redirect is refused, not followed with the api-key header.
            redirect: "manual",
          });
          return {
            status: answer.status,
            statusText: answer.statusText,
            headers: answer.headers,
            text: await answer.text(),
          };
        },
        // The message of a network error names the host at most, never the key.
        catch: (error) =>
          new BrevoUnavailable({ status: null, detail: (error as Error).message ?? String(error), resetSeconds: null }),
      });
      const json = parse(response.text);
      if (response.status >= 200 && response.status < 300) return json as A;
      const detail =
        typeof json?.message === "string" ? json.message : response.text.slice(0, 300) || response.statusText;
      if (response.status === 429 || response.status >= 500) {
        return yield* Effect.fail(
          new BrevoUnavailable({ status: response.status, detail, resetSeconds: resetSeconds(response.headers) }),
        );
      }
      return yield* Effect.fail(
        new BrevoRejected({ status: response.status, code: typeof json?.code === "string" ? json.code : null, detail }),
      );
    }),
});

export class Brevo extends Context.Service<Brevo, BrevoShape>()("jemput/server/modules/brevo/Brevo") {
  static readonly layer = (settings: BrevoSettings) => Layer.succeed(Brevo, Brevo.of(makeBrevo(settings)));
}

/** A wrong or revoked key fails every call alike: the whole job stops instead of each item. */
export const isKeyRefused = (error: BrevoRejected): boolean => error.status === 401 || error.status === 403;
