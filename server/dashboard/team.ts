import { Effect } from "effect";
import { toRinggit } from "../../domain/money.ts";
import type { Sql } from "../db/database.ts";

// The viewer's Level 1 and Level 2, with only the fields a team view shows: never bank
// details, date of birth, delivery address or ethnicity.
interface TeamRow {
  member_id: number; referrer_id: number; level2_referrer_id: number | null; first_name: string; last_name: string; email: string;
  phone_number: string; details: Record<string, unknown>; profile_picture: string | null; joined_at: Date;
  direct_recruits: number; team_size: number; referral_code_used: string | null; referrer_first: string | null; referrer_last: string | null;
  monthly_sen: number; total_sen: number; override_sen: number; total_posts: number;
}

const socialNamesOnly = (links: unknown) => {
  const out: Record<string, { profileName: string; followers: number }> = {};
  for (const [platform, value] of Object.entries((links ?? {}) as Record<string, { profileName?: string; followers?: number }>)) {
    if (value?.profileName) out[platform] = { profileName: value.profileName, followers: Number(value.followers ?? 0) };
  }
  return out;
};

export const teamOf = (sql: Sql, viewerId: number, period: number) =>
  Effect.gen(function* () {
    const rows = yield* sql.query<TeamRow>(
      `WITH team AS (
         SELECT * FROM members WHERE referrer_id = $1
         UNION ALL SELECT * FROM members WHERE level2_referrer_id = $1),
       overrides AS (
         SELECT source_member_id, sum(amount_sen) AS sen FROM ledger_lines WHERE member_id = $1 AND period = $2 GROUP BY source_member_id)
       SELECT t.member_id, t.referrer_id, t.level2_referrer_id, p.first_name, p.last_name, p.email, p.phone_number, p.details,
              p.profile_picture, t.joined_at, t.direct_recruits, t.team_size, r.referral_code AS referral_code_used,
              rp.first_name AS referrer_first, rp.last_name AS referrer_last,
              coalesce(i.total_sen, 0) AS monthly_sen, coalesce(o.sen, 0) AS override_sen,
              coalesce(all_time.total_sen, 0) AS total_sen, coalesce(all_time.posts, 0) AS total_posts
         FROM team t JOIN profiles p ON p.member_id = t.member_id
         LEFT JOIN members r ON r.member_id = t.referrer_id
         LEFT JOIN profiles rp ON rp.member_id = t.referrer_id
         LEFT JOIN monthly_income i ON i.member_id = t.member_id AND i.period = $2
         LEFT JOIN overrides o ON o.source_member_id = t.member_id
         LEFT JOIN LATERAL (SELECT sum(total_sen) AS total_sen, sum(posts)::int AS posts FROM monthly_income WHERE member_id = t.member_id) all_time ON true
        ORDER BY t.joined_at, t.member_id`,
      [viewerId, period],
    );
    const member = (r: TeamRow) => ({
      id: r.member_id, firstName: r.first_name, lastName: r.last_name, username: r.email.split("@")[0], email: r.email,
      phoneNumber: r.phone_number, city: r.details["city"] ?? null, state: r.details["state"] ?? null,
      createdAt: r.joined_at.toISOString(), joinedDate: r.joined_at.toISOString(), profilePicture: r.profile_picture,
      referrerName: r.referrer_first === null ? null : `${r.referrer_first} ${r.referrer_last ?? ""}`.trim(),
      referralCodeUsed: r.referral_code_used, directRecruits: r.direct_recruits, totalTeamMembers: r.team_size,
      monthlyIncome: toRinggit(r.monthly_sen), totalEarnings: toRinggit(r.total_sen), overrideEarnings: toRinggit(r.override_sen),
      totalPosts: r.total_posts, gender: r.details["gender"] ?? null, maritalStatus: r.details["maritalStatus"] ?? null,
      bio: r.details["bio"] ?? null, influencerCategories: r.details["influencerCategories"] ?? [],
      socialMediaLinks: socialNamesOnly(r.details["socialMediaLinks"]),
    });
    return {
      level1: rows.filter((r) => r.referrer_id === viewerId).map(member),
      level2: rows.filter((r) => r.level2_referrer_id === viewerId).map(member),
    };
  });
