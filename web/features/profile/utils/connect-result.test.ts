import { describe, expect, it } from "vitest";
import { CONNECT_RESULTS } from "../../../../domain/social-handle.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { profileText } from "../i18n.ts";
import { RESULT_MESSAGES, returnedFrom, withoutReturned } from "./connect-result.ts";

describe("returnedFrom", () => {
  it("reads the platform and outcome the callback wrote", () => {
    expect(returnedFrom(new URLSearchParams("connect=tiktok&result=connected"))).toEqual({
      platform: "tiktok",
      result: "connected",
    });
    expect(returnedFrom(new URLSearchParams("connect=youtube&result=no-handle"))).toEqual({
      platform: "youtube",
      result: "no-handle",
    });
  });

  it("ignores an address naming a platform or outcome it does not know", () => {
    expect(returnedFrom(new URLSearchParams(""))).toBeNull();
    expect(returnedFrom(new URLSearchParams("connect=facebook&result=connected"))).toBeNull();
    expect(returnedFrom(new URLSearchParams("connect=tiktok&result=<script>"))).toBeNull();
    expect(returnedFrom(new URLSearchParams("connect=tiktok"))).toBeNull();
  });

  it("has a message for every outcome", () => {
    for (const result of CONNECT_RESULTS)
      expect(translate(profileText, RESULT_MESSAGES[result], { platform: "TikTok" }), result).toContain("TikTok");
  });
});

describe("withoutReturned", () => {
  it("takes the outcome out of the address and keeps the rest", () => {
    expect(withoutReturned(new URLSearchParams("connect=tiktok&result=denied"))).toBe("");
    expect(withoutReturned(new URLSearchParams("tab=social&connect=x&result=used"))).toBe("?tab=social");
  });
});
