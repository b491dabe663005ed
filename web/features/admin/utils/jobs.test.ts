import { describe, expect, it } from "vitest";
import { languageAtom } from "../../../lib/i18n/language.ts";
import { appStore } from "../../../lib/store.ts";
import { operationsText } from "../operations/i18n.ts";
import type { Job } from "../api/jobs.ts";
import { summariseJob } from "./jobs.ts";

const job = (over: Partial<Job>): Job => ({
  id: 1,
  kind: "brevo.sync-contacts",
  state: "running",
  progress: {},
  result: null,
  error: null,
  attempts: 1,
  createdAt: "2026-11-20T01:00:00.000Z",
  updatedAt: "2026-11-20T01:00:05.000Z",
  runAfter: "2026-11-20T01:00:00.000Z",
  ...over,
});

describe("summariseJob", () => {
  it("follows a running contact sync by contacts imported", () => {
    const summary = summariseJob(job({ progress: { total: 2500, done: 1000, cursor: 1000 } }));
    expect(summary).toEqual({
      title: "Contact sync",
      status: "Running",
      tone: "blue",
      percent: 40,
      detail: "1,000 of 2,500 contacts imported",
    });
  });

  it("gives a finished sync's contacts and batches", () => {
    const summary = summariseJob(
      job({ state: "done", progress: { total: 2500, done: 2500 }, result: { contacts: 2500, batches: 5 } }),
    );
    expect(summary.status).toBe("Done");
    expect(summary.percent).toBe(100);
    expect(summary.detail).toBe("2,500 contacts imported in 5 batches");
  });

  it("counts a campaign's sent, failed and skipped mails", () => {
    const summary = summariseJob(
      job({
        kind: "campaign.referral-reminder",
        state: "done",
        result: { total: 3, sent: 1, failed: 1, skipped: 1 },
      }),
    );
    expect(summary.title).toBe("Referral reminder");
    expect(summary.detail).toBe("1 of 3 members sent, 1 failed, 1 skipped (unsubscribed)");
  });

  it("says a campaign's mail kept in the outbox was not sent", () => {
    const done = job({
      kind: "campaign.referral-reminder",
      state: "done",
      result: { total: 51, sent: 0, queued: 51, failed: 0, skipped: 0 },
    });
    expect(summariseJob(done).detail).toBe("51 of 51 members queued in the outbox, nothing sent");
    const running = job({ kind: "campaign.referral-reminder", progress: { total: 51, done: 10, sent: 4, queued: 6 } });
    expect(summariseJob(running).detail).toBe("4 of 51 members sent, 6 queued in the outbox");
  });

  it("shows a failed job's error and no progress bar", () => {
    const summary = summariseJob(job({ state: "failed", progress: { total: 10, done: 5 }, error: "Key not found" }));
    expect(summary).toMatchObject({
      status: "Failed",
      tone: "red",
      percent: null,
      detail: "5 of 10 contacts imported. Key not found",
    });
  });

  it("tells a job waiting out a backoff from one that has not started", () => {
    expect(summariseJob(job({ state: "queued", attempts: 0, progress: { total: 4, done: 0 } })).status).toBe("Queued");
    const waiting = summariseJob(job({ state: "queued", attempts: 2, error: "Brevo answered 503" }));
    expect(waiting.status).toBe("Waiting to retry");
    expect(waiting.detail).toContain("Brevo answered 503");
  });

  it("has no percentage before the total is known", () => {
    expect(summariseJob(job({ kind: "campaign.referral-reminder", state: "queued", attempts: 0 })).percent).toBeNull();
  });
});

describe("summariseJob in another language", () => {
  it("words the job, its state and its counts in Tamil and Chinese", async () => {
    try {
      appStore.set(languageAtom, "zh");
      await operationsText.ready("zh");
      const sync = summariseJob(job({ progress: { total: 2500, done: 1000 } }));
      expect(sync).toMatchObject({ title: "联系人同步", status: "运行中", detail: "已导入 1,000 / 2,500 位联系人" });
      appStore.set(languageAtom, "ta");
      await operationsText.ready("ta");
      const waiting = summariseJob(
        job({ state: "queued", attempts: 2, progress: { total: 4, done: 1 }, error: "503" }),
      );
      expect(waiting.status).toBe("மீண்டும் முயல காத்திருக்கிறது");
      expect(waiting.detail).toBe("4 தொடர்புகளில் 1 இறக்குமதி செய்யப்பட்டன. 503");
    } finally {
      appStore.set(languageAtom, "en");
    }
  });
});
