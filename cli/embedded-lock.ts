import fs from "node:fs";
import type { Command } from "commander";
import { loadDatabaseSettings } from "../server/platform/config/database-settings.ts";
import { acquireOwnerLock, DataDirInUse } from "../server/platform/db/owner-lock.ts";
import { CliFailure, type CliIo } from "./context.ts";

// A command that opens the database takes the embedded database's owner lock (decision 40)
// before its first step: while the server or another command has the files open it refuses at
// once, having written nothing (not a key file, not a backup's first bytes). The database the
// command then opens shares the lock; it is released when the command ends, however it ends.

type Action = Parameters<Command["action"]>[0];

/** "jemput payouts close": the command as the operator typed it, without its arguments (a password may be one). */
const commandName = (command: Command): string => {
  const names: Array<string> = [];
  for (let at: Command | null = command; at !== null; at = at.parent) names.unshift(at.name());
  return names.join(" ");
};

const takeLock = (io: CliIo, command: Command) => {
  const config = loadDatabaseSettings(io.env);
  // A folder not made yet has no owner: the database the command opens takes the lock as it
  // makes it, and a command refused for its arguments leaves no folder behind.
  if (config.databaseUrl !== null || !fs.existsSync(config.dataDir)) return null;
  try {
    return acquireOwnerLock(config.dataDir, { kind: "command", name: commandName(command) });
  } catch (error) {
    throw error instanceof DataDirInUse ? new CliFailure(error.message) : error;
  }
};

export const opensDatabase = (io: CliIo, action: Action): Action =>
  async function (this: Command, ...args) {
    const lock = takeLock(io, this);
    try {
      await action.apply(this, args);
    } finally {
      lock?.release();
    }
  };
