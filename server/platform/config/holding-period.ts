import { Context, Layer } from "effect";

// How long an approval's lines wait before a close may pay them (POST_HOLDING_DAYS, decision
// 53), as every request, job and command of the runtime sees it. Only the approval reads it: the
// instant it makes is carried in the event, so later readings of the setting change nothing
// already approved.
export class HoldingPeriod extends Context.Service<HoldingPeriod, { readonly days: number }>()(
  "jemput/server/config/HoldingPeriod",
) {
  static readonly layer = (days: number) => Layer.succeed(HoldingPeriod, HoldingPeriod.of({ days }));
}
