import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { localStorageOrNone } from "./local-storage.ts";

// The user object's fields come from the server; only those the shell reads are named here.
export type StoredUser = {
  id?: number | string;
  email?: string;
  firstName?: string;
  lastName?: string;
  isAdmin?: boolean;
  referralId?: string;
  [field: string]: unknown;
};

export type AuthResult = { token: string; user: StoredUser | null };

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

// Without localStorage (local-storage.ts) the app runs signed out.
type Codec<T> = { parse: (raw: string) => T | null; serialize: (value: T) => string };

function localItem<T>(codec: Codec<T>) {
  return {
    getItem: (key: string, initial: T | null): T | null => {
      const raw = localStorageOrNone()?.getItem(key);
      return raw == null ? initial : codec.parse(raw);
    },
    setItem: (key: string, value: T | null): void => {
      if (value === null) localStorageOrNone()?.removeItem(key);
      else localStorageOrNone()?.setItem(key, codec.serialize(value));
    },
    removeItem: (key: string): void => localStorageOrNone()?.removeItem(key),
    // Signing in or out in one tab updates every other open tab.
    subscribe: (key: string, callback: (value: T | null) => void, initial: T | null) => {
      if (typeof window === "undefined") return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== localStorageOrNone() || (event.key !== key && event.key !== null)) return;
        callback(event.newValue == null ? initial : codec.parse(event.newValue));
      };
      window.addEventListener("storage", onStorage);
      return () => window.removeEventListener("storage", onStorage);
    },
  };
}

// The token is kept as the bare string (not JSON-quoted) under the key `token`, next to `user`,
// as other clients of the same origin expect.
const tokenCodec: Codec<string> = {
  parse: (raw) => (raw === "" ? null : raw),
  serialize: (value) => value,
};

const userCodec: Codec<StoredUser> = {
  parse: (raw) => {
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as StoredUser) : null;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
};

// getOnInit: the very first render must already know whether someone is signed in, otherwise a
// protected screen would flash the login form on every reload.
export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, localItem(tokenCodec), { getOnInit: true });
export const userAtom = atomWithStorage<StoredUser | null>(USER_KEY, null, localItem(userCodec), { getOnInit: true });

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);

// Sign in with a login/register result, or sign out with null: token and user always change together.
export const authAtom = atom(
  (get) => ({ token: get(tokenAtom), user: get(userAtom) }),
  (_get, set, next: AuthResult | null) => {
    set(tokenAtom, next?.token ?? null);
    set(userAtom, next?.user ?? null);
  },
);
