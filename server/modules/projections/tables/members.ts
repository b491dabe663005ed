import { ofKind, type TableProjection } from "../table.ts";

// members: one row per member with the upline recorded at registration, the team counters
// (team_size is generated from them) and the admin flag. Erasure only swaps the referral code.
export interface MemberRow {
  memberId: number;
  referralCode: string;
  referrerId: number | null;
  level2ReferrerId: number | null;
  directRecruits: number;
  level2Count: number;
  isAdmin: boolean;
  joinedAt: string;
}

/** What the generated column team_size holds. */
export const teamSize = (row: MemberRow): number => row.directRecruits + row.level2Count;

export const members: TableProjection<MemberRow> = {
  table: "members",
  columns: [
    { name: "member_id", type: "int", value: (r) => r.memberId },
    { name: "referral_code", type: "text", value: (r) => r.referralCode },
    { name: "referrer_id", type: "int", value: (r) => r.referrerId },
    { name: "level2_referrer_id", type: "int", value: (r) => r.level2ReferrerId },
    { name: "direct_recruits", type: "int", value: (r) => r.directRecruits },
    { name: "level2_count", type: "int", value: (r) => r.level2Count },
    { name: "is_admin", type: "bool", value: (r) => r.isAdmin },
    { name: "joined_at", type: "timestamptz", value: (r) => r.joinedAt },
  ],

  live: (changes, p) => {
    const steps = [];
    for (const c of ofKind(changes, "memberJoined")) {
      steps.push({
        name: "joined",
        sql: `INSERT INTO members (member_id, referral_code, referrer_id, level2_referrer_id, joined_at)
        VALUES (${p.add(c.memberId, "int")}, ${p.add(c.referralCode, "text")}, ${p.add(c.referrerId, "int")}, ${p.add(c.level2ReferrerId, "int")}, ${p.add(c.at, "timestamptz")})`,
      });
    }
    const grew = ofKind(changes, "teamGrew");
    if (grew.length > 0) {
      // `grown` hands each grown team's new size to activities (a crossed milestone).
      steps.push({
        name: "grown",
        sql: `UPDATE members m
          SET direct_recruits = m.direct_recruits + (g.level = 1)::int, level2_count = m.level2_count + (g.level = 2)::int
         FROM unnest(${p.add(
           grew.map((c) => c.memberId),
           "int[]",
         )}, ${p.add(
           grew.map((c) => c.level),
           "int[]",
         )},
                     ${p.add(
                       grew.map((c) => c.newMemberId),
                       "int[]",
                     )}, ${p.add(
                       grew.map((c) => c.at),
                       "timestamptz[]",
                     )})
              AS g (member_id, level, new_member_id, at)
        WHERE m.member_id = g.member_id
        RETURNING m.member_id, m.team_size, g.new_member_id, g.at`,
      });
    }
    for (const c of ofKind(changes, "adminChanged")) {
      steps.push({
        name: "admin",
        sql: `UPDATE members SET is_admin = ${p.add(c.isAdmin, "bool")} WHERE member_id = ${p.add(c.memberId, "int")}`,
      });
    }
    for (const c of ofKind(changes, "memberErased")) {
      steps.push({
        name: "erased_code",
        sql: `UPDATE members SET referral_code = ${p.add(c.referralCode, "text")} WHERE member_id = ${p.add(c.memberId, "int")}`,
      });
    }
    return steps;
  },

  fold: (tables, _position, change) => {
    switch (change.kind) {
      case "memberJoined":
        tables.members.set(change.memberId, {
          memberId: change.memberId,
          referralCode: change.referralCode,
          referrerId: change.referrerId,
          level2ReferrerId: change.level2ReferrerId,
          directRecruits: 0,
          level2Count: 0,
          isAdmin: false,
          joinedAt: change.at,
        });
        return;
      case "teamGrew": {
        const row = tables.members.get(change.memberId);
        if (!row) return;
        if (change.level === 1) row.directRecruits += 1;
        else row.level2Count += 1;
        return;
      }
      case "adminChanged": {
        const row = tables.members.get(change.memberId);
        if (row) row.isAdmin = change.isAdmin;
        return;
      }
      case "memberErased": {
        const row = tables.members.get(change.memberId);
        if (row) row.referralCode = change.referralCode;
        return;
      }
    }
  },
};
