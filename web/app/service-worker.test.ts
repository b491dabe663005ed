import fs from "node:fs";
import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { mayRegister } from "./service-worker.ts";

const SOURCE = fs.readFileSync(new URL("../public/sw.js", import.meta.url), "utf8");
const ORIGIN = "https://jemput.example";

type FakeRequest = { url: string; method: string; mode: string; cache?: string };
type FakeResponse = { url: string; ok: boolean; type: string; from: string; clone: () => FakeResponse };
type Handler = (event: Record<string, unknown>) => void;

const response = (url: string, from: string, ok = true): FakeResponse => ({
  url,
  ok,
  type: "basic",
  from,
  clone: () => response(url, from, ok),
});

// sw.js run as a browser would run it, against a fake network and an in-memory Cache Storage.
function loadWorker(online = true) {
  const handlers = new Map<string, Handler>();
  const stores = new Map<string, Map<string, FakeResponse>>();
  const urlOf = (request: string | FakeRequest) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const network = vi.fn(async (request: FakeRequest) => {
    if (!online) throw new TypeError("Failed to fetch");
    return response(request.url, "network");
  });
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, FakeResponse>();
    stores.set(name, entries);
    return {
      add: async (request: FakeRequest) => void entries.set(urlOf(request), await network(request)),
      put: async (request: FakeRequest, answer: FakeResponse) => void entries.set(urlOf(request), answer),
      match: async (request: FakeRequest) => entries.get(urlOf(request))?.clone(),
      keys: async () => [...entries.keys()].map((url) => ({ url })),
      delete: async (request: FakeRequest) => entries.delete(urlOf(request)),
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: string, { cacheName }: { cacheName: string }) =>
      stores.get(cacheName)?.get(urlOf(request))?.clone(),
  };
  const self = {
    location: new URL(`${ORIGIN}/sw.js`),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    registration: { navigationPreload: { enable: async () => undefined } },
    clients: { claim: async () => undefined },
  };
  class Request {
    url: string;
    method = "GET";
    mode = "cors";
    cache: string | undefined;
    constructor(url: string, init?: { cache?: string }) {
      this.url = urlOf(url);
      this.cache = init?.cache;
    }
  }
  vm.runInNewContext(SOURCE, { self, caches, fetch: network, Request, URL, Promise, Set, Math });

  const lifecycle = async (type: "install" | "activate") => {
    const waits: Array<Promise<unknown>> = [];
    handlers.get(type)!({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  const request = async (path: string, init: Partial<FakeRequest> = {}) => {
    let answer: Promise<FakeResponse> | undefined;
    const waits: Array<Promise<unknown>> = [];
    handlers.get("fetch")!({
      request: { url: new URL(path, ORIGIN).href, method: "GET", mode: "cors", ...init },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (promise: Promise<FakeResponse>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    const answered = answer === undefined ? undefined : await answer.catch((error: Error) => error);
    await Promise.all(waits);
    return answered;
  };
  const stored = () =>
    [...stores.values()].flatMap((entries) => [...entries.keys()].map((url) => new URL(url).pathname));
  return { lifecycle, request, stored, stores, network, goOffline: () => (online = false) };
}

describe("registering the service worker", () => {
  it("happens over https and on localhost only", () => {
    expect(mayRegister({ protocol: "https:", hostname: "jemput.my" })).toBe(true);
    expect(mayRegister({ protocol: "http:", hostname: "localhost" })).toBe(true);
    expect(mayRegister({ protocol: "http:", hostname: "127.0.0.1" })).toBe(false);
    expect(mayRegister({ protocol: "http:", hostname: "jemput.my" })).toBe(false);
  });
});

describe("the service worker", () => {
  it("keeps the offline page when it installs, and drops the caches of other versions when it activates", async () => {
    const worker = loadWorker();
    worker.stores.set("jemput-assets-v0", new Map());
    await worker.lifecycle("install");
    expect(worker.network).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${ORIGIN}/offline.html`, cache: "reload" }),
    );
    await worker.lifecycle("activate");
    expect([...worker.stores.keys()]).toEqual(["jemput-pages-v1"]);
    expect(worker.stored()).toEqual(["/offline.html"]);
  });

  it("never answers or stores an API call, an upload, a write or another origin's file", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    for (const path of [
      "/api/profile",
      "/api/dashboard/stats?month=1",
      "/uploads/banner.png",
      "https://cdn.example/a.js",
    ]) {
      expect(await worker.request(path), path).toBeUndefined();
    }
    expect(await worker.request("/api/profile/data-export", { mode: "navigate" })).toBeUndefined();
    expect(await worker.request("/assets/index-1.js", { method: "POST" })).toBeUndefined();
    expect(worker.stored()).toEqual(["/offline.html"]);
  });

  it("keeps each hashed build file it sees and answers it from the cache afterwards", async () => {
    const worker = loadWorker();
    expect(await worker.request("/assets/index-1.js")).toMatchObject({ from: "network" });
    worker.goOffline();
    expect(await worker.request("/assets/index-1.js")).toMatchObject({
      from: "network",
      url: `${ORIGIN}/assets/index-1.js`,
    });
    expect(worker.network).toHaveBeenCalledTimes(1);
    expect(worker.stored()).toEqual(["/assets/index-1.js"]);
  });

  it("sends pages to the network, unstored, and shows the offline page when the network fails", async () => {
    const worker = loadWorker();
    await worker.lifecycle("install");
    expect(await worker.request("/dashboard", { mode: "navigate" })).toMatchObject({ from: "network" });
    expect(worker.stored()).toEqual(["/offline.html"]);
    worker.goOffline();
    expect(await worker.request("/team", { mode: "navigate" })).toMatchObject({ url: `${ORIGIN}/offline.html` });
  });
});
