import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { request } from "../../testing/http.ts";

// Names, bank details and addresses go into bank files and exports: text with a control
// character, a line break, a bidi control or an invisible character is refused where it comes
// in (400 naming the field and the reason, in the reader's language, nothing saved), and text
// stored before that rule stops an export with 409 naming the member and the column.
let app: TestApp;
let api: ReturnType<typeof client>;
let token = "";
let admin = { id: 0, token: "" };
beforeAll(async () => {
  app = await startTestApp();
  api = client(app);
  admin = await api.registerAdmin("Umar");
  const registered = await request(app.baseUrl, "POST", "/api/auth/register", {
    body: {
      email: "siti@safe-text.jemput.my",
      password: "teh-tarik-kurang-manis-7",
      firstName: "Siti",
      lastName: "Rahman",
      phoneNumber: "0123987655",
    },
  });
  token = registered.json["token"] as string;
});
afterAll(async () => {
  await app?.close();
});

const NAMES = { firstName: "Siti", lastName: "Rahman", phoneNumber: "+60123987655" };
const put = (body: Record<string, unknown>) => request(app.baseUrl, "PUT", "/api/profile", { body, token });
const profile = async () => (await request(app.baseUrl, "GET", "/api/profile", { token })).json;

describe("text that files carry, at input", () => {
  it("refuses each field of the profile that files or exports carry, naming it and the reason", async () => {
    const before = await profile();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: "Siti\u001b[2J" }, "firstName", "must not contain control characters"],
      [{ lastName: "Rahman\nD,IBG,X,MBBEMYKL,1,,,,9999.00" }, "lastName", "must be on one line (no line breaks)"],
      [
        { bankAccountHolderName: "Siti \u202Enamhar" },
        "bankAccountHolderName",
        "must not contain characters that change the direction of text",
      ],
      [{ bankAccountHolderName: "Siti\u000bRahman" }, "bankAccountHolderName", "must not contain control characters"],
      [{ bankName: "Maybank\u2028" }, "bankName", "must be on one line (no line breaks)"],
      [
        { paymentMethod: "duitnow", duitNowIdType: "passport", duitNowId: "A123\u200b4567", duitNowIdCountry: "SG" },
        "duitNowId",
        "must not contain invisible characters",
      ],
      [{ deliveryAddressLine1: "1 Jalan\r\nMerdeka" }, "deliveryAddressLine1", "must be on one line (no line breaks)"],
      [
        { deliveryAddressLine2: "Blok \u2066B" },
        "deliveryAddressLine2",
        "must not contain characters that change the direction of text",
      ],
      [{ deliveryCity: "Ipoh\u0007" }, "deliveryCity", "must not contain control characters"],
      [{ deliveryState: "Perak\ufeff" }, "deliveryState", "must not contain invisible characters"],
      [{ city: "Ipoh\u0085" }, "city", "must be on one line (no line breaks)"],
      [{ bio: "Beauty\u202E and travel" }, "bio", "must not contain characters that change the direction of text"],
    ];
    for (const [change, field, reason] of cases) {
      const r = await put({ ...NAMES, ...change });
      expect(r.status, `${field}: ${r.text}`).toBe(400);
      expect((r.json["fields"] as Record<string, string>)[field], r.text).toBe(reason);
    }
    expect(await profile()).toEqual(before);
  });

  it("keeps a bio's line breaks, and says the reason in the reader's language", async () => {
    expect((await put({ ...NAMES, bio: "Beauty\nand travel" })).status).toBe(200);
    expect((await profile())["bio"]).toBe("Beauty\nand travel");
    const words = {
      ms: "mestilah dalam satu baris (tanpa baris baharu)",
      zh: "必须写在一行内（不能换行）",
      ta: "ஒரே வரியில் இருக்க வேண்டும் (வரி முறிவுகள் இருக்கக் கூடாது)",
    };
    for (const [language, reason] of Object.entries(words)) {
      // A signed-in member's refusals are in the language they chose (decision 31).
      await request(app.baseUrl, "PUT", "/api/profile/language", { body: { language }, token });
      const r = await put({ ...NAMES, bankAccountHolderName: "Siti\nRahman" });
      expect((r.json["fields"] as Record<string, string>)["bankAccountHolderName"]).toBe(reason);
    }
  });

  it("refuses such names at registration, and registers no one", async () => {
    for (const [field, name] of [
      ["firstName", "Ali\u001b"],
      ["lastName", "Abu\u202e"],
    ] as const) {
      const r = await request(app.baseUrl, "POST", "/api/auth/register", {
        body: {
          email: "ali@safe-text.jemput.my",
          password: "teh-tarik-kurang-manis-7",
          firstName: "Ali",
          lastName: "Abu",
          phoneNumber: "0123987656",
          [field]: name,
        },
      });
      expect(r.status, r.text).toBe(400);
      expect(Object.keys(r.json["fields"] as object)).toEqual([field]);
    }
    const [row] = await app.sql<{ n: number }>(`SELECT count(*)::int AS n FROM profiles WHERE email LIKE 'ali@%'`);
    expect(row!.n).toBe(0);
  });
});

describe("text stored before the rule, in exports", () => {
  it("stops the member export with 409 naming the member and the column", async () => {
    const [me] = await app.sql<{ member_id: number }>(`SELECT member_id FROM profiles WHERE email LIKE 'siti@%'`);
    await app.sql(`UPDATE profiles SET first_name = $1 WHERE member_id = $2`, ["Siti\r\nD,IBG,9999.00", me!.member_id]);
    const members = await api.call("GET", "/api/super-admin/export-members?format=csv", admin.token);
    expect(members.status, members.text).toBe(409);
    expect(members.json["error"]).toBe(
      `The member export was not written: the row of member ${me!.member_id} firstName must be on one line ` +
        "(no line breaks): the member must correct their first name",
    );
    // The JSON export escapes every character, so it still answers.
    expect((await api.call("GET", "/api/super-admin/export-members", admin.token)).status).toBe(200);
  });
});
