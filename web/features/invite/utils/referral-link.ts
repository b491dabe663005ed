// Links shared from a developer's machine or a preview deployment would send friends to an
// address they cannot open, so there the link points at the public app instead.
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isLocalOrPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host) || host.endsWith(".localhost")) return true;
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
