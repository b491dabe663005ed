import type { Guards } from "../../platform/http/bind.ts";
import { requireAdmin, requireMember, requireOpenSession } from "./session.ts";

/** The session checks the route declarations' `access` names, as the binder runs them. */
export const GUARDS: Guards = {
  session: requireOpenSession,
  member: requireMember,
  admin: requireAdmin,
};
