import { Effect } from "effect";
import type { NextFunction, Request, Response } from "express";
import { Database } from "../db/database.ts";
import type { AppRuntime } from "../runtime.ts";
import { UPLOAD_EXTENSIONS } from "./store.ts";

// GET /uploads/{name}, from the database, so any instance answers for any upload. A name that
// is the hash of the bytes ("<hash>.<ext>", under avatars/ or not) can never show anything else:
// it is cached for a year as immutable. An old name (upload_names) is revalidated daily, as the
// files were. Either way the ETag is the hash, and a browser that has it gets a 304.
const YEAR = "public, max-age=31536000, immutable";
const DAY = "public, max-age=86400";

const CONTENT_ADDRESSED = /^(?:avatars\/)?([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
// Old names were random or "<member>-<random>": letters, digits, dots, dashes; never a path.
const OLD_NAME = /^(?:avatars\/)?[A-Za-z0-9_-][\w.-]{0,199}$/;

interface Row {
  hash: string;
  content_type: string;
  size_bytes: number;
  body: Buffer | null;
}

/** The entity tags an If-None-Match header names (weak ones compare equal, RFC 9110 13.1.2). */
export const taggedIn = (header: string | undefined): ReadonlyArray<string> =>
  (header ?? "")
    .split(",")
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .filter((tag) => tag !== "");

const find = (name: string, known: ReadonlyArray<string>, wantBody: boolean) =>
  Effect.gen(function* () {
    const db = yield* Database;
    // The body is read only when the client lacks it, in the same statement as the rest.
    const columns = `u.hash, u.content_type, u.size_bytes,
      CASE WHEN $2 AND NOT (u.hash = ANY($3::text[])) THEN u.body END AS body`;
    const addressed = CONTENT_ADDRESSED.exec(name);
    if (addressed) {
      const [row] = yield* db.query<Row>(`SELECT ${columns} FROM uploads u WHERE u.hash = $1`, [
        addressed[1],
        wantBody,
        known,
      ]);
      // One URL per blob: the extension must be its type's.
      if (!row || UPLOAD_EXTENSIONS[row.content_type] !== addressed[2]) return null;
      return { row, cacheControl: YEAR };
    }
    if (!OLD_NAME.test(name)) return null;
    const [row] = yield* db.query<Row>(
      `SELECT ${columns} FROM upload_names n JOIN uploads u ON u.hash = n.hash WHERE n.name = $1`,
      [name, wantBody, known],
    );
    return row ? { row, cacheControl: DAY } : null;
  });

const notFound = (res: Response) => res.status(404).json({ error: "Not found" });

/** Mounted at /uploads: `req.path` is what follows it, still percent-encoded. */
export const serveUploads =
  (runtime: AppRuntime) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.set("Allow", "GET, HEAD").status(405).json({ error: "Method not allowed" });
      return;
    }
    const name = req.path.slice(1);
    const known = taggedIn(req.get("if-none-match"));
    runtime.runPromise(find(name, known, req.method === "GET")).then((found) => {
      if (!found) return void notFound(res);
      const { row, cacheControl } = found;
      res.set({
        ETag: `"${row.hash}"`,
        "Cache-Control": cacheControl,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      });
      if (known.includes(row.hash) || known.includes("*")) return void res.status(304).end();
      res.set({ "Content-Type": row.content_type, "Content-Length": String(row.size_bytes) });
      if (req.method === "HEAD") return void res.status(200).end();
      res.status(200).end(row.body);
    }, next);
  };
