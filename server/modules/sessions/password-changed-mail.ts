import { escapeHtml, type Mail } from "../../platform/mail/outbox.ts";

// The notice that a member's password was changed, in English and then Malay as the reset mail
// is: a member who did not change it learns at once, and learns what to do about it. It carries
// no link that acts by itself, only the sign-in page, where "Forgot your password?" starts a reset.

const MY_TIME = new Intl.DateTimeFormat("en-MY", {
  timeZone: "Asia/Kuala_Lumpur",
  dateStyle: "medium",
  timeStyle: "short",
});

export const passwordChangedMail = (
  to: { email: string; firstName: string },
  change: { at: Date; sessionsEnded: number; publicUrl: string },
): Mail => {
  const name = escapeHtml(to.firstName);
  const signIn = `${change.publicUrl}/login`;
  const href = escapeHtml(signIn);
  const when = MY_TIME.format(change.at);
  const others = change.sessionsEnded;
  const endedEn =
    others === 0
      ? "No other device was signed in."
      : `${others} other device${others === 1 ? " was" : "s were"} signed out.`;
  const endedMs = others === 0 ? "Tiada peranti lain yang log masuk." : `${others} peranti lain telah dilog keluar.`;
  const changedEn = `The password of your Jemput account was changed on ${when} (Malaysian time). ${endedEn}`;
  const changedMs = `Kata laluan akaun Jemput anda telah ditukar pada ${when} (waktu Malaysia). ${endedMs}`;
  const notYouEn = `If this was you, there is nothing more to do. If it was not, reset your password now: choose "Forgot your password?" on the sign-in page.`;
  const notYouMs = `Jika ini anda, tiada apa-apa lagi yang perlu dilakukan. Jika bukan, tetapkan semula kata laluan anda sekarang: pilih "Forgot your password?" di halaman log masuk.`;
  return {
    to: to.email,
    toName: to.firstName,
    subject: "Your Jemput password was changed (Kata laluan Jemput anda telah ditukar)",
    text: [
      `Hi ${to.firstName},`,
      "",
      changedEn,
      "",
      notYouEn,
      signIn,
      "",
      "---",
      "",
      `Hai ${to.firstName},`,
      "",
      changedMs,
      "",
      notYouMs,
      signIn,
    ].join("\n"),
    html: [
      `<p>Hi ${name},</p>`,
      `<p>${escapeHtml(changedEn)}</p>`,
      `<p>${escapeHtml(notYouEn)} <a href="${href}">Sign in to Jemput</a></p>`,
      `<hr>`,
      `<p lang="ms">Hai ${name},</p>`,
      `<p lang="ms">${escapeHtml(changedMs)}</p>`,
      `<p lang="ms">${escapeHtml(notYouMs)} <a href="${href}">Log masuk ke Jemput</a></p>`,
    ].join("\n"),
  };
};
