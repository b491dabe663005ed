import { atom } from "jotai";
import { atomWithStorage } from "jotai/utils";
import { localStorageOrNone } from "./local-storage.ts";

/**
 * Who is signed in, as much as the screens show before their first request: the greeting and
 * avatar (names, picture), the Admin link (isAdmin), "(You)" on the leaderboard (id), the invite
 * link (referralId) and the authenticator's label (email). It is all the device keeps of the
 * member besides the token (ASVS 14.3.3): the rest of the profile (phone, date of birth, bank
 * details, addresses, ...) is read from the profile route by the screens that show it, and stays
 * in the query cache, in memory. Each field may be missing from a session an older version stored.
 */
export type StoredUser = {
  id?: number | string;
  email?: string;
  firstName?: string;
  lastName?: string;
  profilePicture?: string | null;
  isAdmin?: boolean;
  referralId?: string;
};

const isText = (value: unknown) => typeof value === "string";

// The fields kept, each with what a kept value must be; anything else is dropped.
const KEPT: Record<keyof StoredUser, (value: unknown) => boolean> = {
  id: (value) => typeof value === "number" || typeof value === "string",
  email: isText,
  firstName: isText,
  lastName: isText,
  profilePicture: (value) => value === null || typeof value === "string",
  isAdmin: (value) => typeof value === "boolean",
  referralId: isText,
};

/** The identity out of a user or a whole profile; null for anything that is not an object. */
export function identityOf(user: unknown): StoredUser | null {
  if (typeof user !== "object" || user === null || Array.isArray(user)) return null;
  const source = user as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [field, fits] of Object.entries(KEPT)) {
    if (Object.hasOwn(source, field) && fits(source[field])) kept[field] = source[field];
  }
  return kept as StoredUser;
}

/** A sign-in answer: the token and the member's profile, of which the identity is kept. */
export type AuthResult = { token: string; user: StoredUser | null };

export const TOKEN_KEY = "token";
export const USER_KEY = "user";

// Without localStorage (local-storage.ts) the app runs signed out.
type Codec<T> = { parse: (raw: string) => T | null; serialize: (value: T) => string };

function localItem<T>(codec: Codec<T>) {
  function save(key: string, value: T | null): void {
    if (value === null) localStorageOrNone()?.removeItem(key);
    else localStorageOrNone()?.setItem(key, codec.serialize(value));
  }
  // A value is written back in the form this version keeps: a whole profile stored under `user`
  // by an older version is cut down to the identity as soon as it is read (the app's start), and
  // one that does not parse is removed. A storage that refuses the write loses the value instead.
  function read(key: string, initial: T | null): T | null {
    const raw = localStorageOrNone()?.getItem(key);
    if (raw == null) return initial;
    const value = codec.parse(raw);
    if (value === null || codec.serialize(value) !== raw) {
      try {
        save(key, value);
      } catch {
        localStorageOrNone()?.removeItem(key);
      }
    }
    return value ?? initial;
  }
  return {
    getItem: read,
    setItem: save,
    removeItem: (key: string): void => localStorageOrNone()?.removeItem(key),
    // Signing in or out in one tab updates every other open tab (read again, so that a tab of an
    // older version writing a whole profile has it trimmed here too).
    subscribe: (key: string, callback: (value: T | null) => void, initial: T | null) => {
      if (typeof window === "undefined") return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== localStorageOrNone() || (event.key !== key && event.key !== null)) return;
        callback(read(key, initial));
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
      return identityOf(JSON.parse(raw));
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(identityOf(value)),
};

// getOnInit: the very first render must already know whether someone is signed in, otherwise a
// protected screen would flash the login form on every reload.
export const tokenAtom = atomWithStorage<string | null>(TOKEN_KEY, null, localItem(tokenCodec), { getOnInit: true });
const storedUserAtom = atomWithStorage<StoredUser | null>(USER_KEY, null, localItem(userCodec), {
  getOnInit: true,
});

type UserUpdate = StoredUser | null | ((user: StoredUser | null) => StoredUser | null);

// Whatever is written (a whole profile included) is cut down to the identity, in memory as in
// storage, so no screen comes to rely on more of the profile being there.
export const userAtom = atom(
  (get) => get(storedUserAtom),
  (get, set, update: UserUpdate) => {
    const next = typeof update === "function" ? update(get(storedUserAtom)) : update;
    set(storedUserAtom, identityOf(next));
  },
);

/** A profile the server answered with (a save): the stored identity takes its fields from it. */
export const refreshIdentityAtom = atom(null, (_get, set, profile: StoredUser) => {
  set(userAtom, (user) => user && { ...user, ...identityOf(profile) });
});

export const isSignedInAtom = atom((get) => get(tokenAtom) !== null);

// Sign in with a login/register result, or sign out with null: token and user always change together.
export const authAtom = atom(
  (get) => ({ token: get(tokenAtom), user: get(userAtom) }),
  (_get, set, next: AuthResult | null) => {
    set(tokenAtom, next?.token ?? null);
    set(userAtom, next?.user ?? null);
  },
);
