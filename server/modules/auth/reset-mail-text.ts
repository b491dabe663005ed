import type { Catalog } from "../../platform/i18n/messages.ts";

// The password-reset mail's words (reset-mail.ts). {link} is the link itself, written with the
// words of `linkText`; {hours} how long it works.
export const RESET_MAIL: Catalog<
  "subject" | "greeting" | "textAction" | "htmlAction" | "linkText" | "ignore" | "copyLink" | "colon"
> = {
  en: {
    subject: "Reset your Jemput password",
    greeting: "Hi {name},",
    textAction: "Set a new password for your Jemput account here (the link works for {hours} hour, once):",
    htmlAction: "{link} for your Jemput account (the link works for {hours} hour, once).",
    linkText: "Set a new password",
    ignore: "If you did not ask for this, ignore this email: your password stays as it is.",
    copyLink: "If the link does not open, copy it into your browser",
    colon: ":",
  },
  ms: {
    subject: "Tetapkan semula kata laluan Jemput anda",
    greeting: "Hai {name},",
    textAction:
      "Tetapkan kata laluan baharu untuk akaun Jemput anda di sini (pautan sah selama {hours} jam, sekali sahaja):",
    htmlAction: "{link} untuk akaun Jemput anda (pautan sah selama {hours} jam, sekali sahaja).",
    linkText: "Tetapkan kata laluan baharu",
    ignore: "Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.",
    copyLink: "Jika pautan tidak dibuka, salin ke pelayar anda",
    colon: ":",
  },
  zh: {
    subject: "重置您的 Jemput 密码",
    greeting: "{name}，您好：",
    textAction: "请在此为您的 Jemput 账户设置新密码（链接在 {hours} 小时内有效，仅可使用一次）：",
    htmlAction: "请为您的 Jemput 账户{link}（链接在 {hours} 小时内有效，仅可使用一次）。",
    linkText: "设置新密码",
    ignore: "如果您没有提出此请求，请忽略这封邮件：您的密码将保持不变。",
    copyLink: "如果链接无法打开，请将其复制到浏览器中",
    colon: "：",
  },
  ta: {
    subject: "உங்கள் Jemput கடவுச்சொல்லை மீட்டமைக்கவும்",
    greeting: "வணக்கம் {name},",
    textAction:
      "உங்கள் Jemput கணக்கிற்குப் புதிய கடவுச்சொல்லை இங்கே அமைக்கவும் (இணைப்பு {hours} மணிநேரம் மட்டுமே, ஒருமுறை மட்டுமே செயல்படும்):",
    htmlAction: "உங்கள் Jemput கணக்கிற்கு {link} (இணைப்பு {hours} மணிநேரம் மட்டுமே, ஒருமுறை மட்டுமே செயல்படும்).",
    linkText: "புதிய கடவுச்சொல்லை அமைக்கவும்",
    ignore: "நீங்கள் இதைக் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாமல் இருக்கும்.",
    copyLink: "இணைப்பு திறக்கவில்லை என்றால், அதை நகலெடுத்து உங்கள் உலாவியில் ஒட்டவும்",
    colon: ":",
  },
};
