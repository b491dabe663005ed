import { describe, expect, it } from "vitest";
import { render } from "../../two-factor/testing/render.tsx";
import { SessionsCard } from "./SessionsCard.tsx";

const SESSIONS = ["/api/profile/sessions"];
const member = { id: 7, email: "nadia@jemput.my", firstName: "Nadia", isAdmin: false };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const here = {
  id: "0d6f3c52-3a43-4d0b-9a5e-4f1e8f0b9a11",
  device: "Safari on iPhone",
  network: "2001:db8:abcd::/48",
  createdAt: minutesAgo(90),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const laptop = {
  id: "5b1a7e0c-8f0e-4b55-a3c9-2d7e1c6b4f22",
  device: "Chrome on Windows",
  network: "203.106.94.x",
  createdAt: minutesAgo(600),
  lastSeenAt: minutesAgo(45),
  current: false,
};
const unknown = { ...laptop, id: "9c2e4f71-1d3b-4a6e-8b0f-7e5d3c2b1a33", device: null, network: null };

describe("the profile's signed-in devices card", () => {
  it("lists each device with its network and last use, marks this one, and offers to end the others", async () => {
    const { html, text } = await render(<SessionsCard />, { user: member, answered: [[SESSIONS, [here, laptop]]] });
    expect(text).toContain("Signed-in devices");
    expect(text).toContain("Safari on iPhone This device Network 2001:db8:abcd::/48 · Active now");
    expect(text).toContain("Chrome on Windows Network 203.106.94.x · Last active 45 minutes ago End");
    // One End button, for the other device, named by it for screen readers.
    expect(html.match(/>End</g)).toHaveLength(1);
    expect(html).toContain('aria-label="End the session on Chrome on Windows"');
    expect(text).toContain("Sign out everywhere else");
  });

  it("says what it could not read about a device", async () => {
    const { text } = await render(<SessionsCard />, { user: member, answered: [[SESSIONS, [here, unknown]]] });
    expect(text).toContain("Unknown device Network unknown · Last active 45 minutes ago");
  });

  it("has nothing to end when this is the only device", async () => {
    const { text } = await render(<SessionsCard />, { user: member, answered: [[SESSIONS, [here]]] });
    expect(text).toContain("No other device is signed in.");
    expect(text).not.toContain("Sign out everywhere else");
    expect(text).not.toMatch(/\bEnd\b/);
  });

  it("shows a placeholder while the list loads", async () => {
    const { html } = await render(<SessionsCard />, { user: member });
    expect(html).toContain('aria-busy="true"');
  });
});
