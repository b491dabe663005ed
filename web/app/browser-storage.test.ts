import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Profile } from "../features/profile/api/profile.ts";
import { completeProfile } from "../features/profile/testing/sample-profile.ts";

// ASVS 14.3.3: the browser keeps the token and who is signed in, nothing personal beyond names,
// email and picture. Each way of signing in (and a profile save) is driven from the server's
// answer, decoded by the app's own API calls, into the atoms the hooks write.

const member: Profile = {
  ...completeProfile,
  phoneNumber: "+60198765432",
  bankAccountHolderName: "Nadia binti Ahmad",
  deliveryAddressLine2: "Taman Sri Gaya",
};

// The fields that must never reach the device's storage, by name and by value.
const PERSONAL = [
  "phoneNumber",
  "dateOfBirth",
  "gender",
  "ethnicity",
  "bankAccountHolderName",
  "bankName",
  "bankAccountNumber",
  "deliveryAddressLine1",
  "deliveryAddressLine2",
  "deliveryCity",
  "deliveryState",
  "deliveryPostalCode",
  "deliveryCountry",
] as const satisfies ReadonlyArray<keyof Profile>;

const IDENTITY = {
  id: member.id,
  email: member.email,
  firstName: member.firstName,
  lastName: member.lastName,
  profilePicture: member.profilePicture,
  isAdmin: member.isAdmin,
  referralId: member.referralId,
};

// A Map-backed stand-in for the browser's localStorage (Node has none).
function fakeStorage(): Storage & { entries: () => Array<[string, string]> } {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
    entries: () => [...data.entries()],
  };
}

let storage: ReturnType<typeof fakeStorage>;

// Only the token, the device id and the identity: none of the personal fields, by name or value.
function expectNothingPersonal(identity: Record<string, unknown> = IDENTITY): void {
  const kept = storage.entries();
  for (const field of PERSONAL) {
    const value = member[field];
    for (const [key, raw] of kept) {
      expect(raw, `${field} under ${key}`).not.toContain(field);
      if (value) expect(raw, `${field} under ${key}`).not.toContain(value);
    }
  }
  expect(kept.map(([key]) => key).sort()).toEqual(["jemput.device", "token", "user"]);
  expect(JSON.parse(storage.getItem("user") ?? "null")).toEqual(identity);
}

// Every request answers 200 with the JSON the path maps to.
function serverAnswering(answers: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[String(input)];
      if (answer === undefined) return new Response("not found", { status: 404 });
      return new Response(JSON.stringify(answer), { headers: { "Content-Type": "application/json" } });
    }),
  );
}

// auth.ts reads storage when its atoms are created, so each test imports a fresh app.
async function loadApp() {
  vi.resetModules();
  const [auth, store, authApi, twoFactor, profile] = await Promise.all([
    import("../lib/auth.ts"),
    import("../lib/store.ts"),
    import("../features/auth/api/auth.ts"),
    import("../features/two-factor/api/two-factor.ts"),
    import("../features/profile/api/profile.ts"),
  ]);
  return { ...auth, ...store, ...authApi, ...twoFactor, ...profile };
}

describe("what the browser keeps", () => {
  beforeEach(() => {
    storage = fakeStorage();
    // A fixed device id, so no random digits can look like a kept value.
    storage.setItem("jemput.device", "11111111-1111-4111-8111-111111111111");
    vi.stubGlobal("localStorage", storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the token and the identity after signing in", async () => {
    serverAnswering({ "/api/auth/login": { token: "t.login", user: member } });
    const app = await loadApp();
    app.appStore.set(app.authAtom, await app.login({ email: member.email, password: "secret-pass" }));
    expect(storage.getItem("token")).toBe("t.login");
    expectNothingPersonal();
    // In memory too: the rest of the profile is the profile query's.
    expect(app.appStore.get(app.userAtom)).toEqual(IDENTITY);
  });

  it("keeps the token and the identity after registering", async () => {
    serverAnswering({ "/api/auth/register": { token: "t.register", user: member } });
    const app = await loadApp();
    const result = await app.register({
      email: member.email,
      password: "secret-pass",
      firstName: member.firstName,
      lastName: member.lastName,
      phoneNumber: member.phoneNumber,
      referredBy: null,
    });
    app.appStore.set(app.authAtom, result);
    expect(storage.getItem("token")).toBe("t.register");
    expectNothingPersonal();
  });

  it("keeps the token and the identity after a second factor, by code or by enrolling", async () => {
    serverAnswering({
      "/api/auth/2fa/verify": { token: "t.verified", user: member },
      "/api/auth/2fa/enrol/confirm": { token: "t.enrolled", user: member, recoveryCodes: ["aaaa-bbbb"] },
    });
    const app = await loadApp();
    app.appStore.set(app.authAtom, await app.verifySignIn("t.pending", "123456"));
    expect(storage.getItem("token")).toBe("t.verified");
    expectNothingPersonal();

    // As the enrolment screen hands it on: the recovery codes are shown, never stored.
    const { recoveryCodes, ...signedIn } = await app.confirmSignInEnrolment(
      "t.pending",
      "123456",
      "abcd-efgh-jkmn-pqrs",
    );
    app.appStore.set(app.authAtom, signedIn);
    expect(storage.getItem("token")).toBe("t.enrolled");
    expect(storage.entries().some(([, raw]) => raw.includes(recoveryCodes[0]!))).toBe(false);
    expectNothingPersonal();
  });

  it("takes the new name and picture from a saved profile, and nothing else", async () => {
    const saved: Profile = { ...member, firstName: "Nadiah", profilePicture: "/uploads/avatars/7-new.png" };
    serverAnswering({
      "/api/auth/login": { token: "t.login", user: member },
      "/api/profile": saved,
    });
    const app = await loadApp();
    app.appStore.set(app.authAtom, await app.login({ email: member.email, password: "secret-pass" }));
    app.appStore.set(app.refreshIdentityAtom, await app.saveProfile(saved));
    expectNothingPersonal({ ...IDENTITY, firstName: "Nadiah", profilePicture: "/uploads/avatars/7-new.png" });
  });

  it("trims a whole profile stored by an older version as the app starts, still signed in", async () => {
    storage.setItem("token", "t.old");
    storage.setItem("user", JSON.stringify(member));
    const app = await loadApp();
    // Before anything renders: reading the session at start-up rewrites it.
    expect(storage.getItem("token")).toBe("t.old");
    expectNothingPersonal();
    expect(app.appStore.get(app.isSignedInAtom)).toBe(true);
    expect(app.appStore.get(app.userAtom)).toEqual(IDENTITY);
  });
});
