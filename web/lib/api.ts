import type { QueryFunction } from "@tanstack/react-query";
import { authAtom, tokenAtom } from "./auth.ts";
import { appStore } from "./store.ts";

type Store = typeof appStore;

// The message follows the spec's error catalogue: "<status>: <body text or status text>".
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

export type Unauthorized = "throw" | "returnNull";

type ApiOptions = {
  store: Store;
  fetch?: typeof fetch;
  onUnauthorized?: () => void;
};

export function createApi({ store, fetch: fetchImpl = (...args) => fetch(...args), onUnauthorized }: ApiOptions) {
  async function send(method: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const token = store.get(tokenAtom);
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (file uploads) goes as multipart, whose boundary the browser writes itself.
    const isForm = typeof FormData !== "undefined" && body instanceof FormData;
    if (body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    return fetchImpl(path, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  }

  async function check(response: Response): Promise<Response> {
    if (response.status === 401 || response.status === 403) {
      store.set(authAtom, null);
      onUnauthorized?.();
    }
    if (!response.ok) {
      const text = (await response.text()) || response.statusText;
      throw new ApiError(response.status, `${response.status}: ${text}`);
    }
    return response;
  }

  // Any method and path, optional JSON (or FormData) body; used by mutations.
  async function request(method: string, path: string, body?: unknown): Promise<Response> {
    return check(await send(method, path, body));
  }

  // GET on the first element of the query key. Callers that tolerate being signed out get null
  // on 401 instead of being sent to the login screen.
  function queryFn<T>({ on401 = "throw" }: { on401?: Unauthorized } = {}): QueryFunction<T | null> {
    return async ({ queryKey, signal }) => {
      const path = queryKey[0];
      if (typeof path !== "string") throw new TypeError("The first query key element must be an API path");
      const response = await send("GET", path, undefined, signal);
      if (on401 === "returnNull" && response.status === 401) return null;
      return (await (await check(response)).json()) as T;
    };
  }

  return { request, queryFn };
}

let unauthorizedHandler: (() => void) | undefined;

// The router lives in app/, which lib/ must not import; the app registers navigation here.
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const api = createApi({ store: appStore, onUnauthorized: () => unauthorizedHandler?.() });
