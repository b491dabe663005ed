import { afterEach, describe, expect, it, vi } from "vitest";
import { isFirstVisit, rememberFirstVisit } from "./first-visit.ts";

// A Map-backed stand-in for the tab's sessionStorage (Node has none).
function fakeSessionStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

afterEach(() => {
  rememberFirstVisit(null);
  vi.unstubAllGlobals();
});

describe("first visit", () => {
  it("is the member who registered on this tab, and no one else", () => {
    rememberFirstVisit(7);
    expect(isFirstVisit(7)).toBe(true);
    expect(isFirstVisit("7")).toBe(true);
    expect(isFirstVisit(8)).toBe(false);
    expect(isFirstVisit(undefined)).toBe(false);
  });

  it("ends with the next sign-in that is not a registration", () => {
    rememberFirstVisit(7);
    rememberFirstVisit(null);
    expect(isFirstVisit(7)).toBe(false);
  });

  it("is kept in the tab's sessionStorage, so a reload still knows", () => {
    const storage = fakeSessionStorage();
    vi.stubGlobal("sessionStorage", storage);
    rememberFirstVisit(7);
    expect(storage.data.get("jemput.firstVisit")).toBe("7");
    // Another page load of the same tab: storage is what it has.
    storage.data.set("jemput.firstVisit", "9");
    expect(isFirstVisit(9)).toBe(true);
    rememberFirstVisit(null);
    expect(storage.data.has("jemput.firstVisit")).toBe(false);
  });

  it("lasts for the page when storage refuses access", () => {
    vi.stubGlobal("sessionStorage", {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    });
    rememberFirstVisit(7);
    expect(isFirstVisit(7)).toBe(true);
  });
});
