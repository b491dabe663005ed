import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { documentRoutes, type DocumentBook } from "./myinvois-documents-stand-in.ts";

// A local stand-in, on 127.0.0.1, for LHDN's MyInvois API as the MyInvois SDK documents it:
// "Login as Taxpayer System" (POST /connect/token, client credentials in the form body, scope
// InvoicingAPI) and "Validate Taxpayer's TIN" (GET /api/v1.0/taxpayer/validate/{tin}?idType=
// &idValue=, 200 when the TIN belongs to that identity, 404 otherwise, 400 for a malformed
// request). Each endpoint has a rate limit per window like MyInvois's, answering 429 with
// Retry-After past it. The routes are a table (`route`); document submission, submissions,
// document details and search are added from myinvois-documents-stand-in.ts.

export const MYINVOIS_CLIENT = { id: "jemput-erp", secret: "stand-in-client-secret" };

/** A taxpayer MyInvois knows: their TIN and the identity it was registered with. */
export interface Taxpayer {
  readonly tin: string;
  readonly idType: "NRIC" | "PASSPORT" | "BRN" | "ARMY";
  readonly idValue: string;
}

export type Endpoint = "token" | "validate" | "submit" | "submission" | "details" | "search";
/**
 * A scripted answer: a status, "down" (the connection dropped without an answer), or "lost" (the
 * call was handled, then the connection dropped before the answer went out).
 */
export type Failure = number | "down" | "lost";

export interface Logged {
  readonly endpoint: string;
  readonly status: number;
}

export type Handler = (request: {
  readonly url: URL;
  readonly body: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly params: ReadonlyArray<string>;
}) => { readonly status: number; readonly body?: unknown; readonly headers?: Record<string, string> };

export interface MyInvoisStandIn {
  readonly url: string;
  /** Settings pointing the app at the stand-in. */
  readonly env: () => Record<string, string>;
  readonly register: (taxpayer: Taxpayer) => void;
  readonly failNext: (endpoint: Endpoint, failure: Failure) => void;
  /** At most `max` calls of `endpoint` per window of `windowSeconds`; more get 429. */
  readonly limit: (endpoint: Endpoint, max: number, windowSeconds?: number) => void;
  /** Adds an endpoint, matched by method and path pattern. */
  readonly route: (name: string, method: string, path: RegExp, handler: Handler) => void;
  /** The documents it took and what became of them. */
  readonly documents: DocumentBook;
  /** Tokens it issued that are still good, by value. */
  readonly tokens: Set<string>;
  readonly log: Array<Logged>;
  readonly close: () => Promise<void>;
}

// MyInvois's own limits per client a minute (SDK, each API's "Rate Limit"): 12 logins, 60 TIN
// checks, 100 submissions, 300 submission reads, 125 document details, 12 searches.
const DEFAULT_LIMITS: Readonly<Record<Endpoint, number>> = {
  token: 12,
  validate: 60,
  submit: 100,
  submission: 300,
  details: 125,
  search: 12,
};

const problem = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, target: null, details: null } },
});

