import { QueryClient } from "@tanstack/react-query";
import { createStore } from "jotai";
import { describe, expect, it, vi } from "vitest";
import { ApiError, createApi, retryAfterOf } from "./api.ts";
import { authAtom, tokenAtom, userAtom } from "./auth.ts";
import { createDeviceId, DEVICE_ID_KEY } from "./device-id.ts";

type Call = { url: string; init: RequestInit };

const DEVICE = "6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f";

function setup(respond: (call: Call) => Response, deviceId: () => string = () => DEVICE) {
  const store = createStore();
  store.set(authAtom, { token: "tok-1", user: { firstName: "Aisyah" } });
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const api = createApi({
    store,
    onUnauthorized,
    deviceId,
    fetch: async (url, init = {}) => {
      const call = { url: String(url), init };
      calls.push(call);
      return respond(call);
    },
  });
  return { store, calls, onUnauthorized, api };
}

// Queries run through a real QueryClient, as the screens will run them.
function fetchQuery<T>(queryFn: ReturnType<ReturnType<typeof createApi>["queryFn"]>, key: string) {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery({
    queryKey: [key],
    queryFn,
  }) as Promise<T>;
}

describe("api client", () => {
  it("GETs the first query key element with the bearer token and cookies", async () => {
    const { calls, api } = setup(() => Response.json({ teamSize: 3 }));
    const data = await fetchQuery<{ teamSize: number }>(api.queryFn(), "/api/dashboard/stats");
    expect(data).toEqual({ teamSize: 3 });
    expect(calls[0]?.url).toBe("/api/dashboard/stats");
    expect(calls[0]?.init.method).toBe("GET");
    expect(calls[0]?.init.credentials).toBe("include");
    expect(calls[0]?.init.headers).toEqual({
      Authorization: "Bearer tok-1",
      "X-Device-Id": DEVICE,
      "Accept-Language": "en",
    });
  });

  it("sends the language the screens speak as Accept-Language", async () => {
    const calls: Call[] = [];
    const api = createApi({
      store: createStore(),
      deviceId: () => DEVICE,
      language: () => "ta",
      fetch: async (url, init = {}) => {
        calls.push({ url: String(url), init });
        return Response.json({ ok: true });
      },
    });
    await api.request("POST", "/api/auth/register", { firstName: "" });
    expect(calls[0]?.init.headers).toMatchObject({ "Accept-Language": "ta" });
  });

  it("sends JSON bodies on requests", async () => {
    const { calls, api } = setup(() => Response.json({ ok: true }));
    await api.request("PUT", "/api/profile", { firstName: "Siti" });
    expect(calls[0]?.init.body).toBe('{"firstName":"Siti"}');
    expect(calls[0]?.init.headers).toMatchObject({ "Content-Type": "application/json" });
  });

  it("sends a FormData body as it is, leaving the multipart Content-Type to the browser", async () => {
    const { calls, api } = setup(() => Response.json({ id: 1 }));
    const form = new FormData();
    form.append("description", "Raya banner");
    await api.request("POST", "/api/admin/upload-image", form);
    expect(calls[0]?.init.body).toBe(form);
    expect(calls[0]?.init.headers).toEqual({
      Authorization: "Bearer tok-1",
      "X-Device-Id": DEVICE,
      "Accept-Language": "en",
    });
  });

  it("sends the browser's kept device id with every request, the same one each time", async () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
    };
    const { calls, api } = setup(
      () => Response.json({ ok: true }),
      createDeviceId(() => storage),
    );
    await api.request("POST", "/api/auth/login", { email: "a@jemput.test" });
    await fetchQuery(api.queryFn(), "/api/profile");
    await api.request("PUT", "/api/profile", { firstName: "Siti" });

    const sent = calls.map((call) => (call.init.headers as Record<string, string>)["X-Device-Id"]);
    expect(sent[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(sent)).toEqual(new Set([sent[0]]));
    expect(kept.get(DEVICE_ID_KEY)).toBe(sent[0]);
  });

  it("reports failures as '<status>: <body>', falling back to the status text", async () => {
    const withBody = setup(() => new Response("Email already exists", { status: 409 }));
    await expect(withBody.api.request("POST", "/api/x")).rejects.toThrow(
      new ApiError(409, "409: Email already exists"),
    );

    const noBody = setup(() => new Response(null, { status: 500, statusText: "Internal Server Error" }));
    await expect(noBody.api.request("POST", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("carries a rate limit's Retry-After to the error, in seconds", async () => {
    const limited = setup(() =>
      Response.json(
        { error: "Too many attempts. Please try again later." },
        { status: 429, headers: { "Retry-After": "720" } },
      ),
    );
    const refused = await limited.api.request("POST", "/api/auth/login", {}).catch((error: unknown) => error);
    expect([(refused as ApiError).status, (refused as ApiError).retryAfterSeconds]).toEqual([429, 720]);
    const plain = setup(() => new Response("nope", { status: 400 }));
    const bad = await plain.api.request("POST", "/api/x").catch((error: unknown) => error);
    expect((bad as ApiError).retryAfterSeconds).toBeNull();
  });

  it("reads Retry-After as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-03-01T10:00:00Z");
    expect(retryAfterOf("90", now)).toBe(90);
    expect(retryAfterOf("Sun, 01 Mar 2026 10:12:00 GMT", now)).toBe(720);
    expect(retryAfterOf("Sun, 01 Mar 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterOf(null, now)).toBeNull();
    expect(retryAfterOf("soon", now)).toBeNull();
  });

  it.each([401, 403])("on %i clears the stored session and asks for the login screen", async (status) => {
    const { store, onUnauthorized, api } = setup(() => new Response("nope", { status }));
    await expect(fetchQuery(api.queryFn(), "/api/profile")).rejects.toThrow(`${status}: nope`);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("keeps the session on a 403 that asks the member to confirm it's them, and gives its code", async () => {
    const body = { error: "Confirm it's you to continue", code: "step_up_required" };
    const { store, onUnauthorized, api } = setup(() => Response.json(body, { status: 403 }));
    const refused = await api.request("POST", "/api/profile/2fa/enrol").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect([(refused as ApiError).status, (refused as ApiError).code]).toEqual([403, "step_up_required"]);
    expect(store.get(tokenAtom)).toBe("tok-1");
    expect(onUnauthorized).not.toHaveBeenCalled();
    // Any other 403 still signs out, and an answer without a code has none.
    const other = setup(() => Response.json({ error: "Forbidden" }, { status: 403 }));
    const forbidden = await other.api.request("GET", "/api/admin/stats").catch((error: unknown) => error);
    expect((forbidden as ApiError).code).toBeNull();
    expect(other.store.get(tokenAtom)).toBeNull();
  });

  it("yields null on 401 for callers that tolerate being signed out", async () => {
    const { store, onUnauthorized, api } = setup(() => new Response("nope", { status: 401 }));
    expect(await fetchQuery(api.queryFn({ on401: "returnNull" }), "/api/profile")).toBeNull();
    expect(store.get(tokenAtom)).toBe("tok-1");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
