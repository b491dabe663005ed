import fs from "node:fs";

// Whether the process that wrote a lock is still the one running under its pid. A pid alone is
// not enough: after a crash (kill -9, a power cut) the number is handed to some later process,
// which would then seem to hold the lock forever. On Linux a process is named by the machine's
// boot and the tick it started at, which no later process shares; elsewhere only the pid is
// checked.

const PROC = "/proc";

const bootId = (() => {
  try {
    return fs.readFileSync(`${PROC}/sys/kernel/random/boot_id`, "utf8").trim();
  } catch {
    return null;
  }
})();

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
const statFields = (pid: number): Array<string> | null => {
  try {
    const stat = fs.readFileSync(`${PROC}/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
};

/**
 * "boot:start tick" of a running process, null when no such process runs (a zombie has ended),
 * undefined where the system offers no way to tell one process from a later one with its pid.
 */
export const processIdentity = (pid: number): string | null | undefined => {
  if (bootId === null) return undefined;
  const fields = statFields(pid);
  // Field 3 is the state (Z: ended, not yet reaped), field 22 the start time in clock ticks.
  if (fields === null || fields[0] === "Z" || fields[0] === "X") return null;
  return `${bootId}:${fields[19]}`;
};

/** Whether `pid` still runs and, where it can be told, is the process `identity` named. */
export const stillRunning = (pid: number, identity: string | null): boolean => {
  const now = processIdentity(pid);
  if (now === null) return false;
  if (now !== undefined) return identity === null || identity === now;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};
