import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { TOO_LARGE } from "../../modules/images/upload.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { written } from "./written.ts";

// Oversized bodies are refused early: a declared length over the limit is answered 413 (JSON)
// from the headers, while the client is still sending; a body sent without a length is cut
// off at the limit. Either way nothing is written.
const MB = 1024 * 1024;

let app: TestApp;
let admin = { token: "" };
let member = { token: "" };

beforeAll(async () => {
  app = await startTestApp();
  const api = client(app);
  admin = await api.registerAdmin();
  member = await api.register("Plain");
});
afterAll(async () => {
  await app?.close();
});

interface Sent {
  readonly status: number;
  readonly json: unknown;
  readonly bytesSent: number;
}

/**
 * Sends `total` bytes of `fill` in 64 KiB chunks, declaring the length unless `chunked`, and
 * stops sending as soon as an answer arrives.
 */
const sendBody = (
  path: string,
  options: { total: number; type: string; token?: string; chunked?: boolean; fill?: string },
) =>
  new Promise<Sent>((resolve, reject) => {
    const { port } = new URL(app.baseUrl);
    const headers: Record<string, string | number> = { "content-type": options.type };
    if (!options.chunked) headers["content-length"] = options.total;
    if (options.token) headers["authorization"] = `Bearer ${options.token}`;
    const req = http.request({ host: "127.0.0.1", port, path, method: "POST", headers, agent: false });
    let bytesSent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, options.fill ?? "a");
    const pump = () => {
      while (!answered && bytesSent < options.total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, options.total - bytesSent));
        bytesSent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      const sentWhenAnswered = bytesSent;
      let text = "";
      res
        .setEncoding("utf8")
        .on("data", (d: string) => (text += d))
        .on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text), bytesSent: sentWhenAnswered });
          } catch (error) {
            reject(error);
          }
        });
    });
    // The server closes the connection after refusing: writes still in flight may fail.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    pump();
  });

describe("oversized bodies", () => {
  it("refuses a JSON body declared over 3 MB before reading it", async () => {
    const before = await written(app);
    const r = await sendBody("/api/profile", { total: 50 * MB, type: "application/json", token: member.token });
    expect([r.status, r.json]).toEqual([413, { error: "Request body too large" }]);
    expect(r.bytesSent, "answered while the client was still sending").toBeLessThan(50 * MB);
    expect(await written(app)).toEqual(before);
  });

  it("refuses an upload declared over 5 MB before reading it, whoever sends it", async () => {
    const before = await written(app);
    for (const token of [admin.token, member.token, undefined]) {
      const r = await sendBody("/api/admin/upload-image", {
        total: 50 * MB,
        type: "multipart/form-data; boundary=x",
        ...(token ? { token } : {}),
      });
      expect([r.status, r.json]).toEqual([413, { error: TOO_LARGE, fields: { image: TOO_LARGE } }]);
      expect(r.bytesSent).toBeLessThan(50 * MB);
    }
    expect(await written(app)).toEqual(before);
  });

  it("cuts off a JSON body sent without a length at the same limit", async () => {
    const before = await written(app);
    const r = await sendBody("/api/posts", {
      total: 4 * MB,
      type: "application/json",
      token: member.token,
      chunked: true,
    });
    expect([r.status, r.json]).toEqual([413, { error: "Request body too large" }]);
    expect(await written(app)).toEqual(before);
  });

  it("lets a body just under the limit through to the route's own checks", async () => {
    const title = "x".repeat(3 * MB - 1024);
    const r = await fetch(`${app.baseUrl}/api/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ title, url: "https://tiktok.com/@a/1", platform: "tiktok" }),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ fields: { title: "must be at most 200 characters" } });
  });
});
