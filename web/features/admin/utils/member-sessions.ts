import { translate } from "../../../lib/i18n/use-t.ts";
import { adminText } from "../i18n.ts";

// The words around ending a member's sessions. An admin looking at their own row is told that
// the session they are using stays, as the server keeps it.

/** The toast after the server answered: "Ended 3 sessions", "Ended 1 session". */
export const endedSessionsTitle = (ended: number): string => translate(adminText, "sessions.ended", { count: ended });

export const endedSessionsDetail = (ended: number, own: boolean): string =>
  translate(adminText, ended === 0 ? "sessions.endedNone" : own ? "sessions.endedOwn" : "sessions.endedOther");

/** What the section says and the confirm dialog asks, for a member or for the admin's own row. */
export const endSessionsCopy = (name: string, own: boolean) =>
  own
    ? { hint: translate(adminText, "sessions.ownHint"), question: translate(adminText, "sessions.ownQuestion") }
    : {
        hint: translate(adminText, "sessions.hint", { name }),
        question: translate(adminText, "sessions.question", { name }),
      };
