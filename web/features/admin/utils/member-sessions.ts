import { plural } from "../../../ui/plural.ts";

// The words around ending a member's sessions. An admin looking at their own row is told that
// the session they are using stays, as the server keeps it.

/** The toast after the server answered: "Ended 3 sessions", "Ended 1 session". */
export const endedSessionsTitle = (ended: number): string => `Ended ${plural(ended, "session", "sessions")}`;

export const endedSessionsDetail = (ended: number, own: boolean): string =>
  ended === 0
    ? "No session was open."
    : own
      ? "Your other devices are signed out; this one stays signed in."
      : "They need their password to sign in again on each device.";

/** What the section says and the confirm dialog asks, for a member or for the admin's own row. */
export const endSessionsCopy = (name: string, own: boolean) =>
  own
    ? {
        hint: "Signs you out on every other device. This one stays signed in.",
        question:
          "End all of your other sessions? Every other device you are signed in on will need your password again.",
      }
    : {
        hint: `Signs ${name} out on every device, e.g. after a lost phone or a shared password.`,
        question: `End all sessions of ${name}? They will be signed out on every device and need their password to sign in again.`,
      };
