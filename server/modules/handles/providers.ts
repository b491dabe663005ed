import { Data, Effect } from "effect";
import type { ConnectablePlatform } from "../../../domain/contract/handles.ts";
import { handleOfLink } from "../../../domain/social-handle.ts";
import type { OAuthProviderConfig } from "../../platform/config/config.ts";

// The four sign-ins that prove a handle (decision 55), each an OAuth 2.0 authorization code flow:
// the address the browser is sent to, the exchange of the code for a token, and the one read
// of the signed-in account's own handle with it. The token is used for that read and dropped.
// A platform's answer is trusted only for the handle, normalised as a profile link to that
// account would be (domain/social-handle.ts), so it compares with claims and posts' authors.

/** The platform said no, or answered what no request of ours should get: the same try fails again. */
export class ProviderRefused extends Data.TaggedError("ProviderRefused")<{
  readonly platform: ConnectablePlatform;
  readonly step: "token" | "identity";
  readonly status: number;
  readonly detail: string;
}> {}

/** No answer, or 429 / 5xx: worth trying again later. */
export class ProviderUnavailable extends Data.TaggedError("ProviderUnavailable")<{
  readonly platform: ConnectablePlatform;
  readonly step: "token" | "identity";
  readonly status: number | null;
}> {}

export type ProviderError = ProviderRefused | ProviderUnavailable;

const TIMEOUT_MS = 10_000;

interface Call {
  readonly platform: ConnectablePlatform;
  readonly step: "token" | "identity";
  readonly url: string;
  readonly method: "GET" | "POST";
  readonly headers?: Readonly<Record<string, string>>;
  readonly form?: Readonly<Record<string, string>>;
}

// The body of a refusal is kept short and never holds what was sent: a code or a secret never
// travels back in it, and the error is all that is logged.
const call = ({ platform, step, url, method, headers = {}, form }: Call) =>
  Effect.gen(function* () {
    const answer = yield* Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(url, {
          method,
          headers: {
            accept: "application/json",
            ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
            ...headers,
          },
          body: form ? new URLSearchParams(form).toString() : null,
          signal: AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)]),
          // These endpoints never redirect: a redirect is refused, not followed with a token.
          redirect: "manual",
        });
        return { status: response.status, text: await response.text() };
      },
      catch: () => new ProviderUnavailable({ platform, step, status: null }),
    });
    if (answer.status === 429 || answer.status >= 500)
      return yield* Effect.fail(new ProviderUnavailable({ platform, step, status: answer.status }));
    let json: unknown = null;
    try {
      json = JSON.parse(answer.text);
    } catch {
      json = null;
    }
    if (answer.status < 200 || answer.status >= 300 || typeof json !== "object" || json === null) {
      const error = (json as { error?: unknown } | null)?.error;
      const detail = typeof error === "string" ? error.slice(0, 100) : `HTTP ${answer.status}`;
      return yield* Effect.fail(new ProviderRefused({ platform, step, status: answer.status, detail }));
    }
    return json as Record<string, unknown>;
  });

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const field = (value: unknown, ...path: ReadonlyArray<string | number>): unknown =>
  path.reduce<unknown>((at, key) => (typeof at === "object" && at !== null ? (at as never)[key] : undefined), value);

export interface Pkce {
  readonly state: string;
  /** The S256 challenge of the verifier the token exchange will send. */
  readonly challenge: string;
  readonly redirectUri: string;
}

interface Provider {
  readonly authorize: (settings: OAuthProviderConfig, flow: Pkce) => Record<string, string>;
  readonly token: (settings: OAuthProviderConfig, code: string, verifier: string, redirectUri: string) => Call;
  readonly tokenOf: (answer: Record<string, unknown>) => string | null;
  readonly identity: (settings: OAuthProviderConfig, token: string) => Call;
  /** The handle the identity names, normalised; null when it names none. */
  readonly handleOf: (answer: Record<string, unknown>) => string | null;
}

