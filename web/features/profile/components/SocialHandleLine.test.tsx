import { describe, expect, it } from "vitest";
import { renderWithProfile, textOf } from "../testing/render-static.tsx";
import { SocialHandleLine } from "./SocialHandleLine.tsx";

const claimed = {
  platform: "tiktok" as const,
  handle: "siti.cooks",
  verified: false,
  claimedAt: "2026-11-01T02:00:00.000Z",
  verifiedAt: null,
};
const line = (props: Partial<Parameters<typeof SocialHandleLine>[0]>, language: "en" | "ms" = "en") =>
  renderWithProfile(
    <SocialHandleLine
      platform="tiktok"
      handle={claimed}
      connectable
      connecting={false}
      onConnect={() => undefined}
      {...props}
    />,
    undefined,
    language,
  );

describe("SocialHandleLine", () => {
  it("shows a claimed handle as not verified, with Connect naming the platform to screen readers", async () => {
    const text = textOf(await line({}));
    expect(text).toContain("Handle: @siti.cooks");
    expect(text).toContain("Not verified");
    expect(text).toContain("Connect TikTok");
  });

  it("shows a verified handle without Connect", async () => {
    const text = textOf(await line({ handle: { ...claimed, verified: true, verifiedAt: "2026-11-02T02:00:00.000Z" } }));
    expect(text).toContain("Verified");
    expect(text).toContain("You signed in to TikTok as this account.");
    expect(text).not.toContain("Connect");
  });

  it("offers Connect without a handle where the platform can be connected, and shows nothing where it cannot", async () => {
    expect(textOf(await line({ handle: undefined }))).toContain("No handle yet");
    expect(await line({ handle: undefined, connectable: false })).toBe("");
    const facebook = textOf(
      await line({
        platform: "facebook",
        handle: { ...claimed, platform: "facebook", handle: "id/123" },
        connectable: false,
      }),
    );
    expect(facebook).toBe("Handle: id/123 Not verified");
  });

  it("speaks the member's language, and says it is opening the platform once tapped", async () => {
    expect(textOf(await line({}, "ms"))).toContain("Belum disahkan");
    expect(textOf(await line({ connecting: true }))).toContain("Opening TikTok…");
  });
});
