import { createStore } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// A Map-backed stand-in for the browser's localStorage (Node has none).
function fakeStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

// auth.ts reads storage when its atoms are created, so each test imports a fresh copy.
async function loadAuth() {
  vi.resetModules();
  return import("./auth.ts");
}

describe("auth atoms", () => {
  let storage: Storage;
  beforeEach(() => {
    storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("stores the token as a bare string and the user as JSON under 'token' and 'user'", async () => {
    const { authAtom } = await loadAuth();
    createStore().set(authAtom, { token: "abc.def", user: { firstName: "Aisyah", isAdmin: false } });
    expect(storage.getItem("token")).toBe("abc.def");
    expect(JSON.parse(storage.getItem("user") ?? "null")).toEqual({ firstName: "Aisyah", isAdmin: false });
  });

  it("is signed in from the first read when a token is already stored", async () => {
    storage.setItem("token", "abc.def");
    storage.setItem("user", '{"firstName":"Siti"}');
    const { isSignedInAtom, userAtom } = await loadAuth();
    const store = createStore();
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(userAtom)).toEqual({ firstName: "Siti" });
  });

  it("signing out removes both keys", async () => {
    storage.setItem("token", "abc.def");
    storage.setItem("user", "{}");
    const { authAtom, isSignedInAtom } = await loadAuth();
    const store = createStore();
    store.set(authAtom, null);
    expect(storage.getItem("token")).toBeNull();
    expect(storage.getItem("user")).toBeNull();
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it("treats a corrupt stored user as no user, and removes it", async () => {
    storage.setItem("user", "{not json");
    const { userAtom } = await loadAuth();
    expect(createStore().get(userAtom)).toBeNull();
    expect(storage.getItem("user")).toBeNull();
  });

  it("rewrites a whole profile stored by an older version as the identity when first read", async () => {
    const old = { id: 3, firstName: "Siti", phoneNumber: "+60123456789", bankAccountNumber: "1234", isAdmin: "no" };
    storage.setItem("user", JSON.stringify(old));
    const { userAtom } = await loadAuth();
    expect(JSON.parse(storage.getItem("user") ?? "null")).toEqual({ id: 3, firstName: "Siti" });
    expect(createStore().get(userAtom)).toEqual({ id: 3, firstName: "Siti" });
  });

  it("keeps only the identity of whatever is written, in memory and in storage", async () => {
    const { authAtom, refreshIdentityAtom, userAtom } = await loadAuth();
    const store = createStore();
    const profile = {
      id: 3,
      email: "siti@jemput.test",
      firstName: "Siti",
      dateOfBirth: "1990-01-01",
      gender: "female",
    };
    store.set(authAtom, { token: "abc.def", user: profile });
    store.set(refreshIdentityAtom, { ...profile, firstName: "Sity", profilePicture: null });
    const identity = { id: 3, email: "siti@jemput.test", firstName: "Sity", profilePicture: null };
    expect(store.get(userAtom)).toEqual(identity);
    expect(JSON.parse(storage.getItem("user") ?? "null")).toEqual(identity);
  });

  it("does not bring back a signed-out user when a saved profile arrives late", async () => {
    const { refreshIdentityAtom, userAtom } = await loadAuth();
    const store = createStore();
    store.set(refreshIdentityAtom, { id: 3, firstName: "Siti" });
    expect(store.get(userAtom)).toBeNull();
    expect(storage.getItem("user")).toBeNull();
  });
});
