import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, tempDir, type TestApp } from "../../testing/harness.ts";

// A stand-in for a web build: an entry, a screen chunk with the build's brotli and gzip copies,
// and the route-preloads.json the build writes.
let app: TestApp;
let webDir: string;
const SCREEN = "export const LoginScreen = () => 'a screen';\n".repeat(20);
const INDEX = `<!doctype html><html><head><title>Jemput</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(
      `${app.baseUrl}${pathname}`,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} },
      (response) => {
        const chunks: Array<Buffer> = [];
        response.on("data", (c: Buffer) => chunks.push(c));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on("error", reject);
  });

beforeAll(async () => {
  webDir = tempDir("jemput-web-");
  fs.mkdirSync(path.join(webDir, "assets"));
  fs.writeFileSync(path.join(webDir, "index.html"), INDEX);
  fs.writeFileSync(path.join(webDir, "assets/index-1.js"), "console.log('entry');\n");
  const screen = path.join(webDir, "assets/LoginScreen-2.js");
  fs.writeFileSync(screen, SCREEN);
  fs.writeFileSync(`${screen}.br`, zlib.brotliCompressSync(SCREEN));
  fs.writeFileSync(`${screen}.gz`, zlib.gzipSync(SCREEN, { level: 9 }));
  fs.writeFileSync(path.join(webDir, "route-preloads.json"), JSON.stringify({ "/login": ["assets/LoginScreen-2.js"] }));
  // What the build copies from web/public: the service worker, the manifest and the offline page.
  fs.writeFileSync(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  fs.writeFileSync(path.join(webDir, "manifest.webmanifest"), JSON.stringify({ name: "Jemput" }));
  fs.writeFileSync(path.join(webDir, "offline.html"), "<!doctype html><title>Offline</title>");
  app = await startTestApp({ webDir });
});
afterAll(async () => {
  await app?.close();
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends a hashed asset's brotli or gzip copy, as the browser accepts, cached for a year", async () => {
    const br = await get("/assets/LoginScreen-2.js", "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCREEN);
    const gz = await get("/assets/LoginScreen-2.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCREEN);
    for (const r of [br, gz]) {
      expect(r.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers["vary"]).toMatch(/Accept-Encoding/i);
    }
    const plain = await get("/assets/LoginScreen-2.js");
    expect([plain.headers["content-encoding"], plain.body.toString()]).toEqual([undefined, SCREEN]);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never serves a file outside the assets, and answers 404 for a missing one", async () => {
    expect((await get("/assets/..%2froute-preloads.json", "br")).status).toBe(403);
    expect((await get("/assets/missing-3.js", "br")).status).toBe(404);
  });

  it("names the address's screen chunks in the page, which is never cached", async () => {
    const login = await get("/login");
    expect(login.headers["cache-control"]).toBe("no-cache");
    expect(login.headers["content-type"]).toMatch(/^text\/html/);
    expect(login.body.toString()).toContain(`<link rel="modulepreload" crossorigin href="/assets/LoginScreen-2.js">`);
    expect((await get("/join/AMINAH1")).body.toString()).toContain("/assets/LoginScreen-2.js");
    expect((await get("/dashboard")).body.toString()).toBe(INDEX);
  });

  it("serves the service worker as JavaScript and the manifest as a manifest, both revalidated on every visit", async () => {
    const worker = await get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.body.toString()).toContain("addEventListener");
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(manifest.body.toString())).toEqual({ name: "Jemput" });
    const offline = await get("/offline.html");
    expect(offline.headers["content-type"]).toMatch(/^text\/html/);
    expect(offline.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
