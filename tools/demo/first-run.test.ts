import { describe, expect, it } from "vitest";
import { captureOutput as capture } from "../../server/testing/start-output.ts";
import { announceDemoLogins, remindDemoLogins } from "./first-run.ts";

// What `npm start` prints about the demo on a first run: on a terminal for a person, in JSON
// lines for a log.
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
