import { lazy, Suspense, useState } from "react";
import type { LeveledMember } from "../utils/team-pages.ts";

// The member the dialog shows comes with the level it was found on; screens of other features
// that open it (the dashboard) name those types from here, not from the team's utils.
export type { Level, LeveledMember } from "../utils/team-pages.ts";

// The profile dialog (and Radix Dialog under it) is not part of the dashboard's or My Team's
// first JavaScript: its chunk starts loading when a name is first hovered or focused, and is
// there by the time it is clicked (or shortly after, on touch screens, which do not hover).
const load = () => import("./MemberProfileDialog.tsx");
const MemberProfileDialog = lazy(async () => ({ default: (await load()).MemberProfileDialog }));

let started = false;
/** Starts fetching the dialog's chunk; cheap to call on every hover. */
export function preloadMemberProfileDialog(): void {
  if (started) return;
  started = true;
  void load().catch(() => {
    started = false;
  });
}

type LazyMemberProfileDialogProps = {
  member: LeveledMember | null;
  onClose: () => void;
};

// Mounted from the first opening on, so the dialog can play its closing and keep focus return.
export function LazyMemberProfileDialog({ member, onClose }: LazyMemberProfileDialogProps) {
  const [needed, setNeeded] = useState(false);
  if (member !== null && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <MemberProfileDialog member={member} onClose={onClose} />
    </Suspense>
  ) : null;
}
