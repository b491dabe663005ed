// The browser's localStorage, reached through a function because it may be missing (tests under
// Node) or throw on access (storage disabled by privacy settings): callers then carry on with
// nothing kept between visits.
export function localStorageOrNone(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}
