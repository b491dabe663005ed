import type { Request } from "express";
import { coarseNetwork, deviceLabel } from "../../../domain/session-details.ts";

/**
 * What a new session records about where it was opened, for its member to recognise it
 * (decision 22): a device label from the User-Agent and the coarse network of the client's
 * address (as Express reads it, behind a trusted proxy too). Never the address itself.
 */
export interface SessionDetails {
  readonly device: string | null;
  readonly network: string | null;
}

/** For sessions opened outside a request (fixtures, the CLI's tests). */
export const NO_DETAILS: SessionDetails = { device: null, network: null };

export const sessionDetailsOf = (req: Request): SessionDetails => ({
  device: deviceLabel(req.get("user-agent")),
  network: coarseNetwork(req.ip),
});
