import { FORMER_MEMBER } from "../../../domain/member-name.ts";

// domain/member-name.ts's naming rule (displayName) in SQL, for statements that write their JSON
// themselves (the team page); rows mapped in TypeScript use displayName itself. An erased
// member's profile row is deleted, so a missing first name means a former member.

/** FORMER_MEMBER as an SQL string literal. */
export const FORMER_MEMBER_SQL = `'${FORMER_MEMBER.replaceAll("'", "''")}'`;

/**
 * The name of the profile `p` (an alias or CTE with first_name and last_name, null when the
 * profile is gone): first and last name, or `fallback` (SQL text, FORMER_MEMBER unless given; a
 * statement kept prepared passes it as a parameter). Names are stored trimmed.
 */
export const displayNameSql = (p: string, fallback: string = FORMER_MEMBER_SQL): string =>
  `CASE WHEN ${p}.first_name IS NULL THEN ${fallback} ELSE btrim(${p}.first_name || ' ' || coalesce(${p}.last_name, '')) END`;
