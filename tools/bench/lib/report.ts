import fs from "node:fs";
import os from "node:os";
import { adminQuery } from "./worlds.ts";
import type { Options } from "./options.ts";

// One table for the whole run: each figure next to its target, as a ratio where the target is
// one, and the machine it was measured on.
export interface Row {
  /** The measurement's number in the table of targets (1 to 8). */
  readonly item: number;
  readonly figure: string;
  readonly measured: string;
  readonly target: string;
  /** The figure over what the target compares it with (a reference endpoint, or the limit itself). */
  readonly ratio: number | null;
  /** null: shown for context, no target of its own. */
  readonly pass: boolean | null;
}

/** Raw figures behind the rows: every load run and timing, one line each. */
export interface Detail {
  readonly item: number;
  readonly text: string;
}

export const machine = async (adminUrl: string) => {
  const [pgVersion] = await adminQuery<{ version: string }>(
    adminUrl,
    "SELECT current_setting('server_version') AS version",
  );
  const [settings] = await adminQuery<{ shared_buffers: string; max_connections: string }>(
    adminUrl,
    `SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('max_connections') AS max_connections`,
  );
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    postgres: `PostgreSQL ${pgVersion?.version ?? "?"} (shared_buffers ${settings?.shared_buffers}, max_connections ${settings?.max_connections})`,
    node: `Node.js ${process.version}`,
    system: `${os.type()} ${os.release()} ${os.arch()}`,
  };
};
export type Machine = Awaited<ReturnType<typeof machine>>;

const verdict = (pass: boolean | null) => (pass === null ? "" : pass ? "pass" : "FAIL");
const ratioText = (ratio: number | null) => (ratio === null || Number.isNaN(ratio) ? "" : `${ratio.toFixed(2)}×`);

export const printTable = (rows: ReadonlyArray<Row>, write: (line: string) => void) => {
  const cells = rows.map((r) => [String(r.item), r.figure, r.measured, r.target, ratioText(r.ratio), verdict(r.pass)]);
  const head = ["#", "figure", "measured", "target", "ratio", "result"];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: ReadonlyArray<string>) =>
    c
      .map((v, i) => v.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  write(line(head));
  write(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) write(line(c));
};

export const markdown = (
  rows: ReadonlyArray<Row>,
  details: ReadonlyArray<Detail>,
  m: Machine,
  options: Options,
  date: Date,
) => {
  const cell = (v: string) => v.replace(/\|/g, "\\|");
  const held = rows.filter((r) => r.pass === true).length;
  const targets = rows.filter((r) => r.pass !== null).length;
  return [
    "# Performance",
    "",
    `Measured by \`npm run bench\` on ${date.toISOString().slice(0, 10)}: every figure below comes from that one run, on this machine.`,
    "Load is autocannon from a separate process: 32 connections, no pipelining, a 3 s warm-up discarded, then",
    `${options.seconds} s measured; latencies are over successful answers. Ratios compare each figure with a limit of the`,
    "same machine measured in the same run (an Express `SELECT 1` route, a one-row INSERT, a `COPY`), so they",
    "travel between machines better than the raw figures. How to run it, and what the figures led to:",
    "[README, Benchmarks](../README.md#benchmarks), [decision 12](decisions/0012-performance.md) and [the profiles behind it](performance-profiles.md).",
    "",
    "## Machine",
    "",
    `- ${m.cores} cores (${m.cpu}), ${m.memoryGb} GB memory, ${m.system}`,
    `- ${m.postgres}, on the same machine`,
    `- ${m.node}`,
    `- Worlds: ${options.members.toLocaleString("en")} and ${options.smallMembers.toLocaleString("en")} members with ${options.months} months of posts (\`jemput seed\`)`,
    "",
    `## Targets (${held} of ${targets} held)`,
    "",
    "| # | figure | measured | target | ratio | result |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.item} | ${cell(r.figure)} | ${cell(r.measured)} | ${cell(r.target)} | ${ratioText(r.ratio)} | ${verdict(r.pass)} |`,
    ),
    "",
    "## Every figure of the run",
    "",
    ...details.map((d) => `- (${d.item}) ${d.text}`),
    "",
  ].join("\n");
};

/** Sections of the report written from runs of their own (`npm run bench -- close`, `bench:payout-fold`): a complete run keeps them. */
const KEPT_SECTIONS = ["## Month close", "## After a large close"];

export const writeReport = (file: string, text: string) => {
  const before = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const kept = KEPT_SECTIONS.flatMap((heading) => {
    const start = before.indexOf(`\n${heading}\n`);
    if (start < 0) return [];
    const end = before.indexOf("\n## ", start + 1);
    return [before.slice(start + 1, end < 0 ? undefined : end).trimEnd()];
  });
  fs.writeFileSync(file, kept.length === 0 ? text : `${text.trimEnd()}\n\n${kept.join("\n\n")}\n`);
};
