import {
  CONNECT_RESULTS,
  CONNECTABLE_PLATFORMS,
  type ConnectablePlatform,
  type ConnectResult,
} from "../../../../domain/social-handle.ts";
import type { ProfileKey } from "../i18n.ts";

// How a connection came back (`/profile?connect=<platform>&result=<outcome>`, written by the
// server's callback): read once when the profile opens, shown, and taken out of the address so
// a reload or a shared link does not show it again.

export interface Returned {
  readonly platform: ConnectablePlatform;
  readonly result: ConnectResult;
}

const isOneOf = <T extends string>(values: ReadonlyArray<T>, value: string | null): value is T =>
  value !== null && (values as ReadonlyArray<string>).includes(value);

/** The outcome the address names, or null when it names none this app knows. */
export function returnedFrom(search: URLSearchParams): Returned | null {
  const platform = search.get("connect");
  const result = search.get("result");
  return isOneOf(CONNECTABLE_PLATFORMS, platform) && isOneOf(CONNECT_RESULTS, result) ? { platform, result } : null;
}

/** The address without the outcome, everything else kept. */
export function withoutReturned(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete("connect");
  rest.delete("result");
  const text = rest.toString();
  return text === "" ? "" : `?${text}`;
}

export const RESULT_MESSAGES: Readonly<Record<ConnectResult, ProfileKey>> = {
  connected: "connect.connected",
  denied: "connect.denied",
  expired: "connect.expired",
  used: "connect.used",
  elsewhere: "connect.elsewhere",
  failed: "connect.failed",
  unavailable: "connect.unavailable",
  "no-handle": "connect.noHandle",
};
