import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";
import { RESET_MINUTES } from "../credentials/tokens.ts";

// The password-reset mail, in English and then Malay, with the one link that works.
export const resetMail = (to: { email: string; firstName: string }, link: string): Mail => {
  const name = escapeHtml(to.firstName);
  const href = escapeHtml(link);
  const hours = RESET_MINUTES / 60;
  return {
    to: to.email,
    toName: to.firstName,
    subject: "Reset your Jemput password (Tetapkan semula kata laluan Jemput anda)",
    text: [
      `Hi ${to.firstName},`,
      "",
      `Set a new password for your Jemput account here (the link works for ${hours} hour, once):`,
      link,
      "",
      "If you did not ask for this, ignore this email: your password stays as it is.",
      "",
      "---",
      "",
      `Hai ${to.firstName},`,
      "",
      `Tetapkan kata laluan baharu untuk akaun Jemput anda di sini (pautan sah selama ${hours} jam, sekali sahaja):`,
      link,
      "",
      "Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.",
    ].join("\n"),
    html: [
      `<p>Hi ${name},</p>`,
      `<p><a href="${href}">Set a new password</a> for your Jemput account (the link works for ${hours} hour, once).</p>`,
      `<p>If you did not ask for this, ignore this email: your password stays as it is.</p>`,
      `<hr>`,
      `<p lang="ms">Hai ${name},</p>`,
      `<p lang="ms"><a href="${href}">Tetapkan kata laluan baharu</a> untuk akaun Jemput anda (pautan sah selama ${hours} jam, sekali sahaja).</p>`,
      `<p lang="ms">Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal seperti sedia ada.</p>`,
      `<p>If the link does not open, copy it into your browser / Jika pautan tidak dibuka, salin ke pelayar anda:<br>${href}</p>`,
    ].join("\n"),
  };
};
