import type { JemputEvent } from "./events.ts";
import { canonicalLink, isPlatformKey } from "./post-link.ts";

// What erasing a member (PDPA) does to the facts that mention them. Events hold ids and money,
// but three values a member supplied reached the log before erasure existed: the referral code
// (letters of the first name) and a post's title and link (a link often names the account).
// Erasure blanks exactly those, in the log and in the projections alike, so a rebuild gives the
// same tables; ids, periods, amounts and every stream version stay as they were. A link's key
// (domain/post-link.ts) stays only where it is a platform's id (decision 14).

/**
 * The code an erased member is known by from then on. Lower-case letters can never match a typed
 * code (registration compares with the upper-cased input), so nobody can join under them again,
 * and the id keeps it unique.
 */
export const erasedReferralCode = (memberId: number): string => `erased-${memberId}`;

/** The event as it reads once `memberId` is erased; the same object when nothing in it is theirs. */
export const redactForErasure = (event: JemputEvent, memberId: number): JemputEvent => {
  switch (event.type) {
    case "MemberRegistered":
      return event.data.memberId === memberId && event.data.referralCode !== erasedReferralCode(memberId)
        ? { ...event, data: { ...event.data, referralCode: erasedReferralCode(memberId) } }
        : event;
    case "PostSubmitted": {
      if (event.data.memberId !== memberId || (event.data.title === "" && event.data.url === "")) return event;
      // A platform's own id names a post, not a person, so it stays and the link stays taken (a
      // paid post's link cannot be paid again); a cleaned link may name the account, so it goes.
      const { canonicalLink: key = canonicalLink(event.data.url) ?? undefined, ...data } = event.data;
      const kept = key !== undefined && isPlatformKey(key) ? { canonicalLink: key } : {};
      return { ...event, data: { ...data, title: "", url: "", ...kept } };
    }
    default:
      return event;
  }
};
