// What a member is shown of each of their sessions so they can tell them apart (decision 22): a
// short device label read from the browser's User-Agent, and the network it signed in from,
// coarsened so that the full address is never kept. Both are hints for people, never checks:
// a User-Agent says whatever the client likes.

// The longest User-Agent read: real ones are a few hundred characters, and nothing past that
// changes the label.
const MAX_USER_AGENT = 512;

// The first match wins, so in-app browsers and Chromium's relatives come before the Chrome and
// Safari tokens they also carry.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:FBAN|FBAV|FB_IAB)\b/, "Facebook"],
  [/\bInstagram\b/, "Instagram"],
  [/\b(?:musical_ly|TikTok|BytedanceWebview)\b/i, "TikTok"],
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\b(?:OPR|Opera)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

// Android and ChromeOS say "Linux" too, and Windows Phone says "Windows".
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\biPod\b/, "iPod"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows Phone\b/, "Windows Phone"],
  [/\bWindows\b/, "Windows"],
  [/\b(?:Macintosh|Mac OS X)\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>): string | null =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * "Chrome on Windows", "Safari on iPhone", "Instagram on Android"; "Firefox" or "Browser on
 * Linux" when only one half is known; null when the User-Agent names neither (a script, none).
 */
export const deviceLabel = (userAgent: string | null | undefined): string | null => {
  const text = (userAgent ?? "").slice(0, MAX_USER_AGENT);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `Browser on ${system}`;
  return browser;
};

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

const ipv4Parts = (text: string): ReadonlyArray<number> | null => {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
};

const GROUP = /^[0-9a-f]{1,4}$/;

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail allowed), or null. */
const ipv6Groups = (text: string): ReadonlyArray<number> | null => {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (half: string): Array<number> | null => {
    if (half === "") return [];
    const out: Array<number> = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      const v4 = i === pieces.length - 1 ? ipv4Parts(piece) : null;
      if (v4) out.push(v4[0]! * 256 + v4[1]!, v4[2]! * 256 + v4[3]!);
      else if (GROUP.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
};

/**
 * The network an address belongs to, as shown to its member: an IPv4 address's /24
 * ("203.106.94.x", an IPv4 address mapped into IPv6 too) or an IPv6 address's /48
 * ("2001:db8:abcd::/48"), which is a provider's block or one site, never one device. Null for
 * anything that is not an address.
 */
export const coarseNetwork = (address: string | null | undefined): string | null => {
  const text = (address ?? "").trim().toLowerCase().replace(/%.*$/, "");
  if (text.length > 64) return null;
  const v4 = ipv4Parts(text);
  if (v4) return `${v4.slice(0, 3).join(".")}.x`;
  if (!text.includes(":")) return null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  // ::ffff:a.b.c.d is an IPv4 client of a dual-stack server: shown as the IPv4 address it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.x`;
  return `${groups
    .slice(0, 3)
    .map((g) => g.toString(16))
    .join(":")}::/48`;
};
