import { describe, expect, it } from "vitest";
import { makeLogger } from "../platform/logging/logger.ts";
import { announceDemoLogins, remindDemoLogins, type StartOutput } from "./first-run.ts";
import { buildWeb, viteBuildArgs } from "./web-build.ts";

// What `npm start` prints on a first run: on a terminal for a person, in JSON lines for a log.
const capture = (interactive: boolean) => {
  const written: Array<string> = [];
  const logged: Array<Record<string, unknown>> = [];
  const destination = { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) };
  const output: StartOutput = {
    interactive,
    write: (text) => void written.push(text),
    logger: makeLogger("info", destination),
  };
  return { output, written, logged };
};

const LOGINS = {
  adminEmail: "admin@demo.jemput.my",
  memberEmail: "siti.goh.2@demo.jemput.my",
  password: "WnSRANQQzwtT",
};
const DEMO = { logins: LOGINS, file: "/srv/jemput/data/demo-logins.json", appUrl: "http://localhost:5000" };

describe("the demo's logins on a first start", () => {
  it("are a block of plain text on a terminal, with the way to show them again", () => {
    const { output, written, logged } = capture(true);
    announceDemoLogins(output, DEMO);
    expect(logged).toEqual([]);
    const text = written.join("");
    expect(text).toContain("Demo data created.");
    expect(text).toContain("Jemput demo: sign in at http://localhost:5000");
    expect(text).toContain("  admin   admin@demo.jemput.my        password WnSRANQQzwtT\n");
    expect(text).toContain("  member  siti.goh.2@demo.jemput.my   password WnSRANQQzwtT\n");
    expect(text).toContain("Show these again: npm run cli -- demo logins");
    expect(text).not.toContain("{");
  });

  it("are one JSON log line elsewhere, without the password", () => {
    const { output, written, logged } = capture(false);
    announceDemoLogins(output, DEMO);
    expect(written).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "Demo data created; `npm run cli -- demo logins` prints the logins",
      demo: { admin: LOGINS.adminEmail, member: LOGINS.memberEmail, loginsFile: DEMO.file },
    });
    expect(JSON.stringify(logged)).not.toContain(LOGINS.password);
  });

  it("are pointed at on a later start on a terminal, and not in a log", () => {
    const tty = capture(true);
    remindDemoLogins(tty.output);
    expect(tty.written.join("")).toBe("\nDemo logins: npm run cli -- demo logins\n");
    const log = capture(false);
    remindDemoLogins(log.output);
    expect([log.written, log.logged]).toEqual([[], []]);
  });
});

describe("building the web app on start", () => {
  it("lets Vite show its progress on a terminal and says how long it took", () => {
    const { output, written, logged } = capture(true);
    const runs: Array<ReadonlyArray<string>> = [];
    buildWeb(output, (args) => {
      runs.push(args);
      return 0;
    });
    expect(runs).toEqual([["build", "--config", "web/vite.config.ts"]]);
    expect(written[0]).toBe(
      "Building the web app (on a first start, or after its sources changed; about half a minute)\n",
    );
    expect(written[1]).toMatch(/^Web app built in \d+\.\d s\.\n$/);
    expect(logged).toEqual([]);
  });

  it("keeps a log to a line before and after, with Vite's warnings only", () => {
    const { output, written, logged } = capture(false);
    buildWeb(output, () => 0);
    expect(viteBuildArgs(false)).toEqual(["build", "--config", "web/vite.config.ts", "--logLevel", "warn"]);
    expect(written).toEqual([]);
    expect(logged.map((line) => line["msg"])).toEqual(["building the web app", "web app built"]);
    expect(logged[1]).toHaveProperty("seconds");
  });

  it("stops with the time spent when the build fails", () => {
    const { output } = capture(true);
    expect(() => buildWeb(output, () => 1)).toThrow(/^The web build failed after \d+\.\d s \(see above\)\.$/);
  });
});
