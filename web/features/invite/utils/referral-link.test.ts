import { describe, expect, it } from "vitest";
import {
  isLocalAddress,
  isLocalOrPreviewHost,
  linkParts,
  pointsAtLocalAddress,
  referralLink,
  referralLinkBase,
} from "./referral-link.ts";

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
    "127.0.0.2",
    "192.168.1.20",
  ])("treats %s as local or preview", (host) => expect(isLocalOrPreviewHost(host)).toBe(true));

  it.each(["app.jemput.my", "jemput.my", "mypreviewsite.com", "my-staging.jemput.my", "8.8.8.8"])(
    "treats %s as a public host",
    (host) => expect(isLocalOrPreviewHost(host)).toBe(false),
  );
});

describe("isLocalAddress", () => {
  it.each([
    "localhost",
    "LOCALHOST",
    "app.localhost",
    "jemput.local",
    "127.0.0.1",
    "127.45.0.9",
    "0.0.0.0",
    "10.0.0.7",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.20",
    "169.254.10.1",
    "[::1]",
    "::1",
    "[fd12:3456::1]",
    "[fe80::1]",
  ])("%s is reached only from this machine or its network", (host) => expect(isLocalAddress(host)).toBe(true));

  it.each([
    "app.jemput.my",
    "preview.jemput.my",
    "172.15.0.1",
    "172.32.0.1",
    "192.169.1.1",
    "11.0.0.1",
    "[2001:db8::1]",
    "[fc::1]",
    "localhost.jemput.my",
  ])("%s is public", (host) => expect(isLocalAddress(host)).toBe(false));

  it("tells which links nobody else can open", () => {
    expect(pointsAtLocalAddress("http://127.0.0.1:5000/join/AISYAH1")).toBe(true);
    expect(pointsAtLocalAddress("http://192.168.0.3:5000/join/AISYAH1")).toBe(true);
    expect(pointsAtLocalAddress("https://app.jemput.my/join/AISYAH1")).toBe(false);
    expect(pointsAtLocalAddress("not a link")).toBe(false);
  });
});

describe("linkParts", () => {
  it("cuts a link into scheme, host and path", () => {
    expect(linkParts("https://app.jemput.my/join/AISYAH1")).toEqual({
      scheme: "https://",
      host: "app.jemput.my",
      path: "/join/AISYAH1",
    });
    expect(linkParts("http://[::1]:5173/join/A")).toEqual({ scheme: "http://", host: "[::1]:5173", path: "/join/A" });
    expect(linkParts("/join/A")).toEqual({ scheme: "", host: "", path: "/join/A" });
  });
});

describe("referralLinkBase", () => {
  it("uses the current origin on a public host", () => {
    expect(referralLinkBase(at("https://jemput.my/invite"), "https://app.jemput.my")).toBe("https://jemput.my");
  });

  it("uses the public app address on localhost and preview hosts", () => {
    expect(referralLinkBase(at("http://127.0.0.1:5000/invite"), "https://app.jemput.my")).toBe("https://app.jemput.my");
    expect(referralLinkBase(at("http://[::1]:5173/"), "https://app.jemput.my/")).toBe("https://app.jemput.my");
    expect(referralLinkBase(at("https://staging.jemput.my/"), "https://app.jemput.my")).toBe("https://app.jemput.my");
    expect(referralLinkBase(at("http://192.168.1.20:5000/"), "https://app.jemput.my")).toBe("https://app.jemput.my");
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
