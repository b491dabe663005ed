import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for the part of Brevo's API v3 that Jemput calls, on 127.0.0.1, for tests:
// it checks the `api-key` header (401) and the documented request shapes (400), keeps what it
// accepted, and answers 429 or 5xx on demand from a queue of scripted failures.
export interface Logged {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}
export interface Mail {
  readonly messageId: string;
  readonly body: Record<string, unknown>;
}
export interface Import {
  readonly processId: number;
  readonly body: { jsonBody: Array<{ email: string; attributes: Record<string, unknown> }>; listIds: Array<number> };
}
/** A scripted answer; null lets that call through. */
export type Failure = { readonly status: number; readonly resetSeconds?: number } | null;

/** The endpoints, as `failNext` names them. */
export type Endpoint =
  "POST /smtp/email" | "POST /contacts/attributes" | "POST /contacts/import" | "GET /processes" | "PUT /contacts";

export interface BrevoStandIn {
  readonly apiKey: string;
  readonly url: string;
  /** Settings that point the app at the stand-in. */
  readonly env: Record<string, string>;
  readonly log: Array<Logged>;
  readonly mails: Array<Mail>;
  readonly imports: Array<Import>;
  readonly attributes: Map<string, string>;
  readonly blacklisted: Set<string>;
  /** Scripted answers for the next calls of an endpoint, used before the stand-in looks at them. */
  readonly failNext: (endpoint: Endpoint, ...failures: Array<Failure>) => void;
  /** A contact Brevo already has (one added in Brevo's own screens, say). */
  readonly addContact: (email: string) => void;
  /** Imports from the `n`th on stay in process until released. */
  readonly holdProcessesFrom: (n: number) => () => void;
  readonly close: () => Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL_KEYS = new Set([
  "sender",
  "to",
  "cc",
  "bcc",
  "replyTo",
  "subject",
  "htmlContent",
  "textContent",
  "headers",
  "templateId",
  "params",
  "tags",
  "attachment",
  "messageVersions",
  "scheduledAt",
  "batchId",
]);
const IMPORT_KEYS = new Set([
  "fileUrl",
  "fileBody",
  "jsonBody",
  "listIds",
  "notifyUrl",
  "newList",
  "emailBlacklist",
  "disableNotification",
  "smsBlacklist",
  "updateExistingContacts",
  "emptyContactsAttributes",
]);
const CONTACT_KEYS = new Set([
  "attributes",
  "emailBlacklisted",
  "smsBlacklisted",
  "listIds",
  "unlinkListIds",
  "ext_id",
]);
const ATTRIBUTE_TYPES = new Set(["text", "date", "float", "boolean", "id"]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const unknownKeys = (body: Record<string, unknown>, known: Set<string>) =>
  Object.keys(body).filter((k) => !known.has(k));

/** Why a transactional email request is not one Brevo takes, or null. */
const emailProblem = (b: Record<string, unknown>): string | null => {
  const extra = unknownKeys(b, EMAIL_KEYS);
  if (extra.length > 0) return `unknown parameter ${extra[0]}`;
  const sender = b["sender"];
  if (!isObject(sender) || typeof sender["email"] !== "string" || !EMAIL.test(sender["email"]))
    return "sender.email is missing or not valid";
  if (sender["name"] !== undefined && typeof sender["name"] !== "string") return "sender.name must be a string";
  const to = b["to"];
  if (!Array.isArray(to) || to.length === 0) return "to is missing";
  for (const r of to) {
    if (!isObject(r) || typeof r["email"] !== "string" || !EMAIL.test(r["email"])) return "to.email is not valid";
    if (r["name"] !== undefined && typeof r["name"] !== "string") return "to.name must be a string";
  }
  if (typeof b["subject"] !== "string" || b["subject"] === "") return "subject is missing";
  const html = b["htmlContent"];
  const text = b["textContent"];
  if ((typeof html !== "string" || html === "") && (typeof text !== "string" || text === ""))
    return "htmlContent or textContent is required";
  const headers = b["headers"];
  if (headers !== undefined) {
    if (!isObject(headers) || Object.values(headers).some((v) => typeof v !== "string"))
      return "headers must be an object of strings";
    if (headers["idempotencyKey"] !== undefined && !UUID.test(String(headers["idempotencyKey"])))
      return "idempotencyKey must be a UUID";
  }
  return null;
};

const importProblem = (b: Record<string, unknown>): string | null => {
  const extra = unknownKeys(b, IMPORT_KEYS);
  if (extra.length > 0) return `unknown parameter ${extra[0]}`;
  const rows = b["jsonBody"];
  if (!Array.isArray(rows) || rows.length === 0) return "jsonBody is missing";
  for (const row of rows) {
    if (!isObject(row) || typeof row["email"] !== "string" || !EMAIL.test(row["email"]))
      return "jsonBody.email is not valid";
    const attributes = row["attributes"];
    if (
      attributes !== undefined &&
      (!isObject(attributes) ||
        Object.values(attributes).some((v) => !["string", "number", "boolean"].includes(typeof v)))
    ) {
      return "jsonBody.attributes must be an object of strings, numbers and booleans";
    }
  }
  const lists = b["listIds"];
  if (
    b["newList"] === undefined &&
    (!Array.isArray(lists) || lists.length === 0 || lists.some((id) => !Number.isInteger(id) || id <= 0))
  )
    return "listIds is mandatory if newList is not defined";
  for (const flag of [
    "updateExistingContacts",
    "emptyContactsAttributes",
    "emailBlacklist",
    "smsBlacklist",
    "disableNotification",
  ]) {
    if (b[flag] !== undefined && typeof b[flag] !== "boolean") return `${flag} must be a boolean`;
  }
  return null;
};

export const startBrevoStandIn = async (): Promise<BrevoStandIn> => {
  const apiKey = `xkeysib-test-${crypto.randomBytes(12).toString("hex")}`;
  const log: Array<Logged> = [];
  const mails: Array<Mail> = [];
  const imports: Array<Import> = [];
  const attributes = new Map<string, string>();
  const blacklisted = new Set<string>();
  const contacts = new Set<string>();
  const byIdempotencyKey = new Map<string, string>();
  const processes = new Map<number, { import: number; polls: number }>();
  const scripted = new Map<Endpoint, Array<Failure>>();
  let heldFrom = Infinity;

  const handle = (
    method: string,
    path: string,
    headers: http.IncomingHttpHeaders,
    body: unknown,
  ): { status: number; body?: unknown; headers?: Record<string, string> } => {
    if (headers["api-key"] !== apiKey) return { status: 401, body: { code: "unauthorized", message: "Key not found" } };
    const segments = path.split("/").filter(Boolean);
    const endpoint = (
      method === "POST" && path === "/smtp/email"
        ? "POST /smtp/email"
        : method === "POST" &&
            segments.length === 4 &&
            segments[0] === "contacts" &&
            segments[1] === "attributes" &&
            segments[2] === "normal"
          ? "POST /contacts/attributes"
          : method === "POST" && path === "/contacts/import"
            ? "POST /contacts/import"
            : method === "GET" && segments.length === 2 && segments[0] === "processes"
              ? "GET /processes"
              : method === "PUT" && segments.length === 2 && segments[0] === "contacts"
                ? "PUT /contacts"
                : null
    ) satisfies Endpoint | null;
    if (endpoint === null)
      return { status: 404, body: { code: "not_found", message: `no such endpoint: ${method} ${path}` } };
    const failure = scripted.get(endpoint)?.shift();
    if (failure) {
      const [code, message] =
        failure.status === 429
          ? ["too_many_requests", "Too many requests"]
          : failure.status >= 500
            ? ["internal_error", "Internal error"]
            : ["invalid_parameter", "Scripted refusal"];
      return {
        status: failure.status,
        body: { code, message },
        headers:
          failure.resetSeconds === undefined
            ? {}
            : { "x-sib-ratelimit-reset": String(failure.resetSeconds), "x-sib-ratelimit-remaining": "0" },
      };
    }
    const invalid = (message: string) => ({ status: 400, body: { code: "invalid_parameter", message } });
    if (method !== "GET" && !isObject(body))
      return { status: 400, body: { code: "bad_request", message: "the body must be a JSON object" } };
    const b = body as Record<string, unknown>;
    switch (endpoint) {
      case "POST /smtp/email": {
        const problem = emailProblem(b);
        if (problem) return invalid(problem);
        const key = (b["headers"] as Record<string, string> | undefined)?.["idempotencyKey"];
        // Brevo sends a request once per idempotency key; a repeat gets the first answer.
        const known = key === undefined ? undefined : byIdempotencyKey.get(key);
        if (known) return { status: 201, body: { messageId: known } };
        const messageId = `<${crypto.randomUUID()}@smtp-relay.mailin.fr>`;
        if (key !== undefined) byIdempotencyKey.set(key, messageId);
        mails.push({ messageId, body: b });
        return { status: 201, body: { messageId } };
      }
      case "POST /contacts/attributes": {
        const name = decodeURIComponent(segments[3]!);
        if (!/^[A-Z][A-Z0-9_]*$/.test(name))
          return invalid("attributeName must be upper-case letters, digits and underscores");
        if (
          unknownKeys(b, new Set(["type", "value", "enumeration", "isRecurring", "multiCategoryOptions"])).length > 0 ||
          !ATTRIBUTE_TYPES.has(String(b["type"]))
        ) {
          return invalid("type must be one of text, date, float, boolean, id");
        }
        if (attributes.has(name))
          return { status: 400, body: { code: "duplicate_parameter", message: "Attribute name must be unique" } };
        attributes.set(name, String(b["type"]));
        return { status: 201 };
      }
      case "POST /contacts/import": {
        const problem = importProblem(b);
        if (problem) return invalid(problem);
        const processId = 1_000 + imports.length + 1;
        imports.push({ processId, body: b as unknown as Import["body"] });
        for (const row of (b as unknown as Import["body"]).jsonBody) contacts.add(row.email.toLowerCase());
        processes.set(processId, { import: imports.length, polls: 0 });
        return { status: 202, body: { processId } };
      }
      case "GET /processes": {
        const processId = Number(segments[1]);
        const process = processes.get(processId);
        if (!process) return { status: 404, body: { code: "document_not_found", message: "Process does not exist" } };
        // queued, then in_process, then completed: one step per look, unless held.
        const status =
          process.polls === 0
            ? "queued"
            : process.polls === 1 || process.import >= heldFrom
              ? "in_process"
              : "completed";
        if (process.import < heldFrom) process.polls += 1;
        return { status: 200, body: { id: processId, name: "IMPORTUSER", status } };
      }
      case "PUT /contacts": {
        const extra = unknownKeys(b, CONTACT_KEYS);
        if (extra.length > 0) return invalid(`unknown parameter ${extra[0]}`);
        if (b["emailBlacklisted"] !== undefined && typeof b["emailBlacklisted"] !== "boolean")
          return invalid("emailBlacklisted must be a boolean");
        const email = decodeURIComponent(segments[1]!).toLowerCase();
        if (!contacts.has(email))
          return { status: 404, body: { code: "document_not_found", message: "Contact does not exist" } };
        if (b["emailBlacklisted"] === true) blacklisted.add(email);
        return { status: 204 };
      }
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const path = url.pathname.replace(/^\/v3(?=\/)/, "");
      let body: unknown = undefined;
      let answer: { status: number; body?: unknown; headers?: Record<string, string> };
      try {
        body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
        answer = url.pathname.startsWith("/v3/")
          ? handle(req.method ?? "GET", path, req.headers, body)
          : { status: 404, body: { code: "not_found", message: "not found" } };
      } catch {
        answer = { status: 400, body: { code: "bad_request", message: "Malformed JSON" } };
      }
      log.push({ method: req.method ?? "GET", path, status: answer.status, body });
      res.writeHead(answer.status, {
        ...(answer.body === undefined ? {} : { "content-type": "application/json" }),
        ...answer.headers,
      });
      res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  return {
    apiKey,
    url,
    env: { BREVO_API_KEY: apiKey, BREVO_API_URL: url, BREVO_LIST_ID: "7" },
    log,
    mails,
    imports,
    attributes,
    blacklisted,
    failNext: (endpoint, ...failures) => scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), ...failures]),
    addContact: (email) => contacts.add(email.toLowerCase()),
    holdProcessesFrom: (n) => {
      heldFrom = n;
      return () => {
        heldFrom = Infinity;
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
