import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ConnectablePlatform } from "../../domain/contract/handles.ts";

// A local stand-in, on 127.0.0.1, for the four sign-ins that prove a handle (decision 55): each
// platform's authorize page (approving at once as the account a test chose, or refusing as a
// person who taps Cancel), its token endpoint and the one identity read, with the parameters,
// client authentication, PKCE check and answer shapes their documentation gives. A code is good
// once, for the redirect address and verifier it was issued with; a token only for its read.

/** Who is signed in at the platform: what its identity endpoint says about them. */
export interface Account {
  /** YouTube: the channel's handle ("@nadia"), or null for a channel without one. */
  readonly customUrl?: string | null;
  readonly channelId?: string;
  /** TikTok, X, Instagram: the username; null for none (TikTok without the profile scope). */
  readonly username?: string | null;
  /** A Google account without a YouTube channel. */
  readonly noChannel?: boolean;
}

export type Endpoint = "token" | "identity";
/** A scripted answer: a status, or "down" (the connection dropped without an answer). */
export type Failure = number | "down";

export interface Logged {
  readonly platform: ConnectablePlatform;
  readonly endpoint: "authorize" | Endpoint;
  readonly status: number;
}

export interface OAuthStandIn {
  readonly url: string;
  /** Settings pointing the app at the stand-in, for `platforms` (all four by default). */
  readonly env: (platforms?: ReadonlyArray<ConnectablePlatform>) => Record<string, string>;
  readonly signInAs: (platform: ConnectablePlatform, account: Account) => void;
  /** The next sign-in on `platform` is refused by the person (error=access_denied). */
  readonly denyNext: (platform: ConnectablePlatform) => void;
  readonly failNext: (platform: ConnectablePlatform, endpoint: Endpoint, failure: Failure) => void;
  readonly log: Array<Logged>;
  /** Every code and token it handed out: what must never reach the app's logs. */
  readonly issued: Set<string>;
  readonly close: () => Promise<void>;
}

const PREFIX: Readonly<Record<ConnectablePlatform, string>> = {
  youtube: "GOOGLE",
  tiktok: "TIKTOK",
  twitter: "X",
  instagram: "INSTAGRAM",
};
const SCOPES: Readonly<Record<ConnectablePlatform, ReadonlyArray<string>>> = {
  youtube: ["https://www.googleapis.com/auth/youtube.readonly"],
  tiktok: ["user.info.basic", "user.info.profile"],
  twitter: ["users.read", "tweet.read"],
  instagram: ["instagram_business_basic"],
};
const PKCE: ReadonlySet<ConnectablePlatform> = new Set(["youtube", "tiktok", "twitter"]);
export const CLIENT = (platform: ConnectablePlatform) => ({ id: `${platform}-client`, secret: `${platform}-secret` });

interface Issued {
  readonly platform: ConnectablePlatform;
  readonly redirectUri: string;
  readonly challenge: string | null;
  readonly account: Account;
}

const PLATFORMS = Object.keys(PREFIX) as Array<ConnectablePlatform>;

