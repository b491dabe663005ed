import { describe, expect, it } from "vitest";
import { homeTasks } from "./home-tasks.ts";

describe("homeTasks", () => {
  it("lists each line with the tab where it is done, in the order of the work", () => {
    const tasks = homeTasks({
      pendingPosts: 3,
      takenDownPosts: 2,
      openFlags: { count: 1, held: 690 },
      unclosedMonth: { month: 5, year: 2026 },
      withoutDetails: { count: 0, total: 0 },
      unreconciled: { count: 2, total: 400 },
    });
    expect(tasks.map((t) => [t.id, t.tab, t.count])).toEqual([
      ["posts", "posts", 3],
      ["takenDown", "posts", 2],
      ["flags", "risk", 1],
      ["month", "payouts", 1],
      ["details", "payouts", 0],
      ["bank", "payouts", 2],
    ]);
    expect(tasks[1]?.view).toBe("takenDown");
    expect(tasks[3]?.period).toBe(202605);
    expect(tasks[5]?.amount).toBe(400);
  });

  it("counts a closed last month as nothing to do", () => {
    const none = { count: 0, total: 0 };
    const tasks = homeTasks({
      pendingPosts: 0,
      takenDownPosts: 0,
      openFlags: { count: 0, held: 0 },
      unclosedMonth: null,
      withoutDetails: none,
      unreconciled: none,
    });
    expect(tasks.every((t) => t.count === 0)).toBe(true);
  });
});
