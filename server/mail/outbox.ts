import type { Sql } from "../db/database.ts";

// Without a mail service configured, mail is kept in the outbox table for admins and
// operators to read; nothing leaves the machine.
export interface Mail { readonly to: string; readonly subject: string; readonly html: string; readonly text: string }

export const queueMail = (sql: Sql, mail: Mail) =>
  sql.query(`INSERT INTO outbox (to_email, subject, html, text) VALUES ($1, $2, $3, $4)`, [mail.to, mail.subject, mail.html, mail.text]);

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
