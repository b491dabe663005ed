import { Effect } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthOf, periodOf, previousPeriod, yearOf } from "../../../domain/period.ts";
import { BankVault } from "../../platform/crypto/bank-vault.ts";
import { client } from "../../testing/admin.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { downloadFile, issueFile } from "../../testing/payment-file.ts";
import { holderContext } from "../bank-accounts/sealing.ts";
import { approvePost } from "../posts/handlers.ts";

// A holder name saved before names were checked (decision 42) can still hold an escape or a line
// break. Over HTTP, the month's payment file is then not written, in either format: the issue is
// refused with 409 naming the payout, its member and the field the member must correct, nothing
// is issued, and once the name is put right the same issue goes through.
let app: TestApp;
let api: ReturnType<typeof client>;
let admin = { id: 0, token: "" };
let siti = { id: 0 };
const last = previousPeriod(periodOf(new Date()));
const month = { month: monthOf(last), year: yearOf(last) };
const PAYER = { PAYER_NAME: "Jemput Sdn Bhd", PAYER_ACCOUNT: "5140 1234 5678", PAYER_BIC: "MBBEMYKL" };

/** Puts `holder` into the payout's kept bank details, sealed as the store seals it. */
const storeHolder = (holder: string) =>
  app
    .run(
      Effect.gen(function* () {
        const vault = yield* BankVault;
        return vault.seal(holder, holderContext(siti.id));
      }),
    )
    .then((sealed) => app.sql(`UPDATE payout_bank_details SET holder = $2 WHERE member_id = $1`, [siti.id, sealed]));

beforeAll(async () => {
  app = await startTestApp({ env: PAYER });
  api = client(app);
  admin = await api.registerAdmin("Umar");
  const member = await api.register("siti");
  siti = member;
  await api.ok("PUT", "/api/profile", member.token, {
    firstName: "Siti",
    lastName: "Ali",
    phoneNumber: member.phoneNumber,
    bankAccountHolderName: "SITI BINTI ALI",
    bankCode: "MBBEMYKL",
    bankAccountNumber: "1142 3344 5566",
  });
  const post = await api.ok("POST", "/api/posts", member.token, {
    title: "Nasi lemak",
    url: `https://tiktok.com/@siti/video/${9_100_000 + member.id}`,
    platform: "tiktok",
  });
  await app.run(
    approvePost(String(post["id"]), { actor: admin.id }),
    new Date(Date.UTC(month.year, month.month - 1, 10, 3)),
  );
  await api.ok("POST", "/api/admin/payouts/close", admin.token, month);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe("a stored holder name a file cannot carry", () => {
  for (const [problem, holder] of [
    ["control", "SITI\u001b[2J BINTI ALI"],
    ["lineBreak", "SITI\r\nD,IBG,MBBEMYKL,1,9999.00,PO-X"],
    ["bidi", "SITI \u202eILA ITNIB"],
  ] as const)
    it(`refuses both formats for a name with a ${problem}, naming the payout, member and field, and issues nothing`, async () => {
      await storeHolder(holder);
      for (const format of ["csv", "pain.001"]) {
        const r = await issueFile(api, admin.token, month, format);
        expect(r.status, r.text).toBe(409);
        expect(r.json["error"]).toContain(`PO-${last}-${siti.id}`);
        expect(r.json["error"]).toContain(`member ${siti.id}`);
        expect(r.json["error"]).toMatch(/holder name/);
        expect(r.text).not.toContain("SITI");
      }
      expect(await app.sql(`SELECT 1 FROM payment_files WHERE file_name IS NOT NULL`)).toEqual([]);
    });

  it("issues the file once the name is put right", async () => {
    await storeHolder("SITI BINTI ALI");
    const r = await issueFile(api, admin.token, month, "csv");
    expect(r.status, r.text).toBe(200);
    const file = await downloadFile(api, admin.token, String(r.json["id"]));
    expect(file.text).toContain("SITI BINTI ALI");
  });
});