export const startOAuthStandIn = async (): Promise<OAuthStandIn> => {
  const accounts = new Map<ConnectablePlatform, Account>();
  const denied = new Set<ConnectablePlatform>();
  const failures = new Map<string, Array<Failure>>();
  const codes = new Map<string, Issued>();
  const tokens = new Map<string, Issued>();
  const log: Array<Logged> = [];
  const issued = new Set<string>();

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

  const authorize = (platform: ConnectablePlatform, query: URLSearchParams, res: http.ServerResponse) => {
    const clientId = query.get(platform === "tiktok" ? "client_key" : "client_id");
    const redirectUri = query.get("redirect_uri");
    const scopes = (query.get("scope") ?? "").split(/[ ,]/);
    const problem =
      clientId !== CLIENT(platform).id
        ? "unknown client"
        : query.get("response_type") !== "code"
          ? "response_type must be code"
          : redirectUri === null || URL.parse(redirectUri) === null
            ? "redirect_uri is missing"
            : !SCOPES[platform].every((s) => scopes.includes(s))
              ? "scope is missing"
              : !query.get("state")
                ? "state is missing"
                : PKCE.has(platform) && (query.get("code_challenge_method") !== "S256" || !query.get("code_challenge"))
                  ? "code_challenge with S256 is required"
                  : null;
    if (problem !== null) {
      log.push({ platform, endpoint: "authorize", status: 400 });
      return res.writeHead(400, { "content-type": "text/plain" }).end(problem);
    }
    const back = new URL(redirectUri!);
    if (denied.delete(platform)) {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user denied the request");
    } else {
      const code = crypto.randomBytes(16).toString("hex");
      issued.add(code);
      codes.set(code, {
        platform,
        redirectUri: redirectUri!,
        challenge: query.get("code_challenge"),
        account: accounts.get(platform) ?? {},
      });
      back.searchParams.set("code", code);
    }
    back.searchParams.set("state", query.get("state")!);
    log.push({ platform, endpoint: "authorize", status: 302 });
    res.writeHead(302, { location: back.toString() }).end();
  };

  const tokenAnswer = (platform: ConnectablePlatform, token: string) => {
    switch (platform) {
      case "youtube":
        return { access_token: token, expires_in: 3599, scope: SCOPES.youtube[0], token_type: "Bearer" };
      case "tiktok":
        return {
          access_token: token,
          expires_in: 86400,
          open_id: "open-id-1",
          refresh_token: "rft",
          refresh_expires_in: 31536000,
          scope: "user.info.basic,user.info.profile",
          token_type: "Bearer",
        };
      case "twitter":
        return { token_type: "bearer", expires_in: 7200, access_token: token, scope: "users.read tweet.read" };
      case "instagram":
        return {
          data: [{ access_token: token, user_id: "17841400000000001", permissions: "instagram_business_basic" }],
        };
    }
  };

  const token = (platform: ConnectablePlatform, req: http.IncomingMessage, body: string, res: http.ServerResponse) => {
    const form = new URLSearchParams(body);
    let [id, secret] = [form.get(platform === "tiktok" ? "client_key" : "client_id"), form.get("client_secret")];
    if (platform === "twitter") {
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      [id = null, secret = null] = basic ? Buffer.from(basic, "base64").toString().split(":") : [];
    }
    const refuse = (status: number, error: string) => {
      log.push({ platform, endpoint: "token", status });
      json(res, status, { error, error_description: error });
    };
    if (!(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
      return refuse(400, "invalid_request");
    if (id !== CLIENT(platform).id || secret !== CLIENT(platform).secret) return refuse(401, "invalid_client");
    if (form.get("grant_type") !== "authorization_code") return refuse(400, "unsupported_grant_type");
    const found = codes.get(form.get("code") ?? "");
    codes.delete(form.get("code") ?? "");
    if (!found || found.platform !== platform || found.redirectUri !== form.get("redirect_uri"))
      return refuse(400, "invalid_grant");
    if (PKCE.has(platform)) {
      const verifier = form.get("code_verifier") ?? "";
      const challenge = crypto.createHash("sha256").update(verifier).digest("base64url");
      if (challenge !== found.challenge) return refuse(400, "invalid_grant");
    }
    const access = crypto.randomBytes(16).toString("hex");
    issued.add(access);
    tokens.set(access, found);
    log.push({ platform, endpoint: "token", status: 200 });
    json(res, 200, tokenAnswer(platform, access));
  };

  const identity = (platform: ConnectablePlatform, url: URL, req: http.IncomingMessage, res: http.ServerResponse) => {
    const given =
      platform === "instagram"
        ? url.searchParams.get("access_token")
        : /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const issued = tokens.get(given ?? "");
    const answer = (status: number, body: unknown) => {
      log.push({ platform, endpoint: "identity", status });
      json(res, status, body);
    };
    if (!issued) return answer(401, { error: { code: "access_token_invalid", message: "The token is not valid" } });
    const { account } = issued;
    switch (platform) {
      case "youtube":
        if (url.searchParams.get("part") !== "snippet" || url.searchParams.get("mine") !== "true")
          return answer(400, { error: { code: 400, message: "part and a filter are required" } });
        return answer(200, {
          kind: "youtube#channelListResponse",
          items: account.noChannel
            ? []
            : [
                {
                  kind: "youtube#channel",
                  id: account.channelId ?? "UCaBcDeFgHiJkLmNoPqRsTuV",
                  snippet: { title: "A channel", ...(account.customUrl ? { customUrl: account.customUrl } : {}) },
                },
              ],
        });
      case "tiktok": {
        const fields = (url.searchParams.get("fields") ?? "").split(",");
        const user: Record<string, string> = { open_id: "open-id-1", display_name: "A creator" };
        if (fields.includes("username") && account.username) user["username"] = account.username;
        return answer(200, { data: { user }, error: { code: "ok", message: "", log_id: "log-1" } });
      }
      case "twitter":
        return answer(200, { data: { id: "2244994945", name: "A creator", username: account.username } });
      case "instagram":
        return answer(200, { user_id: "17841400000000001", username: account.username, id: "9876543210" });
    }
  };

  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const [, first, ...rest] = url.pathname.split("/");
      const platform = PLATFORMS.find((p) => p === first);
      const endpoint = rest.join("/");
      if (!platform) return json(res, 404, { error: "not_found" });
      if (endpoint === "authorize" && req.method === "GET") return authorize(platform, url.searchParams, res);
      const kind: Endpoint | null =
        endpoint === "token" && req.method === "POST"
          ? "token"
          : endpoint === "me" && req.method === "GET"
            ? "identity"
            : null;
      if (kind === null) return json(res, 404, { error: "not_found" });
      const failure = failures.get(`${platform}:${kind}`)?.shift();
      if (failure === "down") return req.socket.destroy();
      if (failure !== undefined) {
        log.push({ platform, endpoint: kind, status: failure });
        return json(res, failure, { error: failure >= 500 ? "server_error" : "invalid_request" });
      }
      return kind === "token" ? token(platform, req, body, res) : identity(platform, url, req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: (platforms = PLATFORMS) =>
      Object.fromEntries(
        platforms.flatMap((platform) => {
          const prefix = `OAUTH_${PREFIX[platform]}`;
          return [
            [`${prefix}_${platform === "tiktok" ? "CLIENT_KEY" : "CLIENT_ID"}`, CLIENT(platform).id],
            [`${prefix}_CLIENT_SECRET`, CLIENT(platform).secret],
            [`${prefix}_AUTHORIZE_URL`, `${url}/${platform}/authorize`],
            [`${prefix}_TOKEN_URL`, `${url}/${platform}/token`],
            [`${prefix}_IDENTITY_URL`, `${url}/${platform}/me`],
          ];
        }),
      ),
    signInAs: (platform, account) => accounts.set(platform, account),
    denyNext: (platform) => denied.add(platform),
    failNext: (platform, endpoint, failure) => {
      const key = `${platform}:${endpoint}`;
      failures.set(key, [...(failures.get(key) ?? []), failure]);
    },
    log,
    issued,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
