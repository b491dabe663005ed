import { describe, expect, it } from "vitest";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import type { Language } from "../../../../domain/languages.ts";
import { formatDate } from "../../../lib/format.ts";
import { namesIn } from "../../../lib/member-names.ts";
import { libText } from "../../../lib/text.ts";
import { dashboardText } from "../i18n.ts";
import { english, wordsIn } from "../testing/words.ts";
import { activityDescription, activityLabel as labelIn, activityTime as timeIn, activityTone } from "./activity.ts";

const activityLabel = (type: string) => labelIn(type, english);
const activityTime = (iso: string, now: Date) => timeIn(iso, now, english);

describe("activityLabel", () => {
  it.each([
    ["post_created", "Content Created"],
    ["commission_earned", "Commission Earned"],
    ["referral_made", "New Referral"],
    ["level_up", "Level Upgrade"],
    ["payment_received", "Payout"],
  ])("labels %s as %s", (type, label) => {
    expect(activityLabel(type)).toBe(label);
  });

  it("shows other types raw", () => {
    expect(activityLabel("bonus_granted")).toBe("bonus_granted");
  });
});

describe("activityTone", () => {
  it("colours money green and unknown types neutral", () => {
    expect(activityTone("commission_earned")).toBe("green");
    expect(activityTone("bonus_granted")).toBe("neutral");
  });
});

describe("activityTime", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it("says 'Just now' under a minute, also for a clock slightly ahead", () => {
    expect(activityTime(ago(30_000), now)).toBe("Just now");
    expect(activityTime(ago(-5_000), now)).toBe("Just now");
  });

  it("counts minutes, hours and days within a week", () => {
    expect(activityTime(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(activityTime(ago(3 * 3_600_000 + 59 * 60_000), now)).toBe("3 hours ago");
    expect(activityTime(ago(26 * 3_600_000), now)).toBe("yesterday");
    expect(activityTime(ago(6 * 86_400_000), now)).toBe("6 days ago");
  });

  it("words every age within the week as Intl.RelativeTimeFormat does for en-MY", () => {
    const intl = new Intl.RelativeTimeFormat("en-MY", { numeric: "auto" });
    for (const [minutes, unit, size] of [
      [1, "minute", 1],
      [59, "minute", 1],
      [60, "hour", 60],
      [61, "hour", 60],
      [23 * 60 + 59, "hour", 60],
      [24 * 60, "day", 1440],
      [3 * 1440, "day", 1440],
      [7 * 1440 - 1, "day", 1440],
    ] as const) {
      expect(activityTime(ago(minutes * 60_000), now), `${minutes} minutes`).toBe(
        intl.format(-Math.floor(minutes / size), unit),
      );
    }
  });

  it("shows the date from a week on", () => {
    const old = ago(7 * 86_400_000);
    expect(activityTime(old, now)).toBe(formatDate(old));
    expect(activityTime(old, now)).toMatch(/2026/);
  });

  it("shows a dash for an unreadable date", () => {
    expect(activityTime("not a date", now)).toBe("-");
  });

  it("words the age in the reader's language", async () => {
    await dashboardText.pending("ms");
    expect(timeIn(ago(5 * 60_000), now, wordsIn("ms"))).toBe("5 minit lalu");
    expect(timeIn(ago(26 * 3_600_000), now, wordsIn("ms"))).toBe("semalam");
    expect(labelIn("commission_earned", wordsIn("ms"))).toBe("Komisen Diperoleh");
  });
});

describe("activityDescription", () => {
  type Facts = {
    description: string;
    subject: string | null;
    level: number | null;
    period: number | null;
    threshold: number | null;
  };
  const facts: Facts = {
    description: "as the server wrote it",
    subject: null,
    level: null,
    period: null,
    threshold: null,
  };
  const namesOf = (language: Language) => namesIn((key, values) => libText.text(language, key, values));
  const say = (
    activity: Partial<Facts> & { type: string; amount: number },
    language = english,
    names = namesOf("en"),
  ) => activityDescription({ ...facts, ...activity }, language, names);

  // The same words the server writes in English (server/modules/dashboard/queries.ts).
  it("words each kind of activity from its facts, with RM joined to its figure", () => {
    expect(say({ type: "post_created", amount: 200 })).toBe("Your post was approved: RM\u00a0200.00");
    expect(say({ type: "commission_earned", amount: 30, subject: "Jason Lee", level: 1 })).toBe(
      "RM\u00a030.00 Level 1 override from Jason Lee's post",
    );
    expect(say({ type: "commission_reversed", amount: -10, subject: "Jason Lee", level: 2 })).toBe(
      "RM\u00a010.00 Level 2 override taken back: Jason Lee's post was reversed",
    );
    expect(say({ type: "referral_made", amount: 0, subject: "Mei Ling", level: 1 })).toBe(
      "Mei Ling joined your team as a direct recruit",
    );
    expect(say({ type: "referral_made", amount: 0, subject: "Mei Ling", level: 2 })).toBe(
      "Mei Ling joined your Level 2 team",
    );
    expect(say({ type: "post_reversed", amount: -200 })).toBe("Your post was reversed: RM\u00a0200.00 taken back");
    expect(say({ type: "payment_received", amount: 1200, period: 202609 })).toBe(
      "Payment received: RM\u00a01,200.00 for September 2026",
    );
    expect(say({ type: "payment_received", amount: 1200 })).toBe("Payment received: RM\u00a01,200.00");
    expect(say({ type: "level_up", amount: 0, threshold: 10 })).toBe("Your team reached 10 members");
  });

  it("shows the server's words for a type it does not know or one missing its facts", () => {
    expect(say({ type: "bonus_granted", amount: 5 })).toBe("as the server wrote it");
    expect(say({ type: "commission_earned", amount: 30, level: 1 })).toBe("as the server wrote it");
    expect(say({ type: "level_up", amount: 0 })).toBe("as the server wrote it");
  });

  it("words them in the reader's language", async () => {
    await dashboardText.pending("ms");
    expect(say({ type: "post_created", amount: 200 }, wordsIn("ms"))).toBe("Hantaran anda diluluskan: RM\u00a0200.00");
    expect(say({ type: "referral_made", amount: 0, subject: "Mei Ling", level: 2 }, wordsIn("ms"))).toBe(
      "Mei Ling menyertai pasukan Tahap 2 anda",
    );
    await dashboardText.pending("zh");
    expect(say({ type: "level_up", amount: 0, threshold: 10 }, wordsIn("zh"))).toBe("您的团队已达到 10 名成员");
  });

  it("names an erased member in the reader's language, not in the server's English", async () => {
    await Promise.all([dashboardText.pending("ms"), libText.pending("ms")]);
    expect(say({ type: "commission_earned", amount: 30, subject: FORMER_MEMBER, level: 1 })).toBe(
      "RM\u00a030.00 Level 1 override from Former member's post",
    );
    expect(
      say({ type: "referral_made", amount: 0, subject: FORMER_MEMBER, level: 2 }, wordsIn("ms"), namesOf("ms")),
    ).toBe("Bekas ahli menyertai pasukan Tahap 2 anda");
  });
});
