import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { DESKTOP, launchBrowser, openAs, PHONE, screenshot, screenshotPath, type OpenPage } from "./browser.ts";
import { query, seedClicks, type ClickFlag, type ClickPost } from "./money-clicks.ts";

// Double clicks and fast clicks (two clicks 120 ms apart, at one spot) on every money button of
// the Posts and Risk tabs change exactly the item clicked: the post below stays pending, the
// ledger has one approval's line. Undo takes an approval back. The home counts what waits.
// Screenshots: admin-home-<lang>-<width>.png and admin-posts-undo-<lang>-<width>.png.
const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const { admin } = inject("fixture");
let browser: Browser;
let posts: ClickPost[] = [];
let flags: ClickFlag[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ posts, flags } = await seedClicks(databaseUrl));
});
afterAll(async () => {
  await browser?.close();
});

async function withAdmin(
  url: string,
  test: (opened: OpenPage) => Promise<void>,
  language = "en",
  viewport: { width: number; height: number } = DESKTOP,
) {
  const opened = await openAs(browser, admin, `${baseUrl}${url}`, viewport);
  try {
    if (language !== "en") {
      await opened.page.evaluate((lang) => localStorage.setItem("language", lang), language);
      await opened.page.reload();
    }
    await test(opened);
    expect(opened.problems).toEqual([]);
  } finally {
    await opened.close();
  }
}

const statusOf = async (post: ClickPost) =>
  (await query<{ status: string }>(databaseUrl, `SELECT status FROM posts WHERE post_id = $1`, [post.id]))[0]?.status;
const linesOf = (post: ClickPost) =>
  query<{ kind: string; amount_sen: number }>(
    databaseUrl,
    `SELECT kind, amount_sen FROM ledger_lines WHERE post_id = $1 ORDER BY position`,
    [post.id],
  );
