import { describe, expect, it } from "vitest";
import { MALAYSIAN_BANKS } from "../../../../domain/malaysian-banks.ts";
import { checkAccountNumber, checkDuitNowId, type DuitNowInput } from "../../../../domain/payout-destination.ts";
import { countProblem } from "../../../../domain/profile-input.ts";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { profileText } from "../i18n.ts";
import { countMessage, duitNowMessage, lengthMessage } from "./form-messages.ts";

// The form says in English exactly what the domain (and so the server) says, and the same in
// the member's language.
const today = new Date("2026-06-15T00:00:00Z");
const checks = { malaysianMobile: () => null, isCountry: (code: string) => code === "SG" };

describe("the form's messages", () => {
  it("name every bank's account lengths as the domain does", () => {
    for (const bank of MALAYSIAN_BANKS) {
      for (const typed of ["1", "12a4", "1234567890123456789"]) {
        const checked = checkAccountNumber(bank.code, typed);
        if (checked.ok) continue;
        expect(lengthMessage(bank, typed, checked.problem), `${bank.name} ${typed}`).toBe(checked.problem);
      }
    }
  });

  it("say why a DuitNow ID was refused as the domain does", () => {
    const cases: DuitNowInput[] = [
      { type: "mobile", id: "", country: null },
      { type: "mobile", id: "+65 8123 4567", country: null },
      { type: "nric", id: "12345", country: null },
      { type: "nric", id: "991399-14-5678", country: null },
      { type: "business", id: "hello", country: null },
      { type: "passport", id: "A1", country: null },
      { type: "passport", id: "A12345678", country: null },
    ];
    for (const input of cases) {
      const checked = checkDuitNowId(input, checks, today);
      if (checked.ok) throw new Error(`${input.type} ${input.id} was accepted`);
      expect(duitNowMessage(input, checked), `${input.type} ${input.id}`).toBe(checked.problem);
    }
  });

  it("say why a count was refused as the domain does", () => {
    for (const typed of ["2.5", "-1", "99999999999"]) {
      expect(countMessage("followers", typed)).toBe(countProblem("followers", typed));
      expect(countMessage("numberOfChildren", typed)).toBe(countProblem("numberOfChildren", typed));
    }
  });

  it("say them in the member's language", async () => {
    await profileText.ready("ms");
    appStore.set(languageAtom, "ms");
    try {
      const rhb = MALAYSIAN_BANKS.find((bank) => bank.code === "RHBBMYKL")!;
      expect(lengthMessage(rhb, "114233445566", "")).toBe("Nombor akaun RHB Bank mempunyai 14 digit");
      expect(countMessage("followers", "-4")).toBe("Bilangan pengikut tidak boleh negatif");
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