const pkce = (flow: Pkce) => ({ code_challenge: flow.challenge, code_challenge_method: "S256" });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const PROVIDERS: Readonly<Record<ConnectablePlatform, Provider>> = {
  // Google's sign-in for the YouTube Data API: the caller's own channel, its handle "@name".
  youtube: {
    authorize: (s, flow) => ({
      client_id: s.clientId,
      redirect_uri: flow.redirectUri,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/youtube.readonly",
      state: flow.state,
      ...pkce(flow),
      prompt: "select_account",
    }),
    token: (s, code, verifier, redirectUri) => ({
      platform: "youtube",
      step: "token",
      url: s.tokenUrl,
      method: "POST",
      form: {
        code,
        client_id: s.clientId,
        client_secret: s.clientSecret,
        redirect_uri: redirectUri,
        grant_type: "authorization_code",
        code_verifier: verifier,
      },
    }),
    tokenOf: (a) => text(a["access_token"]),
    identity: (s, token) => {
      const url = new URL(s.identityUrl);
      url.searchParams.set("part", "snippet");
      url.searchParams.set("mine", "true");
      return { platform: "youtube", step: "identity", url: url.toString(), method: "GET", headers: bearer(token) };
    },
    handleOf: (a) => {
      const custom = text(field(a, "items", 0, "snippet", "customUrl"));
      const id = text(field(a, "items", 0, "id"));
      const path = custom !== null ? `@${custom.replace(/^@/, "")}` : id !== null ? `channel/${id}` : null;
      return path === null ? null : handleOfLink("youtube", `https://www.youtube.com/${path}`);
    },
  },
  // TikTok Login Kit v2: the username needs user.info.profile beside user.info.basic.
  tiktok: {
    authorize: (s, flow) => ({
      client_key: s.clientId,
      response_type: "code",
      scope: "user.info.basic,user.info.profile",
      redirect_uri: flow.redirectUri,
      state: flow.state,
      ...pkce(flow),
    }),
    token: (s, code, verifier, redirectUri) => ({
      platform: "tiktok",
      step: "token",
      url: s.tokenUrl,
      method: "POST",
      form: {
        client_key: s.clientId,
        client_secret: s.clientSecret,
        code,
        grant_type: "authorization_code",
        redirect_uri: redirectUri,
        code_verifier: verifier,
      },
    }),
    tokenOf: (a) => text(a["access_token"]),
    identity: (s, token) => {
      const url = new URL(s.identityUrl);
      url.searchParams.set("fields", "open_id,username,display_name");
      return { platform: "tiktok", step: "identity", url: url.toString(), method: "GET", headers: bearer(token) };
    },
    handleOf: (a) => {
      const username = text(field(a, "data", "user", "username"));
      return username === null ? null : handleOfLink("tiktok", `https://www.tiktok.com/@${username}`);
    },
  },
  // X's OAuth 2.0 with PKCE, a confidential client: its credentials in a Basic header.
  twitter: {
    authorize: (s, flow) => ({
      response_type: "code",
      client_id: s.clientId,
      redirect_uri: flow.redirectUri,
      scope: "users.read tweet.read",
      state: flow.state,
      ...pkce(flow),
    }),
    token: (s, code, verifier, redirectUri) => ({
      platform: "twitter",
      step: "token",
      url: s.tokenUrl,
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`${s.clientId}:${s.clientSecret}`).toString("base64")}` },
      form: { code, grant_type: "authorization_code", redirect_uri: redirectUri, code_verifier: verifier },
    }),
    tokenOf: (a) => text(a["access_token"]),
    identity: (s, token) => ({
      platform: "twitter",
      step: "identity",
      url: s.identityUrl,
      method: "GET",
      headers: bearer(token),
    }),
    handleOf: (a) => {
      const username = text(field(a, "data", "username"));
      return username === null ? null : handleOfLink("twitter", `https://x.com/${username}`);
    },
  },
  // The Instagram API with Instagram Login (professional accounts): no PKCE; the token comes
  // back on its own or, from Business Login, as the first of `data`.
  instagram: {
    authorize: (s, flow) => ({
      client_id: s.clientId,
      redirect_uri: flow.redirectUri,
      response_type: "code",
      scope: "instagram_business_basic",
      state: flow.state,
    }),
    token: (s, code, _verifier, redirectUri) => ({
      platform: "instagram",
      step: "token",
      url: s.tokenUrl,
      method: "POST",
      form: {
        client_id: s.clientId,
        client_secret: s.clientSecret,
        grant_type: "authorization_code",
        redirect_uri: redirectUri,
        code,
      },
    }),
    tokenOf: (a) => text(a["access_token"]) ?? text(field(a, "data", 0, "access_token")),
    identity: (s, token) => {
      const url = new URL(s.identityUrl);
      url.searchParams.set("fields", "user_id,username");
      url.searchParams.set("access_token", token);
      return { platform: "instagram", step: "identity", url: url.toString(), method: "GET" };
    },
    handleOf: (a) => {
      const username = text(a["username"]);
      return username === null ? null : handleOfLink("instagram", `https://www.instagram.com/${username}`);
    },
  },
};

/** The platform's sign-in address for this flow. */
export const authorizeUrl = (platform: ConnectablePlatform, settings: OAuthProviderConfig, flow: Pkce): string => {
  const url = new URL(settings.authorizeUrl);
  for (const [key, value] of Object.entries(PROVIDERS[platform].authorize(settings, flow)))
    url.searchParams.set(key, value);
  return url.toString();
};

/** The handle of the account that signed in, from the code the platform sent back; null when it names none. */
export const handleFromCode = (
  platform: ConnectablePlatform,
  settings: OAuthProviderConfig,
  code: string,
  verifier: string,
  redirectUri: string,
) =>
  Effect.gen(function* () {
    const provider = PROVIDERS[platform];
    const exchanged = yield* call(provider.token(settings, code, verifier, redirectUri));
    const token = provider.tokenOf(exchanged);
    if (token === null) {
      const detail = text(exchanged["error"])?.slice(0, 100) ?? "no access_token in the answer";
      return yield* Effect.fail(new ProviderRefused({ platform, step: "token", status: 200, detail }));
    }
    return provider.handleOf(yield* call(provider.identity(settings, token)));
  });
