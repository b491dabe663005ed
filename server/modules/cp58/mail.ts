import { Effect } from "effect";
import type { Language } from "../../../domain/languages.ts";
import { formatRM, type Sen } from "../../../domain/money.ts";
import type { DatabaseShape, Sql } from "../../platform/db/database.ts";
import { format, type Catalog } from "../../platform/i18n/messages.ts";
import { Mailer } from "../../platform/mail/mailer.ts";
import { memberMail } from "../../platform/mail/member-mail.ts";
import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";

// The mail that gives a member their CP58 (decision 63). Mail here carries no attachment (the
// outbox and Brevo's call take text and HTML), and a CP58 holds the member's identity number and
// TIN, which should not sit in a mailbox or the outbox anyway: the mail says the statement is
// ready, its total, and links to the Payouts screen, where the signed-in member downloads it.

type Words = "subject" | "greeting" | "ready" | "total" | "download" | "link" | "keep";

export const CP58_MAIL: Catalog<Words> = {
  en: {
    subject: "Your CP58 statement for {year}",
    greeting: "Hello {name},",
    ready: "Your statement of incentive payments (CP58) for {year} is ready.",
    total: "Total incentives for {year}: {total}",
    download: "Sign in to Jemput and download it from the Payouts screen:",
    link: "Open Payouts",
    keep: "Keep it for your income tax return (e-Filing). It is not tax advice.",
  },
  ms: {
    subject: "Penyata CP58 anda bagi {year}",
    greeting: "Hai {name},",
    ready: "Penyata bayaran insentif (CP58) anda bagi {year} telah sedia.",
    total: "Jumlah insentif bagi {year}: {total}",
    download: "Log masuk ke Jemput dan muat turun penyata itu di skrin Pembayaran:",
    link: "Buka Pembayaran",
    keep: "Simpan untuk Borang Nyata Cukai Pendapatan anda (e-Filing). Ia bukan nasihat cukai.",
  },
  zh: {
    subject: "您的 {year} 年 CP58 证明",
    greeting: "{name}，您好：",
    ready: "您 {year} 年的奖励金付款证明（CP58）已可下载。",
    total: "{year} 年奖励总额：{total}",
    download: "请登录 Jemput，在“付款”页面下载：",
    link: "打开付款页面",
    keep: "请保留以便填写您的所得税申报（e-Filing）。本证明并非税务建议。",
  },
  ta: {
    subject: "{year} ஆம் ஆண்டுக்கான உங்கள் CP58 அறிக்கை",
    greeting: "வணக்கம் {name},",
    ready: "{year} ஆம் ஆண்டுக்கான உங்கள் ஊக்கத்தொகைக் கொடுப்பனவு அறிக்கை (CP58) தயாராக உள்ளது.",
    total: "{year} ஆம் ஆண்டின் மொத்த ஊக்கத்தொகைகள்: {total}",
    download: "Jemput இல் உள்நுழைந்து கொடுப்பனவுகள் திரையிலிருந்து அதைப் பதிவிறக்கவும்:",
    link: "கொடுப்பனவுகளைத் திற",
    keep: "உங்கள் வருமான வரி தாக்கலுக்காக (e-Filing) இதை வைத்திருங்கள். இது வரி ஆலோசனை அல்ல.",
  },
};

export interface Cp58MailTo {
  readonly email: string;
  readonly firstName: string;
  readonly language: Language;
}

export const cp58Mail = (to: Cp58MailTo, year: number, totalSen: Sen, publicUrl: string): Mail => {
  const link = `${publicUrl.replace(/\/+$/, "")}/payouts`;
  return memberMail({
    to,
    half: (language) => {
      const w = CP58_MAIL[language];
      const values = { year: String(year), total: formatRM(totalSen) };
      const [ready, total, download, keep] = [w.ready, w.total, w.download, w.keep].map((t) => format(t, values));
      return {
        subject: format(w.subject, values),
        greeting: w.greeting,
        text: [ready!, total!, "", `${download!} ${link}`, "", keep!],
        html: [
          escapeHtml(ready!),
          `<strong>${escapeHtml(total!)}</strong>`,
          `${escapeHtml(download!)} <a href="${escapeHtml(link)}">${escapeHtml(w.link)}</a>`,
          escapeHtml(keep!),
        ],
      };
    },
  });
};

/** The members of `ids` already mailed their CP58 of `year`. */
export const mailedAlready = (sql: Sql, year: number, ids: ReadonlyArray<number>) =>
  Effect.map(
    sql.query<{ member_id: number }>(
      `SELECT member_id FROM cp58_mails WHERE year = $1 AND member_id = ANY($2::int[])`,
      [year, ids],
    ),
    (rows) => new Set(rows.map((r) => r.member_id)),
  );

/**
 * Records the mail and queues it in one transaction; false, queuing nothing, when the member was
 * mailed this year's CP58 before (by this run or another).
 */
export const mailCp58 = (sql: DatabaseShape, memberId: number, year: number, totalSen: Sen, mail: Mail, at: Date) =>
  sql.transaction((tx) =>
    Effect.gen(function* () {
      const kept = yield* tx.query(
        `INSERT INTO cp58_mails (member_id, year, total_sen, mailed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (member_id, year) DO NOTHING RETURNING member_id`,
        [memberId, year, totalSen, at],
      );
      if (kept.length === 0) return false;
      yield* (yield* Mailer).queue(tx, mail);
      return true;
    }),
  );
