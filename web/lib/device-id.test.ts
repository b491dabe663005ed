import { describe, expect, it, vi } from "vitest";
import { createDeviceId, DEVICE_ID_KEY, randomUuid } from "./device-id.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const KEPT = "0b9e4f2a-3c1d-4e5f-8a6b-7c8d9e0f1a2b";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: vi.fn((key: string) => values.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
  };
}

describe("device id", () => {
  it("makes one on first use and keeps it in storage", () => {
    const storage = memoryStorage();
    const id = createDeviceId(() => storage)();
    expect(id).toMatch(UUID_V4);
    expect(storage.values.get(DEVICE_ID_KEY)).toBe(id);
  });

  it("sends the kept id again on a later page load", () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: KEPT });
    expect(createDeviceId(() => storage)()).toBe(KEPT);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("replaces a kept value that is not an id", () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: "<script>" });
    const id = createDeviceId(() => storage)();
    expect(id).toMatch(UUID_V4);
    expect(storage.values.get(DEVICE_ID_KEY)).toBe(id);
  });

  it("reads storage once and answers the same id for the rest of the page load", () => {
    const storage = memoryStorage();
    const deviceId = createDeviceId(() => storage);
    const first = deviceId();
    storage.values.clear();
    expect([deviceId(), deviceId()]).toEqual([first, first]);
    expect(storage.getItem).toHaveBeenCalledOnce();
  });

  it("lasts for the page load without storage, or when storage refuses", () => {
    const none = createDeviceId(() => undefined);
    expect(none()).toMatch(UUID_V4);
    expect(none()).toBe(none());

    const refusing = createDeviceId(() => ({
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    }));
    expect(refusing()).toMatch(UUID_V4);
    expect(refusing()).toBe(refusing());
  });

  it("builds a version 4 UUID from random bytes where randomUUID is missing", () => {
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const ids = new Set(Array.from({ length: 50 }, randomUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true });
    }
  });
});
