import { queryOptions } from "@tanstack/react-query";
import type { ChangePasswordBody, MemberSession, PasswordChanged } from "../../../../domain/contract/sessions.ts";
import { api, schemaOf } from "../../../lib/api.ts";

// The member's signed-in devices and their password (domain/contract/sessions.ts).
export type { ChangePasswordBody, MemberSession, PasswordChanged };

const contract = () => import("../../../../domain/contract/sessions.ts");

export const sessionsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: ["/api/profile/sessions"],
    queryFn: api.queryFn({ schema: schemaOf(contract, "MemberSessions") }),
    enabled,
  });

/** Ends one session; `current` when it was this device's own (which is then signed out). */
export const endSession = (id: string) =>
  api.request("DELETE", `/api/profile/sessions/${encodeURIComponent(id)}`, undefined, {
    schema: schemaOf(contract, "SessionEnded"),
  });

/** Ends every session but this device's: how many ended. */
export const endOtherSessions = async (): Promise<number> =>
  (
    await api.request("POST", "/api/profile/sessions/end-others", undefined, {
      schema: schemaOf(contract, "OtherSessionsEnded"),
    })
  ).ended;

// Answers 400 naming `currentPassword` (wrong) or `newPassword` (too weak), 429 after ten tries.
export const changePassword = (payload: ChangePasswordBody) =>
  api.request("POST", "/api/auth/change-password", payload, { schema: schemaOf(contract, "PasswordChanged") });
