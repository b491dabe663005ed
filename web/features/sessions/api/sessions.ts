import { queryOptions } from "@tanstack/react-query";
import { sessionsApi } from "../../../../domain/contract/routes/sessions.ts";
import type { ChangePasswordBody, MemberSession, PasswordChanged } from "../../../../domain/contract/sessions.ts";
import { api } from "../../../lib/api.ts";

// The member's signed-in devices and their password (domain/contract/sessions.ts).
export type { ChangePasswordBody, MemberSession, PasswordChanged };

export const sessionsQueryOptions = (enabled = true) => queryOptions({ ...api.query(sessionsApi.list), enabled });

/** Ends one session; `current` when it was this device's own (which is then signed out). */
export const endSession = (id: string) => api.call(sessionsApi.end, { params: { id } });

/** Ends every session but this device's: how many ended. */
export const endOtherSessions = async (): Promise<number> => (await api.call(sessionsApi.endOthers)).ended;

// Answers 400 naming `currentPassword` (wrong) or `newPassword` (too weak), 429 after ten tries.
export const changePassword = (payload: ChangePasswordBody) => api.call(sessionsApi.changePassword, { body: payload });
