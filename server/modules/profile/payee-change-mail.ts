import type { Language } from "../../../domain/languages.ts";
import { DEFAULT_LANGUAGE, isLanguage } from "../../../domain/languages.ts";
import type { Sql } from "../../platform/db/database.ts";
import { format, type Catalog } from "../../platform/i18n/messages.ts";
import { memberMail } from "../../platform/mail/member-mail.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { Effect } from "effect";
import { BANK_CHANGE_MAIL } from "./bank-change-mail-text.ts";
import { malaysianTime } from "./bank-change-mail.ts";

// The notice that a member's tax details (identity, income tax number, residential address)
// changed (decision 58), as the bank details' is (decision 21): the documents LHDN receives name
// the member by them, so the member hears of every change. It names none of the values.

export const PAYEE_CHANGE_MAIL: Catalog<"subject" | "changed" | "wasYou" | "notYou"> = {
  en: {
    subject: "Your tax details were changed",
    changed:
      "The tax details on your Jemput account (identity number, income tax number or home address) were changed on {when}.",
    wasYou: "If this was you, there is nothing more to do.",
    notYou:
      'If you did not make this change, reset your password at once (choose "{forgot}" on the Jemput sign-in page), then contact Jemput support.',
  },
  ms: {
    subject: "Butiran cukai anda telah ditukar",
    changed:
      "Butiran cukai akaun Jemput anda (nombor pengenalan, nombor cukai pendapatan atau alamat kediaman) telah ditukar pada {when}.",
    wasYou: "Jika ini anda, tiada apa-apa lagi yang perlu dilakukan.",
    notYou:
      'Jika anda tidak membuat perubahan ini, tetapkan semula kata laluan anda dengan segera (pilih "{forgot}" di halaman log masuk Jemput), kemudian hubungi sokongan Jemput.',
  },
  zh: {
    subject: "您的税务资料已更改",
    changed: "您 Jemput 账户的税务资料（身份证件号码、所得税号码或住址）已于 {when}更改。",
    wasYou: "如果这是您本人所做的更改，则无需再做任何事。",
    notYou: "如果这不是您本人所做的更改，请立即重置密码（在 Jemput 登录页面选择“{forgot}”），然后联系 Jemput 客服。",
  },
  ta: {
    subject: "உங்கள் வரி விவரங்கள் மாற்றப்பட்டன",
    changed: "உங்கள் Jemput கணக்கின் வரி விவரங்கள் (அடையாள எண், வருமான வரி எண் அல்லது வீட்டு முகவரி) {when} அன்று மாற்றப்பட்டன.",
    wasYou: "இதைச் செய்தது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை.",
    notYou:
      'இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும் (Jemput உள்நுழைவுப் பக்கத்தில் "{forgot}" என்பதைத் தேர்ந்தெடுக்கவும்), பின்னர் Jemput ஆதரவுக் குழுவைத் தொடர்புகொள்ளவும்.',
  },
};

export const payeeChangeNotice = (to: { email: string; firstName: string; language?: Language }, at: Date): Mail =>
  memberMail({
    to,
    half: (language, reader) => {
      const words = PAYEE_CHANGE_MAIL[language];
      const bank = BANK_CHANGE_MAIL[language];
      const changed = format(words.changed, { when: format(bank.when, { time: malaysianTime(at, language) }) });
      const notYou = format(words.notYou, { forgot: BANK_CHANGE_MAIL[reader].forgot });
      return {
        subject: words.subject,
        greeting: bank.greeting,
        text: [changed, "", words.wasYou, notYou],
        html: [escapeHtml(changed), escapeHtml(words.wasYou), `<strong>${escapeHtml(notYou)}</strong>`],
      };
    },
  });

/** Queued in the save's transaction: the notice leaves exactly when the change is kept. */
export const queuePayeeChangeNotice = (tx: Sql, memberId: number, at: Date) =>
  Effect.gen(function* () {
    const mailer = yield* Mailer;
    const [to] = yield* tx.query<{ email: string; first_name: string; language: string }>(
      `SELECT email, first_name, language FROM profiles WHERE member_id = $1`,
      [memberId],
    );
    if (!to) return;
    const language = isLanguage(to.language) ? to.language : DEFAULT_LANGUAGE;
    yield* mailer.queue(tx, payeeChangeNotice({ email: to.email, firstName: to.first_name, language }, at));
  });
