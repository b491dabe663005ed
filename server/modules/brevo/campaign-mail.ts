import { fullName } from "../../../domain/member-name.ts";
import { escapeHtml, htmlToText, type Mail } from "../../platform/mail/outbox.ts";

// One member's copy of the referral reminder: the admin's template with its
// placeholders filled (HTML-escaped in the body), and an unsubscribe link in every mail.
export interface CampaignTemplate {
  readonly subject: string;
  readonly htmlContent: string;
}
export interface Recipient {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly referralId: string;
}

const PLACEHOLDER = /\{\{\s*(firstName|lastName|referralId|email)\s*\}\}/g;

export const fillPlaceholders = (template: string, recipient: Recipient, encode: (value: string) => string): string =>
  template.replace(PLACEHOLDER, (_, name: keyof Recipient) => encode(recipient[name]));

const footer = (url: string) => {
  const href = escapeHtml(url);
  return (
    `<hr><p style="font-size:12px;color:#6b7280">You receive this email as a Jemput member. <a href="${href}">Unsubscribe</a>.<br>` +
    `<span lang="ms">Anda menerima e-mel ini sebagai ahli Jemput. <a href="${href}">Berhenti melanggan</a>.</span></p>`
  );
};

/** The footer goes inside the body when the template is a whole document, else at the end. */
const withFooter = (html: string, url: string) => {
  const close = html.search(/<\/body\s*>/i);
  return close === -1 ? `${html}\n${footer(url)}` : `${html.slice(0, close)}${footer(url)}\n${html.slice(close)}`;
};

export const reminderMail = (template: CampaignTemplate, recipient: Recipient, unsubscribeUrl: string): Mail => {
  const html = withFooter(fillPlaceholders(template.htmlContent, recipient, escapeHtml), unsubscribeUrl);
  return {
    to: recipient.email,
    toName: fullName(recipient.firstName, recipient.lastName),
    // A subject is one line of plain text: no escaping, no line breaks.
    subject: fillPlaceholders(template.subject, recipient, (value) => value).replace(/[\r\n]+/g, " "),
    html,
    text: htmlToText(html),
    // Mail apps show their own unsubscribe button for these, and may use it in one click.
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
};
