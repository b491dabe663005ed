import { localStorageOrNone } from "./local-storage.ts";

// A random id this browser keeps and sends with every API request (X-Device-Id), so the server
// can tell when several accounts register or sign in from one browser. Nothing about the
// device is read to make it: it is a first-party random value the visitor can clear with the
// site's data. Without storage (disabled, private browsing) it lasts for the page load.
export const DEVICE_ID_KEY = "jemput.device";
export const DEVICE_ID_HEADER = "X-Device-Id";

type DeviceStorage = Pick<Storage, "getItem" | "setItem">;

// What a stored value must look like to be sent again; anything else (edited by hand, cut
// short) is replaced rather than passed on to the server.
const WELL_FORMED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A version 4 UUID. crypto.randomUUID exists only in secure contexts (HTTPS, localhost), so a
 * page served over plain HTTP on a local network builds one from getRandomValues instead.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function read(storage: DeviceStorage | undefined): string | null {
  try {
    const value = storage?.getItem(DEVICE_ID_KEY) ?? null;
    return value !== null && WELL_FORMED.test(value) ? value : null;
  } catch {
    return null;
  }
}

function keep(storage: DeviceStorage | undefined, id: string): void {
  try {
    storage?.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage full or refused: the id still holds for this page load.
  }
}

/**
 * The id, read once and then remembered, so every request of a page load sends the same one
 * even when storage refuses to keep it.
 */
export function createDeviceId(
  storage: () => DeviceStorage | undefined = localStorageOrNone,
  random: () => string = randomUuid,
): () => string {
  let id: string | undefined;
  return () => {
    if (id !== undefined) return id;
    const store = storage();
    const kept = read(store);
    id = kept ?? random();
    if (kept === null) keep(store, id);
    return id;
  };
}

export const deviceId = createDeviceId();
