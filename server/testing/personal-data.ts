import { expect } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../domain/period.ts";
import { client } from "./admin.ts";
import { approvePost } from "../modules/posts/handlers.ts";
import type { TestApp } from "./harness.ts";

// The world the personal-data tests share: Kamal recruited Sabrina, who recruited Daniel.
// Sabrina signed up over HTTP with a real password and filled in every profile field; her posts
// were approved last month and this month, one waits for review and one was rejected; last month
// is closed into payouts, and Kamal's is paid. Every value of hers is distinctive, so a search for
// it finds her data and nothing else.
export const PASSWORD = "kuih-lapis-2026";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export const SABRINA = {
  email: "sabrina.wahidah@erase.jemput.my",
  firstName: "Sabrina",
  lastName: "Wahidah",
  phoneNumber: "+60191234567",
  profile: {
    firstName: "Sabrina",
    lastName: "Wahidah",
    phoneNumber: "019-123 4567",
    dateOfBirth: "1991-07-14",
    gender: "female",
    ethnicity: "malay",
    maritalStatus: "single",
    numberOfChildren: 0,
    state: "Perak",
    city: "Ipoh",
    timezone: "Asia/Kuala_Lumpur",
    bio: "Kuih and kopi reviews around Ipoh.",
    languages: ["Bahasa Malaysia", "English"],
    influencerCategories: ["Food & Lifestyle"],
    socialMediaLinks: {
      instagram: { profileLink: "https://instagram.com/sabrina.kopi", profileName: "sabrina.kopi", followers: 8_800 },
    },
    bankAccountHolderName: "SABRINA BINTI WAHIDAH",
    bankName: "CIMB Bank",
    bankAccountNumber: "7001 2233 00 4455",
    deliveryAddressLine1: "7 Jalan Sultan Iskandar",
    deliveryAddressLine2: "Taman Cempaka",
    deliveryCity: "Ipoh",
    deliveryState: "Perak",
    deliveryPostalCode: "31400",
    deliveryCountry: "Malaysia",
    profilePicture: `data:image/png;base64,${PNG.toString("base64")}`,
  },
  posts: {
    lastMonth: ["Ipoh white coffee crawl", "Chicken rice at Lou Wong"],
    thisMonth: "Kuih talam taste test",
    pending: "Sabrina tries durian cendol",
    rejected: "Blurry kopitiam vlog",
  },
} as const;

export const last = previousPeriod(periodOf(new Date()));
export const lastMonth = { month: monthOf(last), year: yearOf(last) };
const inLastMonth = new Date(Date.UTC(lastMonth.year, lastMonth.month - 1, 10, 3));

export interface Person {
  readonly id: number;
  readonly token: string;
  readonly code: string;
  readonly email: string;
}

export const buildWorld = async (app: TestApp) => {
  const api = client(app);
  const admin = await api.registerAdmin("Umar");
  const kamal = await api.register("Kamal");
  const signup = await api.call("POST", "/api/auth/register", null, {
    email: "Sabrina.Wahidah@erase.jemput.my",
    password: PASSWORD,
    firstName: SABRINA.firstName,
    lastName: SABRINA.lastName,
    phoneNumber: "0191234567",
    referredBy: kamal.code,
  });
  expect(signup.status, signup.text).toBe(201);
  const user = signup.json["user"] as unknown as { id: number; referralId: string };
  const sabrina: Person = {
    id: user.id,
    token: String(signup.json["token"]),
    code: user.referralId,
    email: SABRINA.email,
  };
  const daniel = await api.register("Daniel", sabrina.code);
  const saved = await api.ok("PUT", "/api/profile", sabrina.token, SABRINA.profile);

  // A post's link names the poster's account, as real links do.
  const post = async (who: Person, title: string) => {
    const handle = who === sabrina ? "sabrina.kopi" : `member${who.id}`;
    return String(
      (
        await api.ok("POST", "/api/posts", who.token, {
          title,
          url: `https://www.instagram.com/${handle}/p/${title.length}`,
          platform: "instagram",
        })
      )["id"],
    );
  };
  for (const title of SABRINA.posts.lastMonth)
    await app.run(approvePost(await post(sabrina, title), { actor: admin.id }), inLastMonth);
  await app.run(approvePost(await post(daniel, "Daniel's laksa"), { actor: admin.id }), inLastMonth);
  await app.run(approvePost(await post(sabrina, SABRINA.posts.thisMonth), { actor: admin.id }));
  const pendingId = await post(sabrina, SABRINA.posts.pending);
  const rejectedId = await post(sabrina, SABRINA.posts.rejected);
  await api.ok("POST", `/api/admin/posts/${rejectedId}/reject`, admin.token, {
    reason: "The video is too dark to judge",
  });

  await api.ok("POST", "/api/admin/payouts/close", admin.token, lastMonth);
  await api.ok("POST", `/api/admin/payouts/PO-${last}-${kamal.id}/paid`, admin.token, { reference: "CIMB-0001" });
  return { api, admin, kamal, sabrina, daniel, pendingId, picture: String(saved["profilePicture"]) };
};

export type World = Awaited<ReturnType<typeof buildWorld>>;
