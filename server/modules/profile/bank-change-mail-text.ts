import type { Language } from "../../../domain/languages.ts";
import { MONTH_NAMES } from "../../../domain/period.ts";
import type { Catalog } from "../../platform/i18n/messages.ts";

// The bank change notice's words (bank-change-mail.ts). {when} is the moment as `when` writes
// it; {forgot} the sign-in page's "Forgot password" link as the reader's screens name it.
export const BANK_CHANGE_MAIL: Catalog<
  "subject" | "greeting" | "changed" | "when" | "nowTo" | "nowNone" | "wasYou" | "notYou" | "forgot"
> = {
  en: {
    subject: "Your bank details were changed",
    greeting: "Hi {name},",
    changed: "The bank details on your Jemput account were changed on {when}.",
    when: "{time} (Malaysian time)",
    nowTo: "Your payouts will now go to the account ending in {last4}.",
    nowNone: "Your payouts now have no bank account to go to.",
    wasYou: "If this was you, there is nothing more to do.",
    notYou:
      'If you did not make this change, reset your password at once (choose "{forgot}" on the Jemput sign-in page), then contact Jemput support so no payout goes to that account.',
    forgot: "Forgot password",
  },
  ms: {
    subject: "Butiran bank anda telah ditukar",
    greeting: "Hai {name},",
    changed: "Butiran bank akaun Jemput anda telah ditukar pada {when}.",
    when: "{time} (waktu Malaysia)",
    nowTo: "Bayaran anda kini akan dihantar ke akaun yang berakhir dengan {last4}.",
    nowNone: "Bayaran anda kini tiada akaun bank untuk dihantar.",
    wasYou: "Jika ini anda, tiada apa-apa lagi yang perlu dilakukan.",
    notYou:
      'Jika anda tidak membuat perubahan ini, tetapkan semula kata laluan anda dengan segera (pilih "{forgot}" di halaman log masuk Jemput), kemudian hubungi sokongan Jemput supaya tiada bayaran dihantar ke akaun itu.',
    forgot: "Terlupa kata laluan?",
  },
  zh: {
    subject: "您的银行资料已更改",
    greeting: "{name}，您好：",
    changed: "您 Jemput 账户的银行资料已于 {when}更改。",
    when: "{time}（马来西亚时间）",
    nowTo: "今后您的付款将转入尾号为 {last4} 的账户。",
    nowNone: "您的付款目前没有可转入的银行账户。",
    wasYou: "如果这是您本人所做的更改，则无需再做任何事。",
    notYou:
      "如果这不是您本人所做的更改，请立即重置密码（在 Jemput 登录页面选择“{forgot}”），然后联系 Jemput 客服，以免任何付款转入该账户。",
    forgot: "忘记密码？",
  },
  ta: {
    subject: "உங்கள் வங்கி விவரங்கள் மாற்றப்பட்டன",
    greeting: "வணக்கம் {name},",
    changed: "உங்கள் Jemput கணக்கின் வங்கி விவரங்கள் {when} அன்று மாற்றப்பட்டன.",
    when: "{time} (மலேசிய நேரம்)",
    nowTo: "இனி உங்கள் கொடுப்பனவுகள் {last4} என முடியும் கணக்கிற்குச் செல்லும்.",
    nowNone: "இப்போது உங்கள் கொடுப்பனவுகளைப் பெற வங்கிக் கணக்கு எதுவும் இல்லை.",
    wasYou: "இதைச் செய்தது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை.",
    notYou:
      'இந்த மாற்றத்தை நீங்கள் செய்யவில்லை என்றால், உடனே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும் (Jemput உள்நுழைவுப் பக்கத்தில் "{forgot}" என்பதைத் தேர்ந்தெடுக்கவும்), பின்னர் அந்தக் கணக்கிற்கு எந்தக் கொடுப்பனவும் செல்லாதபடி Jemput ஆதரவுக் குழுவைத் தொடர்புகொள்ளவும்.',
    forgot: "கடவுச்சொல் மறந்துவிட்டதா?",
  },
};

const MONTHS: Readonly<Record<Language, ReadonlyArray<string>>> = {
  en: MONTH_NAMES,
  ms: [
    "Januari",
    "Februari",
    "Mac",
    "April",
    "Mei",
    "Jun",
    "Julai",
    "Ogos",
    "September",
    "Oktober",
    "November",
    "Disember",
  ],
  zh: [],
  ta: ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"],
};

/** A day and time as each language writes it: "14 May 2026, 09:05", "2026年5月14日 09:05". */
export const dateTimeIn = (
  language: Language,
  parts: { year: number; month: number; day: number; clock: string },
): string =>
  language === "zh"
    ? `${parts.year}年${parts.month + 1}月${parts.day}日 ${parts.clock}`
    : `${parts.day} ${MONTHS[language][parts.month]} ${parts.year}, ${parts.clock}`;
