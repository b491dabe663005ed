import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coarseNetwork, deviceLabel } from "./session-details.ts";

// Real User-Agent strings of the browsers members use, as each sends it.
const AGENTS: ReadonlyArray<readonly [string, string]> = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Chrome on Windows",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    "Safari on iPhone",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
    "Safari on macOS",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    "Samsung Internet on Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
    "Chrome on Android",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87",
    "Edge on Windows",
  ],
  ["Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0", "Firefox on Linux"],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
    "Chrome on iPhone",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15",
    "Firefox on iPad",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
    "Opera on Windows",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
    "Chrome on ChromeOS",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 335.0.2.20.93",
    "Instagram on iPhone",
  ],
  [
    "Mozilla/5.0 (Linux; Android 13; 2201117TY Build/TKQ1.221114.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/470.0.0.40.70;]",
    "Facebook on Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 12; V2111) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 musical_ly_2023405030 BytedanceWebview/d8a21c6",
    "TikTok on Android",
  ],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36",
    "Chrome on Linux",
  ],
  // An iPhone app's web view names no browser.
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "Browser on iPhone",
  ],
];

describe("deviceLabel", () => {
  it("names the browser and the system of the browsers members use", () => {
    for (const [agent, label] of AGENTS) expect(deviceLabel(agent), agent).toBe(label);
  });

  it("says nothing for a client that names neither, or sends no User-Agent", () => {
    for (const agent of ["curl/8.5.0", "node", "", "python-requests/2.31", null, undefined])
      expect(deviceLabel(agent)).toBeNull();
    expect(deviceLabel("Firefox/127.0")).toBe("Firefox");
  });

  it("is always a short label from its own words, whatever the header holds", () => {
    const words = /^(?:[A-Z][\w ]* on [\w ]+|[A-Z][\w ]*)$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 2_000 }), (agent) => {
        const label = deviceLabel(agent);
        if (label !== null) {
          expect(label).toMatch(words);
          expect(label.length).toBeLessThanOrEqual(40);
        }
      }),
    );
  });
});

describe("coarseNetwork", () => {
  it("keeps an IPv4 address's /24 only", () => {
    expect(coarseNetwork("203.106.94.17")).toBe("203.106.94.x");
    expect(coarseNetwork("10.0.0.255")).toBe("10.0.0.x");
    expect(coarseNetwork(" 127.0.0.1 ")).toBe("127.0.0.x");
  });

  it("shows an IPv4 client of a dual-stack server as IPv4", () => {
    expect(coarseNetwork("::ffff:203.106.94.17")).toBe("203.106.94.x");
    expect(coarseNetwork("::FFFF:cb6a:5e11")).toBe("203.106.94.x");
  });

  it("keeps an IPv6 address's /48 only, in its shortest spelling", () => {
    expect(coarseNetwork("2001:0db8:abcd:0012:0000:0000:0000:0001")).toBe("2001:db8:abcd::/48");
    expect(coarseNetwork("2404:160:8123:4567::1")).toBe("2404:160:8123::/48");
    expect(coarseNetwork("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(coarseNetwork("fe80::1%eth0")).toBe("fe80:0:0::/48");
    expect(coarseNetwork("::1")).toBe("0:0:0::/48");
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "",
      "unknown",
      "256.1.1.1",
      "1.2.3",
      "1.2.3.4.5",
      "2001:db8::1::2",
      "2001:db8:1:2:3:4:5:6:7",
      "2001:db8:1:2:3:4:5",
      "12345::1",
      "g::1",
      null,
      undefined,
    ])
      expect(coarseNetwork(text), String(text)).toBeNull();
  });

  it("never gives back the address it was given", () => {
    const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((n) => n.join("."));
    const v6 = fc
      .array(fc.nat(0xffff), { minLength: 8, maxLength: 8 })
      .map((g) => g.map((n) => n.toString(16)).join(":"));
    fc.assert(
      fc.property(fc.oneof(v4, v6), (address) => {
        const network = coarseNetwork(address);
        expect(network).not.toBeNull();
        expect(network).not.toBe(address);
        expect(network).toMatch(/\.x$|::\/48$/);
      }),
    );
  });
});
