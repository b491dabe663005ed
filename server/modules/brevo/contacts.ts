import { Effect } from "effect";
import { completenessOf } from "../../../domain/completeness.ts";
import { toRinggit } from "../../../domain/money.ts";
import type { Sql } from "../../platform/db/database.ts";
import type { AttributeType, ImportContact } from "../../platform/brevo/api.ts";

// What Jemput keeps in Brevo about a member: the contact attributes below and nothing else.
// Bank details, date of birth, ethnicity and addresses never leave (the profile's details are
// read only to score completeness).
export const CONTACT_ATTRIBUTES: ReadonlyArray<{ readonly name: string; readonly type: AttributeType }> = [
  { name: "FIRSTNAME", type: "text" },
  { name: "LASTNAME", type: "text" },
  { name: "SMS", type: "text" },
  { name: "REFERRAL_ID", type: "text" },
  { name: "REFERRAL_LINK", type: "text" },
  { name: "STATE", type: "text" },
  { name: "CITY", type: "text" },
  { name: "TEAM_SIZE", type: "float" },
  { name: "DIRECT_RECRUITS", type: "float" },
  { name: "MONTHLY_INCOME", type: "float" },
  { name: "PROFILE_COMPLETE", type: "float" },
  { name: "JOINED", type: "date" },
];

export interface ContactRow {
  readonly member_id: number;
  readonly email: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone_number: string;
  readonly details: Record<string, unknown>;
  readonly has_picture: boolean;
  readonly referral_code: string;
  readonly team_size: number;
  readonly direct_recruits: number;
  readonly month_sen: number;
  readonly joined_at: Date;
}

const MYT_OFFSET_MS = 8 * 3_600_000;
const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** One member as a Brevo import row; empty values are left out so they never blank Brevo's. */
export const toContact = (row: ContactRow, linkBase: string): ImportContact => {
  const attributes: Record<string, string | number> = {
    FIRSTNAME: row.first_name,
    LASTNAME: row.last_name,
    SMS: row.phone_number,
    REFERRAL_ID: row.referral_code,
    REFERRAL_LINK: `${linkBase}/join/${encodeURIComponent(row.referral_code)}`,
    TEAM_SIZE: row.team_size,
    DIRECT_RECRUITS: row.direct_recruits,
    MONTHLY_INCOME: toRinggit(row.month_sen),
    PROFILE_COMPLETE: completenessOf({
      ...row.details,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phoneNumber: row.phone_number,
      profilePicture: row.has_picture ? "set" : null,
    }).percent,
    // The day the member joined, in Malaysia.
    JOINED: new Date(row.joined_at.getTime() + MYT_OFFSET_MS).toISOString().slice(0, 10),
  };
  const state = text(row.details["state"]);
  const city = text(row.details["city"]);
  if (state !== null) attributes["STATE"] = state;
  if (city !== null) attributes["CITY"] = city;
  return { email: row.email, attributes };
};

/** Subscribed members after `after` up to `upTo`, in member-id order (the sync's cursor). */
export const contactBatch = (
  sql: Sql,
  options: { readonly after: number; readonly upTo: number; readonly limit: number; readonly period: number },
) =>
  sql.query<ContactRow>(
    `SELECT p.member_id, p.email, p.first_name, p.last_name, p.phone_number, p.details, p.profile_picture IS NOT NULL AS has_picture,
            m.referral_code, m.team_size, m.direct_recruits, m.joined_at, coalesce(i.total_sen, 0) AS month_sen
       FROM profiles p
       JOIN members m ON m.member_id = p.member_id
       LEFT JOIN monthly_income i ON i.member_id = p.member_id AND i.period = $4
      WHERE p.member_id > $1 AND p.member_id <= $2 AND p.unsubscribed_at IS NULL
      ORDER BY p.member_id
      LIMIT $3`,
    [options.after, options.upTo, options.limit, options.period],
  );

/** How many contacts a sync started now would send, and the last member id it covers. */
export const contactsToSync = (sql: Sql) =>
  Effect.map(
    sql.query<{ total: number; up_to: number }>(
      `SELECT count(*)::int AS total, coalesce(max(member_id), 0)::int AS up_to FROM profiles WHERE unsubscribed_at IS NULL`,
    ),
    ([row]) => ({ total: row?.total ?? 0, upTo: row?.up_to ?? 0 }),
  );
