// Limits and value lists the server enforces and the screens show, kept apart from the schemas
// so a screen can read them without loading the schema code.

/** The kinds of a member's ledger line that pay. */
export const INCOME_TYPES = ["personal", "level1_override", "level2_override"] as const;

/** Ledger kinds that take an approval's credits back (decision 17); their amounts are negative. */
export const REVERSAL_TYPES = ["personal_reversal", "level1_reversal", "level2_reversal"] as const;

/** Every kind a member's ledger line can have. */
export const LEDGER_TYPES = [...INCOME_TYPES, ...REVERSAL_TYPES] as const;

/** The team list: members per page (default and most) and the longest search. */
export const TEAM_PAGE = { defaultLimit: 24, maxLimit: 100, maxSearch: 100 } as const;

/** A share template's text, trimmed. */
export const TEMPLATE_MAX_LENGTH = 2000;

/** A campaign mail's subject and HTML body, trimmed. */
export const SUBJECT_MAX_LENGTH = 200;
export const HTML_MAX_LENGTH = 100_000;

/** The admin member table: rows per page. */
export const MEMBER_PAGE_LIMIT = { default: 50, max: 100 } as const;

/** The `code` of the 403 that asks a signed-in member to confirm it's them first (decision 21). */
export const STEP_UP_REQUIRED = "step_up_required";
