import type { AdminHome } from "../api/home.ts";
import type { AdminTabId } from "../hooks/use-admin-tab.ts";
import type { PostsView } from "../hooks/use-posts-view.ts";

/** One line of the admin home: how much waits, and the tab where it is done. */
export type HomeTask = {
  readonly id: "posts" | "takenDown" | "flags" | "month" | "details" | "bank";
  readonly tab: AdminTabId;
  /** The list within the tab, when it is not the tab's first. */
  readonly view?: PostsView;
  readonly count: number;
  /** RM, for the lines about money. */
  readonly amount?: number;
  /** yyyymm, for the month to close. */
  readonly period?: number;
};

// In the order an admin's week runs: review (and reverse what was taken down before a close pays
// it), look at what is held, close, pay.
export function homeTasks(home: AdminHome): ReadonlyArray<HomeTask> {
  const month = home.unclosedMonth;
  return [
    { id: "posts", tab: "posts", count: home.pendingPosts },
    { id: "takenDown", tab: "posts", view: "takenDown", count: home.takenDownPosts },
    { id: "flags", tab: "risk", count: home.openFlags.count, amount: home.openFlags.held },
    month
      ? { id: "month", tab: "payouts", count: 1, period: month.year * 100 + month.month }
      : { id: "month", tab: "payouts", count: 0 },
    { id: "details", tab: "payouts", count: home.withoutDetails.count, amount: home.withoutDetails.total },
    { id: "bank", tab: "payouts", count: home.unreconciled.count, amount: home.unreconciled.total },
  ];
}
