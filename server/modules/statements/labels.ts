import type { Language } from "../../../domain/languages.ts";
import type { IncomeKind } from "../../../domain/statement.ts";

// A statement's words in each language the member may choose. They follow the web app's terms
// (web/features/reports and web/features/payouts) so a statement reads like the screens.
export interface StatementLabels {
  readonly monthlyTitle: string;
  readonly yearlyTitle: string;
  readonly member: string;
  readonly referralId: string;
  readonly period: string;
  readonly generated: string;
  readonly opening: string;
  readonly income: Readonly<Record<IncomeKind, string>>;
  readonly reversals: string;
  readonly payouts: string;
  readonly carried: string;
  readonly closing: string;
  readonly subtotal: string;
  readonly total: string;
  readonly net: string;
  readonly date: string;
  readonly description: string;
  readonly amount: string;
  readonly month: string;
  readonly none: string;
  readonly bankReference: string;
  /** Before the link of a payout's e-invoice validated by LHDN, beside its QR code. */
  readonly einvoice: string;
  readonly noReference: string;
  readonly paidStatus: string;
  readonly issuedStatus: string;
  readonly ownPost: string;
  readonly fromRecruit: string;
  /** An erased recruit, whom the ledger names FORMER_MEMBER. */
  readonly formerMember: string;
  readonly payoutNote: string;
  /** Beside a payout that withheld under section 107D (decision 62): what was withheld and what was sent. */
  readonly withheld107D: string;
  readonly sent: string;
  readonly taxNote: string;
}

const en: StatementLabels = {
  monthlyTitle: "Monthly statement",
  yearlyTitle: "Yearly earnings summary",
  member: "Member",
  referralId: "Referral ID",
  period: "Period",
  generated: "Generated",
  opening: "Opening balance",
  income: { personal: "Personal", level1_override: "Level 1 Override", level2_override: "Level 2 Override" },
  reversals: "Reversals",
  payouts: "Payouts",
  carried: "Balance carried forward",
  closing: "Closing balance",
  subtotal: "Subtotal",
  total: "Total",
  net: "Net income",
  date: "Date",
  description: "Description",
  amount: "Amount",
  month: "Month",
  none: "None",
  bankReference: "Bank reference",
  einvoice: "e-Invoice validated by LHDN",
  noReference: "none yet",
  paidStatus: "Paid",
  issuedStatus: "Issued",
  ownPost: "Your post",
  fromRecruit: "Post by",
  formerMember: "Former member",
  withheld107D: "Withheld (s.107D)",
  sent: "Sent to bank",
  payoutNote: "A month's payout is made after the month ends and pays its unpaid balance.",
  taxNote:
    "Keep this summary for your income tax return (e-Filing). It lists what Jemput credited to you and paid you; it is not tax advice.",
};

const ms: StatementLabels = {
  monthlyTitle: "Penyata bulanan",
  yearlyTitle: "Ringkasan pendapatan tahunan",
  member: "Ahli",
  referralId: "ID rujukan",
  period: "Tempoh",
  generated: "Dijana",
  opening: "Baki awal",
  income: { personal: "Peribadi", level1_override: "Komisen Tahap 1", level2_override: "Komisen Tahap 2" },
  reversals: "Pembatalan",
  payouts: "Pembayaran",
  carried: "Baki dibawa ke hadapan",
  closing: "Baki akhir",
  subtotal: "Jumlah kecil",
  total: "Jumlah",
  net: "Pendapatan bersih",
  date: "Tarikh",
  description: "Butiran",
  amount: "Amaun",
  month: "Bulan",
  none: "Tiada",
  bankReference: "Rujukan bank",
  einvoice: "e-Invois disahkan oleh LHDN",
  noReference: "belum ada",
  paidStatus: "Dibayar",
  issuedStatus: "Dikeluarkan",
  ownPost: "Hantaran anda",
  fromRecruit: "Hantaran oleh",
  formerMember: "Bekas ahli",
  withheld107D: "Dipotong (s.107D)",
  sent: "Dihantar ke bank",
  payoutNote: "Pembayaran sesuatu bulan dibuat selepas bulan itu berakhir dan melunaskan baki yang belum dibayar.",
  taxNote:
    "Simpan ringkasan ini untuk Borang Nyata Cukai Pendapatan anda (e-Filing). Ia menyenaraikan amaun yang dikreditkan dan dibayar oleh Jemput kepada anda; ia bukan nasihat cukai.",
};

