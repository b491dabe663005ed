import type { Catalog } from "../../platform/i18n/messages.ts";

// The password-changed notice's words (password-changed-mail.ts). {when} is the moment in
// Malaysian time, {ended} one of the `ended…` sentences, {forgot} the sign-in page's link as the
// reader's screens name it.
export const PASSWORD_CHANGED_MAIL: Catalog<
  "subject" | "greeting" | "changed" | "endedNone" | "endedOne" | "endedMany" | "notYou" | "forgot" | "signIn"
> = {
  en: {
    subject: "Your Jemput password was changed",
    greeting: "Hi {name},",
    changed: "The password of your Jemput account was changed on {when} (Malaysian time). {ended}",
    endedNone: "No other device was signed in.",
    endedOne: "{count} other device was signed out.",
    endedMany: "{count} other devices were signed out.",
    notYou:
      'If this was you, there is nothing more to do. If it was not, reset your password now: choose "{forgot}" on the sign-in page.',
    forgot: "Forgot your password?",
    signIn: "Sign in to Jemput",
  },
  ms: {
    subject: "Kata laluan Jemput anda telah ditukar",
    greeting: "Hai {name},",
    changed: "Kata laluan akaun Jemput anda telah ditukar pada {when} (waktu Malaysia). {ended}",
    endedNone: "Tiada peranti lain yang log masuk.",
    endedOne: "{count} peranti lain telah dilog keluar.",
    endedMany: "{count} peranti lain telah dilog keluar.",
    notYou:
      'Jika ini anda, tiada apa-apa lagi yang perlu dilakukan. Jika bukan, tetapkan semula kata laluan anda sekarang: pilih "{forgot}" di halaman log masuk.',
    forgot: "Terlupa kata laluan?",
    signIn: "Log masuk ke Jemput",
  },
  zh: {
    subject: "您的 Jemput 密码已更改",
    greeting: "{name}，您好：",
    changed: "您 Jemput 账户的密码已于 {when}（马来西亚时间）更改。{ended}",
    endedNone: "没有其他已登录的设备。",
    endedOne: "另有 {count} 台设备已退出登录。",
    endedMany: "另有 {count} 台设备已退出登录。",
    notYou: "如果这是您本人所做的更改，则无需再做任何事。如果不是，请立即重置密码：在登录页面选择“{forgot}”。",
    forgot: "忘记密码？",
    signIn: "登录 Jemput",
  },
  ta: {
    subject: "உங்கள் Jemput கடவுச்சொல் மாற்றப்பட்டது",
    greeting: "வணக்கம் {name},",
    changed: "உங்கள் Jemput கணக்கின் கடவுச்சொல் {when} (மலேசிய நேரம்) அன்று மாற்றப்பட்டது. {ended}",
    endedNone: "வேறு எந்தச் சாதனத்திலும் உள்நுழைந்திருக்கவில்லை.",
    endedOne: "வேறு {count} சாதனம் வெளியேற்றப்பட்டது.",
    endedMany: "வேறு {count} சாதனங்கள் வெளியேற்றப்பட்டன.",
    notYou:
      'இதைச் செய்தது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை. இல்லையென்றால், உடனே உங்கள் கடவுச்சொல்லை மீட்டமைக்கவும்: உள்நுழைவுப் பக்கத்தில் "{forgot}" என்பதைத் தேர்ந்தெடுக்கவும்.',
    forgot: "கடவுச்சொல் மறந்துவிட்டதா?",
    signIn: "Jemput-இல் உள்நுழையவும்",
  },
};
