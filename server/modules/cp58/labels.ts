import type { Language } from "../../../domain/languages.ts";
import type { IncomeKind } from "../../../domain/statement.ts";

// A CP58's words in each language a member may choose. The parts are LHDN's (guide notes to
// Form CP58): A the paying company, B the recipient, C the incentives, D the declaration. The
// form's own Malay title is printed on every copy, so the document is recognised whatever the
// member's language; the kinds of income use the statements' words (statements/labels.ts).

export interface Cp58Labels {
  readonly title: string;
  readonly year: string;
  readonly partA: string;
  readonly partB: string;
  readonly partC: string;
  readonly partD: string;
  readonly name: string;
  readonly address: string;
  readonly registration: string;
  readonly incomeTaxNo: string;
  readonly mykad: string;
  readonly passport: string;
  readonly memberId: string;
  readonly notGiven: string;
  readonly monetary: string;
  readonly incentives: Readonly<Record<IncomeKind, string>>;
  readonly monetaryTotal: string;
  readonly nonMonetary: string;
  readonly nonMonetaryNone: string;
  readonly total: string;
  readonly reversalsNote: string;
  readonly declaration: string;
  readonly generated: string;
  readonly computerNote: string;
}

/** The form as LHDN names it, printed on every copy. */
export const OFFICIAL_TITLE =
  "CP58 · Penyata Bayaran Insentif Berbentuk Wang Tunai dan Bukan Wang Tunai kepada Ejen, Pengedar atau Pengagih (Seksyen 83A Akta Cukai Pendapatan 1967)";

const en: Cp58Labels = {
  title: "Statement of incentive payments (CP58)",
  year: "Year of payment",
  partA: "Part A: Payer company",
  partB: "Part B: Recipient",
  partC: "Part C: Incentive payments",
  partD: "Part D: Declaration",
  name: "Name",
  address: "Address",
  registration: "Registration no. (SSM)",
  incomeTaxNo: "Income tax no.",
  mykad: "Identity card no. (MyKad)",
  passport: "Passport no.",
  memberId: "Jemput member no.",
  notGiven: "Not given",
  monetary: "Monetary incentives",
  incentives: {
    personal: "Fees for approved posts",
    level1_override: "Level 1 Override commission",
    level2_override: "Level 2 Override commission",
  },
  monetaryTotal: "Total monetary incentives",
  nonMonetary: "Non-monetary incentives",
  nonMonetaryNone: "None (vehicles, travel, goods and the like)",
  total: "Total incentives",
  reversalsNote:
    "Each amount is what was credited to you for the year's months, less what was reversed in them, as in your yearly earnings summary.",
  declaration:
    "The company declares that the particulars in this statement are true and complete as recorded in its accounts.",
  generated: "Issued",
  computerNote:
    "This statement is produced by computer from the company's records. Keep it for your income tax return.",
};

const ms: Cp58Labels = {
  title: "Penyata bayaran insentif (CP58)",
  year: "Tahun bayaran",
  partA: "Bahagian A: Syarikat pembayar",
  partB: "Bahagian B: Penerima",
  partC: "Bahagian C: Bayaran insentif",
  partD: "Bahagian D: Akuan",
  name: "Nama",
  address: "Alamat",
  registration: "No. pendaftaran (SSM)",
  incomeTaxNo: "No. cukai pendapatan",
  mykad: "No. kad pengenalan (MyKad)",
  passport: "No. pasport",
  memberId: "No. ahli Jemput",
  notGiven: "Tidak diberikan",
  monetary: "Insentif berbentuk wang tunai",
  incentives: {
    personal: "Bayaran bagi hantaran yang diluluskan",
    level1_override: "Komisen Tahap 1",
    level2_override: "Komisen Tahap 2",
  },
  monetaryTotal: "Jumlah insentif wang tunai",
  nonMonetary: "Insentif bukan wang tunai",
  nonMonetaryNone: "Tiada (kenderaan, pelancongan, barangan dan seumpamanya)",
  total: "Jumlah insentif",
  reversalsNote:
    "Setiap amaun ialah yang dikreditkan kepada anda bagi bulan-bulan tahun ini, tolak yang dibatalkan dalam bulan-bulan itu, seperti dalam ringkasan pendapatan tahunan anda.",
  declaration:
    "Syarikat mengaku bahawa butiran dalam penyata ini adalah benar dan lengkap seperti yang direkodkan dalam akaunnya.",
  generated: "Dikeluarkan",
  computerNote:
    "Penyata ini dijana oleh komputer daripada rekod syarikat. Simpan untuk Borang Nyata Cukai Pendapatan anda.",
};

