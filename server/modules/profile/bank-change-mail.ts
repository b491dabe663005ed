import { MONTH_NAMES } from "../../../domain/period.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";

// The notice that a member's bank details changed, in English and then Malay as the other
// account mails are (auth/reset-mail.ts). Payouts go to that account, so the member hears of
// every change, and someone who changed it from a stolen session cannot keep it quiet. It holds
// no link: a mail that tells someone their account may be taken over should not ask them to click
// one, only where to go themselves.

// Malaysia keeps UTC+8 all year (domain/period.ts), so the time reads the same all year.
const MYT_OFFSET_MS = 8 * 3_600_000;
const MONTHS_EN = MONTH_NAMES;
const MONTHS_MS = [
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
];

/** "14 May 2026, 09:05" in Malaysian time, with the month named in the mail's language. */
const malaysianTime = (at: Date, months: ReadonlyArray<string>): string => {
  const my = new Date(at.getTime() + MYT_OFFSET_MS);
  const hh = String(my.getUTCHours()).padStart(2, "0");
  const mm = String(my.getUTCMinutes()).padStart(2, "0");
  return `${my.getUTCDate()} ${months[my.getUTCMonth()]} ${my.getUTCFullYear()}, ${hh}:${mm}`;
};

export const bankChangeNotice = (to: { email: string; firstName: string }, at: Date, last4: string | null): Mail => {
  const whenEn = `${malaysianTime(at, MONTHS_EN)} (Malaysian time)`;
  const whenMs = `${malaysianTime(at, MONTHS_MS)} (waktu Malaysia)`;
  // Without an account number (details removed) there is no account to name.
  const nowEn =
    last4 === null
      ? "Your payouts now have no bank account to go to."
      : `Your payouts will now go to the account ending in ${last4}.`;
  const nowMs =
    last4 === null
      ? "Bayaran anda kini tiada akaun bank untuk dihantar."
      : `Bayaran anda kini akan dihantar ke akaun yang berakhir dengan ${last4}.`;
  const notYouEn =
    'If you did not make this change, reset your password at once (choose "Forgot password" on the Jemput sign-in page), then contact Jemput support so no payout goes to that account.';
  const notYouMs =
    'Jika anda tidak membuat perubahan ini, tetapkan semula kata laluan anda dengan segera (pilih "Forgot password" di halaman log masuk Jemput), kemudian hubungi sokongan Jemput supaya tiada bayaran dihantar ke akaun itu.';
  const name = escapeHtml(to.firstName);
  return {
    to: to.email,
    toName: to.firstName,
    subject: "Your bank details were changed (Butiran bank anda telah ditukar)",
    text: [
      `Hi ${to.firstName},`,
      "",
      `The bank details on your Jemput account were changed on ${whenEn}.`,
      nowEn,
      "",
      "If this was you, there is nothing more to do.",
      notYouEn,
      "",
      "---",
      "",
      `Hai ${to.firstName},`,
      "",
      `Butiran bank akaun Jemput anda telah ditukar pada ${whenMs}.`,
      nowMs,
      "",
      "Jika ini anda, tiada apa-apa lagi yang perlu dilakukan.",
      notYouMs,
    ].join("\n"),
    html: [
      `<p>Hi ${name},</p>`,
      `<p>The bank details on your Jemput account were changed on ${escapeHtml(whenEn)}. ${escapeHtml(nowEn)}</p>`,
      `<p>If this was you, there is nothing more to do.</p>`,
      `<p><strong>${escapeHtml(notYouEn)}</strong></p>`,
      `<hr>`,
      `<p lang="ms">Hai ${name},</p>`,
      `<p lang="ms">Butiran bank akaun Jemput anda telah ditukar pada ${escapeHtml(whenMs)}. ${escapeHtml(nowMs)}</p>`,
      `<p lang="ms">Jika ini anda, tiada apa-apa lagi yang perlu dilakukan.</p>`,
      `<p lang="ms"><strong>${escapeHtml(notYouMs)}</strong></p>`,
    ].join("\n"),
  };
};
