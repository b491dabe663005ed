import type { Team, TeamMember } from "../api/team.ts";

export type LevelFilter = "all" | "level1" | "level2";
export type Level = 1 | 2;
export type LeveledMember = TeamMember & { level: Level };

// Level 1 first, then Level 2, each in the order the server sends (by joining date).
export function filterTeam(team: Team, level: LevelFilter, search: string): LeveledMember[] {
  const members: LeveledMember[] = [
    ...(level === "level2" ? [] : team.level1.map((member) => ({ ...member, level: 1 as const }))),
    ...(level === "level1" ? [] : team.level2.map((member) => ({ ...member, level: 2 as const }))),
  ];
  const query = search.trim().toLowerCase();
  return query === "" ? members : members.filter((member) => matches(member, query));
}

// The spec's search: "first name plus last name" or the username, ignoring case.
function matches(member: TeamMember, query: string): boolean {
  const name = `${member.firstName ?? ""} ${member.lastName ?? ""}`.toLowerCase();
  return name.includes(query) || (member.username ?? "").toLowerCase().includes(query);
}