const eventsOf = async (type: string, key: string, value: string) =>
  (
    await query<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM events WHERE type = $1 AND data ->> $2 = $3`,
      [type, key, value],
    )
  )[0]?.n;

const item = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });
// Two clicks at one spot on the screen, 120 ms apart: whatever is there for the second gets it.
async function fastClicks(page: Page, target: Locator) {
  // The mouse clicks where the button is on the screen: a post below the fold is scrolled to first.
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(120);
  await page.mouse.click(x, y);
}
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

describe("money buttons bound to the item clicked", () => {
  it("approves only the post double-clicked or fast-clicked, never the one below", () =>
    withAdmin("/admin?tab=posts", async ({ page }) => {
      const [first, second, third, fourth] = posts as [ClickPost, ClickPost, ClickPost, ClickPost];
      // Newest first: the fourth post is above the third, the second above the first.
      await item(page, fourth.title)
        .getByRole("button", { name: `Approve ${fourth.title}` })
        .dblclick();
      await item(page, fourth.title).getByText("Approved", { exact: true }).waitFor();
      await fastClicks(page, item(page, second.title).getByRole("button", { name: `Approve ${second.title}` }));
      await item(page, second.title).getByText("Approved", { exact: true }).waitFor();
      expect([await statusOf(fourth), await statusOf(third), await statusOf(second), await statusOf(first)]).toEqual([
        "approved",
        "pending",
        "approved",
        "pending",
      ]);
      expect(await linesOf(fourth)).toEqual([{ kind: "personal", amount_sen: 20_000 }]);
      expect(await linesOf(second)).toEqual([{ kind: "personal", amount_sen: 20_000 }]);
      expect([await linesOf(third), await linesOf(first)]).toEqual([[], []]);
    }));

  it("rejects once from a double-clicked or fast-clicked dialog confirm", () =>
    withAdmin("/admin?tab=posts", async ({ page }) => {
      for (const [post, click] of [
        [posts[2]!, (button: Locator) => button.dblclick()],
        [posts[0]!, (button: Locator) => fastClicks(page, button)],
      ] as const) {
        await item(page, post.title)
          .getByRole("button", { name: `Reject ${post.title}` })
          .dblclick();
        const dialog = page.getByRole("dialog", { name: "Reject Post" });
        await dialog.getByLabel("Reason").fill("Brand not shown");
        await click(dialog.getByRole("button", { name: "Reject Post" }));
        await item(page, post.title).getByText("Rejected", { exact: true }).waitFor();
        expect(await statusOf(post)).toBe("rejected");
        expect(await eventsOf("PostRejected", "postId", post.id)).toBe(1);
      }
      expect(await statusOf(posts[4]!)).toBe("pending");
    }));

  it("reverses once from a double-clicked dialog confirm", () =>
    withAdmin("/admin?tab=posts", async ({ page }) => {
      const post = posts[3]!;
      await page.getByRole("button", { name: "Approved", exact: true }).click();
      await item(page, post.title)
        .getByRole("button", { name: `Reverse ${post.title}` })
        .dblclick();
      const dialog = page.getByRole("dialog", { name: "Reverse Post" });
      await dialog.getByLabel("Reason").fill("Video taken down");
      await fastClicks(page, dialog.getByRole("button", { name: "Reverse Post" }));
      await item(page, post.title).getByText("Reversed", { exact: true }).waitFor();
      expect(await eventsOf("PostReversed", "postId", post.id)).toBe(1);
      expect((await linesOf(post)).map((l) => l.amount_sen)).toEqual([20_000, -20_000]);
      expect(await statusOf(posts[1]!)).toBe("approved");
    }));

  it("undoes an approval from its toast, once", () =>
    withAdmin("/admin?tab=posts", async ({ page }) => {
      const post = posts[4]!;
      await item(page, post.title)
        .getByRole("button", { name: `Approve ${post.title}` })
        .click();
      await toasts(page).getByText(`RM\u00a0200.00 credited to ${post.member}`).waitFor();
      await toasts(page).getByRole("button", { name: "Undo" }).dblclick();
      await toasts(page).getByText("Approval undone", { exact: true }).waitFor();
      await item(page, post.title).getByText("Reversed: Approval undone by an admin").waitFor();
      expect(await statusOf(post)).toBe("reversed");
      expect(await eventsOf("PostReversed", "postId", post.id)).toBe(1);
      expect((await linesOf(post)).map((l) => [l.kind, l.amount_sen])).toEqual([
        ["personal", 20_000],
        ["personal_reversal", -20_000],
      ]);
      expect(await statusOf(posts[5]!)).toBe("pending");
    }));

  it("clears, confirms and suspends only the flag whose dialog was confirmed", () =>
    withAdmin("/admin?tab=risk", async ({ page }) => {
      const flagOf = (flag: ClickFlag) => item(page, flag.names[0]).filter({ hasText: flag.names[1] });
      const steps = [
        [flags[0]!, /^Clear /, "Clear Flag", "RiskFlagCleared"],
        [flags[1]!, /^Confirm /, "Confirm Flag", "RiskFlagConfirmed"],
        [flags[2]!, /^Suspend /, "Confirm and Suspend", "RiskFlagConfirmed"],
      ] as const;
      for (const [flag, button, submit, event] of steps) {
        const card = flagOf(flag);
        await card.getByRole("button", { name: button }).dblclick();
        const dialog = page.getByRole("dialog");
        await dialog.getByLabel("Reason").fill("Checked with the members");
        await fastClicks(page, dialog.getByRole("button", { name: submit }));
        await card.getByText(/^(Cleared|Confirmed) by /).waitFor();
        const [row] = await query<{ flag_id: string; status: string }>(
          databaseUrl,
          `SELECT flag_id, status FROM risk_flags WHERE member_ids @> (SELECT to_jsonb(array_agg(member_id)) FROM profiles
            WHERE first_name || ' ' || last_name = ANY($1))`,
          [flag.names],
        );
        expect(row?.status).toBe(event === "RiskFlagCleared" ? "cleared" : "confirmed");
        expect(await eventsOf(event, "flagId", row!.flag_id)).toBe(1);
        const next = steps[steps.indexOf(steps.find((s) => s[0] === flag)!) + 1];
        if (next)
          await flagOf(next[0])
            .getByRole("button", { name: /^Clear / })
            .waitFor();
      }
    }));
});

describe("the admin home", () => {
  it("counts what waits and leads to it, in English and Malay", async () => {
    const [{ pending }] = (await query<{ pending: number }>(
      databaseUrl,
      `SELECT count(*)::int AS pending FROM posts WHERE status = 'pending'`,
    )) as [{ pending: number }];
    for (const [language, words] of [
      ["en", `${pending} posts wait for review`],
      ["ms", `${pending} hantaran menunggu semakan`],
    ] as const)
      for (const viewport of [PHONE, DESKTOP])
        await withAdmin(
          "/admin",
          async ({ page }) => {
            await page.getByRole("link", { name: new RegExp(`^${words}`) }).waitFor();
            await page.getByRole("button", { name: /^(Total Members|Jumlah Ahli)/ }).waitFor();
            await screenshot(page, `admin-home-${language}-${viewport.width}.png`);
          },
          language,
          viewport,
        );
    await withAdmin("/admin", async ({ page }) => {
      await page.getByRole("link", { name: /posts wait for review/ }).click();
      await page.getByRole("tab", { name: "Posts", selected: true }).waitFor();
    });
  });

  it("shows an approval's Undo in its toast, at 390 and 1280 px, in English and Malay", async () => {
    for (const [language, index, approve, credited] of [
      ["en", 5, "Approve", "credited to"],
      ["ms", 6, "Luluskan", "dikreditkan kepada"],
    ] as const)
      for (const viewport of [PHONE, DESKTOP])
        await withAdmin(
          "/admin?tab=posts",
          async ({ page }) => {
            const post = posts[viewport === PHONE ? index : index + 2]!;
            await item(page, post.title)
              .getByRole("button", { name: `${approve} ${post.title}` })
              .click();
            await toasts(page).getByText(new RegExp(credited)).waitFor();
            await page.mouse.move(0, 0);
            await page.screenshot({ path: screenshotPath(`admin-posts-undo-${language}-${viewport.width}.png`) });
          },
          language,
          viewport,
        );
  });
});