export const startMyInvoisStandIn = async (): Promise<MyInvoisStandIn> => {
  const taxpayers = new Map<string, Taxpayer>();
  const failures = new Map<string, Array<Failure>>();
  const limits = new Map<string, { max: number; windowMs: number; hits: Array<number> }>();
  const routes: Array<{ name: string; method: string; path: RegExp; handler: Handler }> = [];
  const tokens = new Set<string>();
  const log: Array<Logged> = [];

  for (const [name, max] of Object.entries(DEFAULT_LIMITS)) limits.set(name, { max, windowMs: 60_000, hits: [] });

  const route: MyInvoisStandIn["route"] = (name, method, path, handler) => {
    routes.push({ name, method, path, handler });
    if (!limits.has(name)) limits.set(name, { max: 60, windowMs: 60_000, hits: [] });
  };

  const authorized = (headers: http.IncomingHttpHeaders) => {
    const bearer = /^Bearer (.+)$/.exec(headers.authorization ?? "")?.[1];
    return bearer !== undefined && tokens.has(bearer);
  };

  route("token", "POST", /^\/connect\/token$/, ({ body, headers }) => {
    // The token endpoint takes the credentials in the form body only; Basic auth is refused.
    if (headers.authorization) return problem(400, "invalid_request", "credentials go in the body");
    const form = new URLSearchParams(body);
    if (form.get("grant_type") !== "client_credentials")
      return { status: 400, body: { error: "unsupported_grant_type" } };
    if (form.get("client_id") !== MYINVOIS_CLIENT.id || form.get("client_secret") !== MYINVOIS_CLIENT.secret)
      return { status: 400, body: { error: "invalid_client" } };
    if (form.get("scope") !== "InvoicingAPI") return { status: 400, body: { error: "invalid_scope" } };
    const token = crypto.randomBytes(24).toString("base64url");
    tokens.add(token);
    return {
      status: 200,
      body: { access_token: token, expires_in: 3600, token_type: "Bearer", scope: "InvoicingAPI" },
    };
  });

  route("validate", "GET", /^\/api\/v1\.0\/taxpayer\/validate\/([^/]+)$/, ({ url, headers, params }) => {
    if (!authorized(headers)) return { status: 401 };
    const tin = decodeURIComponent(params[0]!);
    const idType = url.searchParams.get("idType");
    const idValue = url.searchParams.get("idValue");
    if (!idType || !["NRIC", "PASSPORT", "BRN", "ARMY"].includes(idType) || !idValue)
      return problem(400, "BadArgument", "idType and idValue are required");
    const known = taxpayers.get(tin);
    return known !== undefined && known.idType === idType && known.idValue === idValue
      ? { status: 200 }
      : problem(404, "NotFound", "The TIN does not match the ID given");
  });

  const limited = (name: string): number | null => {
    const limit = limits.get(name)!;
    const at = Date.now();
    limit.hits = limit.hits.filter((hit) => hit > at - limit.windowMs);
    if (limit.hits.length >= limit.max)
      return Math.max(1, Math.ceil(((limit.hits[0] ?? at) + limit.windowMs - at) / 1000));
    limit.hits.push(at);
    return null;
  };

  const server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const found = routes
        .filter((r) => r.method === req.method)
        .map((r) => ({ r, match: r.path.exec(url.pathname) }))
        .find((m) => m.match !== null);
      const send = (name: string, status: number, body?: unknown, headers: Record<string, string> = {}) => {
        log.push({ endpoint: name, status });
        res
          .writeHead(status, { "content-type": "application/json", ...headers })
          .end(body === undefined ? "" : JSON.stringify(body));
      };
      if (!found) return send("unknown", 404, { error: "not found" });
      const { name } = found.r;
      const failure = failures.get(name)?.shift();
      if (failure === "down") {
        log.push({ endpoint: name, status: 0 });
        return req.socket.destroy();
      }
      if (failure !== undefined && failure !== "lost") return send(name, failure, { error: "scripted failure" });
      const wait = limited(name);
      if (wait !== null)
        return send(name, 429, problem(429, "TooManyRequests", "rate limit").body, { "retry-after": String(wait) });
      const answer = found.r.handler({
        url,
        body: Buffer.concat(chunks).toString("utf8"),
        headers: req.headers,
        params: found.match!.slice(1),
      });
      if (failure === "lost") {
        log.push({ endpoint: name, status: 0 });
        return req.socket.destroy();
      }
      send(name, answer.status, answer.body, answer.headers);
    });
  });
  const documents = documentRoutes(route, authorized, taxpayers);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: () => ({
      MYINVOIS_API_URL: url,
      MYINVOIS_CLIENT_ID: MYINVOIS_CLIENT.id,
      MYINVOIS_CLIENT_SECRET: MYINVOIS_CLIENT.secret,
    }),
    register: (taxpayer) => taxpayers.set(taxpayer.tin, taxpayer),
    failNext: (endpoint, failure) => failures.set(endpoint, [...(failures.get(endpoint) ?? []), failure]),
    limit: (endpoint, max, windowSeconds = 60) =>
      limits.set(endpoint, { max, windowMs: windowSeconds * 1000, hits: [] }),
    route,
    documents,
    tokens,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