const zh: Cp58Labels = {
  title: "奖励金付款证明（CP58）",
  year: "付款年份",
  partA: "A 部分：付款公司",
  partB: "B 部分：收款人",
  partC: "C 部分：奖励金付款",
  partD: "D 部分：声明",
  name: "名称",
  address: "地址",
  registration: "注册号码（SSM）",
  incomeTaxNo: "所得税号码",
  mykad: "身份证号码（MyKad）",
  passport: "护照号码",
  memberId: "Jemput 会员编号",
  notGiven: "未提供",
  monetary: "现金奖励",
  incentives: { personal: "已批准帖子的费用", level1_override: "一级佣金", level2_override: "二级佣金" },
  monetaryTotal: "现金奖励总额",
  nonMonetary: "非现金奖励",
  nonMonetaryNone: "无（车辆、旅游、物品等）",
  total: "奖励总额",
  reversalsNote: "每项金额为该年各月记入您账户的款项，减去这些月份内撤销的款项，与您的年度收入摘要一致。",
  declaration: "本公司声明，本证明所载资料真实完整，与公司账目记录相符。",
  generated: "发出日期",
  computerNote: "本证明由电脑根据公司记录生成。请保留以便填写您的所得税申报。",
};

const ta: Cp58Labels = {
  title: "ஊக்கத்தொகைக் கொடுப்பனவு அறிக்கை (CP58)",
  year: "கொடுப்பனவு ஆண்டு",
  partA: "பகுதி A: செலுத்தும் நிறுவனம்",
  partB: "பகுதி B: பெறுநர்",
  partC: "பகுதி C: ஊக்கத்தொகைக் கொடுப்பனவுகள்",
  partD: "பகுதி D: உறுதிமொழி",
  name: "பெயர்",
  address: "முகவரி",
  registration: "பதிவு எண் (SSM)",
  incomeTaxNo: "வருமான வரி எண்",
  mykad: "அடையாள அட்டை எண் (MyKad)",
  passport: "கடவுச்சீட்டு எண்",
  memberId: "Jemput உறுப்பினர் எண்",
  notGiven: "வழங்கப்படவில்லை",
  monetary: "பண ஊக்கத்தொகைகள்",
  incentives: {
    personal: "அங்கீகரிக்கப்பட்ட பதிவுகளுக்கான கட்டணம்",
    level1_override: "நிலை 1 கமிஷன்",
    level2_override: "நிலை 2 கமிஷன்",
  },
  monetaryTotal: "மொத்த பண ஊக்கத்தொகைகள்",
  nonMonetary: "பணமல்லாத ஊக்கத்தொகைகள்",
  nonMonetaryNone: "இல்லை (வாகனங்கள், பயணம், பொருட்கள் போன்றவை)",
  total: "மொத்த ஊக்கத்தொகைகள்",
  reversalsNote:
    "ஒவ்வொரு தொகையும் இந்த ஆண்டின் மாதங்களுக்கு உங்களுக்கு வரவு வைக்கப்பட்டதிலிருந்து அந்த மாதங்களில் திரும்பப்பெறப்பட்டதைக் கழித்தது, உங்கள் ஆண்டு வருமானச் சுருக்கத்தில் உள்ளபடி.",
  declaration:
    "இந்த அறிக்கையில் உள்ள விவரங்கள் நிறுவனத்தின் கணக்குகளில் பதிவானபடி உண்மையானவை, முழுமையானவை என நிறுவனம் உறுதியளிக்கிறது.",
  generated: "வழங்கப்பட்டது",
  computerNote:
    "இந்த அறிக்கை நிறுவனத்தின் பதிவுகளிலிருந்து கணினியால் உருவாக்கப்பட்டது. உங்கள் வருமான வரி தாக்கலுக்காக இதை வைத்திருங்கள்.",
};

export const CP58_LABELS: Readonly<Record<Language, Cp58Labels>> = { en, ms, zh, ta };
