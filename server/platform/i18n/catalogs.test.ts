import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../domain/languages.ts";
import { MALAYSIAN_BANKS } from "../../../domain/malaysian-banks.ts";
import {
  CHOOSE_BANK,
  checkAccountNumber,
  checkBusinessRegistration,
  checkNric,
  checkPassport,
} from "../../../domain/payout-destination.ts";
import { countRules, profileLinkRule } from "../../../domain/profile-input.ts";
import { SOCIAL_PLATFORMS } from "../../../domain/profile-options.ts";
import { PostLinkNotOnPlatform } from "../../../domain/errors.ts";
import { MONTH_RULE, YEAR_RULE } from "../../../domain/period.ts";
import { FUTURE_RULE } from "../../../domain/statement.ts";
import { STATEMENT_PERIOD } from "../../modules/statements/routes.ts";
import { ENDED_RULE } from "../../../domain/cp58.ts";
import { CP58_MAIL } from "../../modules/cp58/mail.ts";
import { CP58_YEAR } from "../../modules/cp58/routes.ts";
import { PASSWORD_PROBLEMS, PHONE_PROBLEMS } from "../../modules/auth/validation.ts";
import { WRONG_CURRENT_PASSWORD } from "../../modules/sessions/handlers.ts";
import {
  noCode,
  noSetupCode,
  reusedCode,
  wrongCode,
  wrongPassword,
  wrongSetupCode,
} from "../../modules/two-factor/errors.ts";
import { RESET_MAIL } from "../../modules/auth/reset-mail-text.ts";
import { BANK_CHANGE_MAIL } from "../../modules/profile/bank-change-mail-text.ts";
import { INVALID_PICTURE, PICTURE_TOO_LARGE } from "../../modules/profile/picture.ts";
import { PASSWORD_CHANGED_MAIL } from "../../modules/sessions/password-changed-mail-text.ts";
import { catalogProblems, type Catalog } from "./messages.ts";
import { REFUSALS } from "./refusal-catalog.ts";
import { recognise, translateRefusal } from "./refusals.ts";

// Every catalog of the server's own words has every key in every language, with the placeholders
// the English names; and the refusals the modules write are ones the catalog recognises, so a
// reworded English refusal shows up here rather than going out untranslated.
const CATALOGS: Readonly<Record<string, Catalog<string>>> = {
  REFUSALS,
  RESET_MAIL,
  BANK_CHANGE_MAIL,
  PASSWORD_CHANGED_MAIL,
  CP58_MAIL,
};

const failed = (checked: { ok: boolean; problem?: string }) => (checked.ok ? "" : (checked.problem ?? ""));

describe("the server's catalogs", () => {
  it.each(Object.keys(CATALOGS))("%s has every key in every language, with the same placeholders", (name) => {
    expect(catalogProblems(CATALOGS[name]!)).toEqual([]);
  });

  it("recognise every refusal the modules and the domain write", () => {
    const today = new Date("2026-11-25T00:00:00Z");
    const refusals = [
      ...Object.values(PASSWORD_PROBLEMS),
      ...Object.values(PHONE_PROBLEMS),
      INVALID_PICTURE,
      PICTURE_TOO_LARGE,
      CHOOSE_BANK,
      ...Object.values(countRules("numberOfChildren")),
      ...Object.values(countRules("followers")),
      ...SOCIAL_PLATFORMS.map(profileLinkRule),
      ...MALAYSIAN_BANKS.map((bank) => failed(checkAccountNumber(bank.code, "1"))),
      failed(checkAccountNumber(MALAYSIAN_BANKS[0]!.code, "12a")),
      failed(checkNric("123", today)),
      failed(checkNric("991399-14-5678", today)),
      failed(checkBusinessRegistration("x", today)),
      failed(checkPassport("x")),
      new PostLinkNotOnPlatform({ platform: "instagram", linkPlatform: "tiktok" }).message,
      WRONG_CURRENT_PASSWORD,
      ...[wrongCode(), noCode(), wrongPassword(), reusedCode(), noSetupCode(), wrongSetupCode()].map(
        (refusal) => refusal.message,
      ),
      STATEMENT_PERIOD,
      FUTURE_RULE,
      CP58_YEAR,
      ENDED_RULE,
      MONTH_RULE,
      YEAR_RULE,
    ];
    expect(refusals.filter((english) => recognise(english) === null)).toEqual([]);
  });
});

describe("a refusal in another language", () => {
  it("keeps English as it came, and what the catalog does not know", () => {
    expect(translateRefusal(PASSWORD_PROBLEMS.short, "en")).toBe(PASSWORD_PROBLEMS.short);
    expect(translateRefusal("Something new", "ms")).toBe("Something new");
  });

  it("gives a bilingual English refusal's Malay half in Malay", () => {
    expect(translateRefusal(CHOOSE_BANK, "ms")).toBe("Sila pilih bank anda daripada senarai");
  });

  it("carries what varies, and words a count of digits each language's way", () => {
    const ranged = MALAYSIAN_BANKS.find((bank) => bank.accountLengths.length > 1)!;
    const english = failed(checkAccountNumber(ranged.code, "1"));
    const translations = LANGUAGES.map((language) => translateRefusal(english, language));
    expect(translations[0]).toBe(english);
    for (const translated of translations.slice(1)) {
      expect(translated).toContain(ranged.name);
      expect(translated).toContain(String(ranged.accountLengths.at(-1)));
      expect(translated).not.toMatch(/ (or|to) \d/);
    }
    expect(translateRefusal(PASSWORD_PROBLEMS.short, "zh")).toBe("密码至少需要 6 个字符");
    expect(translateRefusal(profileLinkRule("tiktok"), "ta")).toContain("https://tiktok.com/@yourname");
  });
});