const zh: StatementLabels = {
  monthlyTitle: "月结单",
  yearlyTitle: "年度收入摘要",
  member: "会员",
  referralId: "推荐编号",
  period: "期间",
  generated: "生成日期",
  opening: "期初余额",
  income: { personal: "个人", level1_override: "一级佣金", level2_override: "二级佣金" },
  reversals: "撤销",
  payouts: "付款",
  carried: "结转余额",
  closing: "期末余额",
  subtotal: "小计",
  total: "总计",
  net: "净收入",
  date: "日期",
  description: "说明",
  amount: "金额",
  month: "月份",
  none: "无",
  bankReference: "银行参考号",
  einvoice: "经LHDN验证的电子发票",
  noReference: "暂无",
  paidStatus: "已支付",
  issuedStatus: "已发出",
  ownPost: "您的帖子",
  fromRecruit: "发帖人",
  formerMember: "前成员",
  withheld107D: "已预扣（第107D条）",
  sent: "汇入银行",
  payoutNote: "每月的付款在该月结束后发出，支付该月未付的余额。",
  taxNote: "请保留本摘要，以便填写您的所得税申报（e-Filing）。本摘要列出 Jemput 记入并支付给您的款项，并非税务建议。",
};

const ta: StatementLabels = {
  monthlyTitle: "மாதாந்திர கணக்கு அறிக்கை",
  yearlyTitle: "ஆண்டு வருமானச் சுருக்கம்",
  member: "உறுப்பினர்",
  referralId: "பரிந்துரை அடையாளம்",
  period: "காலம்",
  generated: "உருவாக்கப்பட்டது",
  opening: "தொடக்க இருப்பு",
  income: { personal: "தனிப்பட்ட", level1_override: "நிலை 1 கமிஷன்", level2_override: "நிலை 2 கமிஷன்" },
  reversals: "திரும்பப்பெறல்கள்",
  payouts: "கொடுப்பனவுகள்",
  carried: "முன்கொண்டு செல்லும் இருப்பு",
  closing: "இறுதி இருப்பு",
  subtotal: "துணைக் கூட்டுத்தொகை",
  total: "மொத்தம்",
  net: "நிகர வருமானம்",
  date: "தேதி",
  description: "விவரம்",
  amount: "தொகை",
  month: "மாதம்",
  none: "எதுவும் இல்லை",
  bankReference: "வங்கிக் குறிப்பு",
  einvoice: "LHDN சரிபார்த்த மின்-விலைப்பட்டியல்",
  noReference: "இன்னும் இல்லை",
  paidStatus: "செலுத்தப்பட்டது",
  issuedStatus: "வழங்கப்பட்டது",
  ownPost: "உங்கள் பதிவு",
  fromRecruit: "பதிவிட்டவர்",
  formerMember: "முன்னாள் உறுப்பினர்",
  withheld107D: "பிடித்தம் (பிரிவு 107D)",
  sent: "வங்கிக்கு அனுப்பப்பட்டது",
  payoutNote: "ஒரு மாதத்தின் கொடுப்பனவு அந்த மாதம் முடிந்த பிறகு செய்யப்பட்டு, செலுத்தப்படாத இருப்பைச் செலுத்துகிறது.",
  taxNote:
    "உங்கள் வருமான வரி தாக்கலுக்காக (e-Filing) இந்தச் சுருக்கத்தை வைத்திருங்கள். Jemput உங்களுக்கு வரவு வைத்த மற்றும் செலுத்திய தொகைகளை இது பட்டியலிடுகிறது; இது வரி ஆலோசனை அல்ல.",
};

export const STATEMENT_LABELS: Readonly<Record<Language, StatementLabels>> = { en, ms, zh, ta };
