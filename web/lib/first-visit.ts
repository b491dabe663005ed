// Whether the member signed in on this tab has just registered: their first visit, greeted as
// such on the dashboard ("Welcome, Nadia!" rather than "Welcome back", decision 23). Kept in the
// tab's sessionStorage, so a reload still knows, while another tab, a later visit or another
// sign-in is a return. Without sessionStorage (Node, privacy settings) it lasts for the page.

const KEY = "jemput.firstVisit";

let inMemory: string | null = null;

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** After a sign-in: the member's id when the sign-in was their registration, else null. */
export function rememberFirstVisit(memberId: number | string | null | undefined): void {
  inMemory = memberId === null || memberId === undefined ? null : String(memberId);
  try {
    if (inMemory === null) sessionStorageOrNone()?.removeItem(KEY);
    else sessionStorageOrNone()?.setItem(KEY, inMemory);
  } catch {
    // A storage that refuses the write: the page's memory is all there is.
  }
}

/** True while `memberId` is the member who registered on this tab. */
export function isFirstVisit(memberId: number | string | null | undefined): boolean {
  if (memberId === null || memberId === undefined) return false;
  let kept = inMemory;
  try {
    kept = sessionStorageOrNone()?.getItem(KEY) ?? inMemory;
  } catch {
    // As above: the page's memory.
  }
  return kept === String(memberId);
}
