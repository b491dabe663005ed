import { describe, expect, it } from "vitest";
import { isLocalOrPreviewHost, referralLink, referralLinkBase } from "./referral-link.ts";

const at = (url: string) => {
  const { origin, hostname } = new URL(url);
  return { origin, hostname };
};

describe("isLocalOrPreviewHost", () => {
  it.each([
    "localhost",
    "127.0.0.1",
    "[::1]",
    "app.localhost",
    "preview.jemput.my",
    "preview-42.jemput.my",
    "staging.jemput.my",
    "pr-7-preview.example.dev",
  ])("treats %s as local or preview", (host) => expect(isLocalOrPreviewHost(host)).toBe(true));

  it.each(["app.jemput.my", "jemput.my", "mypreviewsite.com", "my-staging.jemput.my", "127.0.0.2"])(
    "treats %s as a public host",
    (host) => expect(isLocalOrPreviewHost(host)).toBe(false),
  );
});

describe("referralLinkBase", () => {
  it("uses the current origin on a public host", () => {
    expect(referralLinkBase(at("https://jemput.my/invite"), "https://app.jemput.my")).toBe("https://jemput.my");
  });

  it("uses the public app address on localhost and preview hosts", () => {
    expect(referralLinkBase(at("http://127.0.0.1:5000/invite"), "https://app.jemput.my")).toBe("https://app.jemput.my");
    expect(referralLinkBase(at("http://[::1]:5173/"), "https://app.jemput.my/")).toBe("https://app.jemput.my");
    expect(referralLinkBase(at("https://staging.jemput.my/"), "https://app.jemput.my")).toBe("https://app.jemput.my");
  });

  it("falls back to the origin when no public app address is configured", () => {
    expect(referralLinkBase(at("http://localhost:5173/invite"), null)).toBe("http://localhost:5173");
    expect(referralLinkBase(at("http://localhost:5173/invite"), "")).toBe("http://localhost:5173");
  });
});

describe("referralLink", () => {
  it("points at the join route with the referral id", () => {
    expect(referralLink("https://app.jemput.my", "AISYAH1")).toBe("https://app.jemput.my/join/AISYAH1");
  });
});
