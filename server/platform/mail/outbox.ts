import { Effect } from "effect";
import type { Sql } from "../db/database.ts";

// Without a mail service configured, mail is kept in the outbox table for admins and
// operators to read; nothing leaves the machine.
export interface Mail {
  readonly to: string;
  readonly toName?: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra mail headers (List-Unsubscribe); only Brevo uses them. */
  readonly headers?: Readonly<Record<string, string>>;
}

export const recentOutbox = (sql: Sql, limit: number) =>
  Effect.map(
    sql.query<{ id: number; to_email: string; subject: string; html: string; text: string; created_at: Date }>(
      `SELECT id, to_email, subject, html, text, created_at FROM outbox ORDER BY id DESC LIMIT $1`,
      [limit],
    ),
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        to: r.to_email,
        subject: r.subject,
        text: r.text,
        html: r.html,
        createdAt: r.created_at.toISOString(),
      })),
  );

// Links in mail carry one-time tokens (password resets, unsubscribes). An admin reading the
// outbox in the panel sees the mail without them, so the panel cannot be used to take over a
// member's account; operators reading the table itself already hold the database.
const TOKEN_IN_LINK = /([?&]token=)[^\s&"'<>)]+/g;
export const hideLinkTokens = (text: string): string => text.replace(TOKEN_IN_LINK, "$1(hidden)");

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** A plain-text rendering of simple mail HTML, for the text part and the outbox. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(style|script|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label} (${href})`)
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|tr|table)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
