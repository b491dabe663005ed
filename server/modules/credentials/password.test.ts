import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

// The nice value of each of this process's threads (field 19 of /proc/<pid>/task/<tid>/stat).
const threadNiceness = (): Array<number> =>
  fs.readdirSync("/proc/self/task").map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
  });

describe("password hashing", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("nasi-Lemak-2026");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, "nasi-Lemak-2026")).toBe(true);
    expect(await verifyPassword(stored, "nasi-lemak-2026")).toBe(false);
    expect(await verifyPassword("not a hash", "nasi-Lemak-2026")).toBe(false);
  });

  it("answers every one of many requests made at once, each with its own result", async () => {
    const passwords = Array.from({ length: 12 }, (_, i) => `teh-tarik-${i}`);
    const hashes = await Promise.all(passwords.map(hashPassword));
    expect(new Set(hashes).size).toBe(12);
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(h, passwords[(i + (i % 2)) % 12]!)));
    expect(checks).toEqual(passwords.map((_, i) => i % 2 === 0));
  });

  it.runIf(fs.existsSync("/proc/thread-self"))(
    "runs on a thread of the lowest priority, so requests keep the CPU",
    async () => {
      const before = threadNiceness().filter((n) => n === 19).length;
      await hashPassword("roti-Canai-1");
      expect(threadNiceness().filter((n) => n === 19).length).toBe(Math.max(before, 1));
      // The process's own thread keeps its priority.
      expect(Number(fs.readFileSync("/proc/thread-self/stat", "utf8").split(") ")[1]!.split(" ")[16])).toBe(0);
    },
  );
});
