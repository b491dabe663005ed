import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CampaignAnswer } from "../../../../domain/contract/brevo.ts";
import { DEFAULT_CAMPAIGN_TEMPLATE } from "../utils/campaign-template.ts";
import { brevoMutations } from "./use-brevo-actions.ts";

// The Brevo tab's calls run as the tab runs them (the app's API client, a QueryClient), with
// the server's answers given by a stubbed fetch; what matters is the toast each one ends in.
type Mutations = ReturnType<typeof brevoMutations>;

async function run<K extends keyof Mutations>(name: K, answer: () => Promise<Response>) {
  vi.stubGlobal("fetch", vi.fn(answer));
  const toast = vi.fn();
  const options = brevoMutations(toast, async () => undefined)[name];
  const observer = new MutationObserver(new QueryClient(), options as never);
  await (observer.mutate as (variables?: unknown) => Promise<unknown>)(DEFAULT_CAMPAIGN_TEMPLATE).catch(() => {});
  expect(toast).toHaveBeenCalledTimes(1);
  return toast.mock.calls[0]![0] as { title: string; description?: string; variant?: string };
}

const refused = (status: number, error: string) => async () => Response.json({ error }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("Brevo tab failures", () => {
  it("shows the server's reason when Brevo is not configured", async () => {
    const reason = "Brevo is not configured: set BREVO_API_KEY";
    expect(await run("setup", refused(409, reason))).toEqual({
      title: "Failed to setup Brevo attributes",
      description: reason,
      variant: "destructive",
    });
    expect(await run("sync", refused(409, "Brevo is not configured: set BREVO_LIST_ID"))).toMatchObject({
      title: "Failed to sync contacts to Brevo",
      description: "Brevo is not configured: set BREVO_LIST_ID",
    });
    expect(await run("remind", refused(409, "A referral reminder campaign is already being sent"))).toMatchObject({
      title: "Failed to send referral reminder emails",
      description: "A referral reminder campaign is already being sent",
    });
  });

  it("falls back to the general text only when no answer came", async () => {
    const offline = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await run("setup", offline)).toEqual({
      title: "Failed to setup Brevo attributes",
      description: "Please try again",
      variant: "destructive",
    });
    expect((await run("remind", offline)).description).toBe("Please try again");
  });
});

describe("the referral reminder's result", () => {
  const answer = (over: Partial<CampaignAnswer> & { queued?: number; successful?: number }): CampaignAnswer => ({
    results: {
      successful: over.successful ?? 0,
      total: 51,
      successRate: Math.round(((over.successful ?? 0) * 1000) / 51) / 10,
      failed: 0,
      skipped: 0,
      queued: over.queued ?? 0,
    },
    delivery: over.delivery ?? "brevo",
    jobId: 7,
    state: over.finished === false ? "running" : "done",
    finished: over.finished ?? true,
  });

  it("says mail kept in the outbox was not sent", async () => {
    const toast = await run("remind", async () => Response.json(answer({ delivery: "outbox", queued: 51 })));
    expect(toast).toEqual({
      title: "Referral reminder email campaign completed!",
      description: "Queued 51 mails in the outbox: no mail service is configured, nothing was sent",
      variant: "default",
    });
    expect(toast.description).not.toContain("Sent to");
  });

  it("counts mail Brevo accepted as sent", async () => {
    const toast = await run("remind", async () => Response.json(answer({ successful: 50 })));
    expect(toast).toEqual({
      title: "Referral reminder email campaign completed!",
      description: "Sent to 50 of 51 members (98% success rate)",
      variant: "success",
    });
  });

  it("gives the counts so far while the job still runs", async () => {
    const toast = await run("remind", async () => Response.json(answer({ successful: 20, finished: false })));
    expect(toast.title).toBe("Referral reminder email campaign started");
    expect(toast.description).toBe(
      "Sent to 20 of 51 members (39.2% success rate) so far; Background Jobs follows the rest",
    );
  });
});
