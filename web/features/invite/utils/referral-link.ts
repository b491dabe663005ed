// Links shared from a developer's machine or a preview deployment would send friends to an
// address they cannot open, so there the link points at the public app instead.

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

// Loopback, "this host", private (RFC 1918) and link-local IPv4 ranges: only this machine or
// this network reaches them.
function isLocalIpv4(host: string): boolean {
  const match = IPV4.exec(host);
  if (!match) return false;
  const [a, b] = match.slice(1, 3).map(Number) as [number, number];
  return (
    a === 127 ||
    a === 0 ||
    a === 10 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

// Loopback, unique local (fc00::/7) and link-local (fe80::/10) IPv6, with or without brackets.
function isLocalIpv6(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (!bare.includes(":")) return false;
  if (bare === "::1" || bare === "::") return true;
  return /^f[cd][0-9a-f]{2}:/.test(bare) || /^fe[89ab][0-9a-f]:/.test(bare);
}

/** An address only this machine or its local network can open: localhost, 127.x, ::1, private ranges, .local. */
export function isLocalAddress(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".local")) return true;
  return isLocalIpv4(host) || isLocalIpv6(host);
}

export function isLocalOrPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isLocalAddress(host)) return true;
  return host
    .split(".")
    .some((label) => label.startsWith("preview") || label.startsWith("staging") || label.endsWith("-preview"));
}

type Location = { origin: string; hostname: string };

export function referralLinkBase(location: Location, publicAppUrl: string | null | undefined): string {
  const base = isLocalOrPreviewHost(location.hostname) && publicAppUrl ? publicAppUrl : location.origin;
  return base.replace(/\/+$/, "");
}

export function referralLink(base: string, referralId: string): string {
  return `${base}/join/${encodeURIComponent(referralId)}`;
}

/** Whether a link points at a local address, which nobody it is shared with can open. */
export function pointsAtLocalAddress(link: string): boolean {
  try {
    return isLocalAddress(new URL(link).hostname);
  } catch {
    return false;
  }
}

/** The link cut where it may wrap: scheme, host, path and the referral ID, never inside the host. */
export function linkParts(link: string): { scheme: string; host: string; path: string } {
  const match = /^([a-z][a-z0-9+.-]*:\/\/)([^/]*)(.*)$/i.exec(link);
  return match ? { scheme: match[1]!, host: match[2]!, path: match[3]! } : { scheme: "", host: "", path: link };
}
