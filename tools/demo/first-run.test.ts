import { describe, expect, it } from "vitest";
import { captureOutput as capture } from "../../server/testing/start-output.ts";
import { announceDemoLogins } from "./first-run.ts";

// What `npm start` prints about the demo on every start: each demo login with its password, on a
// terminal for a person, in a JSON line for a log (decision 65).
const LOGINS = {
  adminEmail: "admin@demo.jemput.my",
  memberEmail: "siti.goh.2@demo.jemput.my",
  password: "WnSRANQQzwtT",
};
const DEMO = {
  logins: LOGINS,
  file: "/srv/jemput/data/demo-logins.json",
  appUrl: "http://localhost:5000",
  created: true,
};

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

  it("are one JSON log line elsewhere, each login with its password", () => {
    const { output, written, logged } = capture(false);
    announceDemoLogins(output, DEMO);
    expect(written).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg:
        "Demo data created: sign in at http://localhost:5000 as admin admin@demo.jemput.my or member " +
        "siti.goh.2@demo.jemput.my, password WnSRANQQzwtT; `npm run cli -- demo logins` prints them again",
      demo: { admin: LOGINS.adminEmail, member: LOGINS.memberEmail, loginsFile: DEMO.file },
    });
  });

  it("are printed again on a later start, with the admin's setup code when there is one", () => {
    const later = {
      ...DEMO,
      created: false,
      logins: { ...LOGINS, setupCode: "K7PX-2QRM", setupCodeExpiresAt: "2026-05-02T10:00:00.000Z" },
    };
    const tty = capture(true);
    announceDemoLogins(tty.output, later);
    const text = tty.written.join("");
    expect(text).toContain("Demo data from an earlier start.");
    expect(text).toContain("  member  siti.goh.2@demo.jemput.my   password WnSRANQQzwtT\n");
    expect(text).toContain("The admin's setup code: K7PX-2QRM");
    const log = capture(false);
    announceDemoLogins(log.output, later);
    expect(String(log.logged[0]?.["msg"])).toContain(
      "password WnSRANQQzwtT; the admin's one-time setup code K7PX-2QRM (until 2026-05-02T10:00:00.000Z)",
    );
  });
});
