import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { DESKTOP, launchBrowser, openAs, openPage, PHONE, screenshot } from "./browser.ts";

// The look in both colour schemes (the system's setting decides), the self-hosted typeface, and
// what makes the app installable: manifest, service worker and offline page.
const baseUrl = inject("baseUrl");
const fixture = inject("fixture");
// The app registers its service worker on https or localhost only (web/app/service-worker.ts).
const localUrl = baseUrl.replace("127.0.0.1", "localhost");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

// Waits for the web fonts the page asked for, then says whether Inter is what the text is set in.
const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "Inter Variable"', "Jemput");
  });

describe("colour schemes", () => {
  it("shows the login screen light by default and dark when the system asks, readable in both", async () => {
    const { page, problems, close } = await openPage(browser, PHONE);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    try {
      await page.goto(`${baseUrl}/login`);
      await page.getByRole("tab", { name: "Login" }).waitFor();
      expect(await pageBackground(page)).toBe("rgb(255, 248, 241)");
      expect(await interLoaded(page)).toBe(true);
      // One file, the Latin one, fetched once.
      expect(fonts).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);

      await page.emulateMedia({ colorScheme: "dark" });
      expect(await pageBackground(page)).toBe("rgb(20, 17, 14)");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "login-dark-390.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("shows the dashboard dark, with every figure readable", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`);
    try {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.getByRole("region", { name: "Income this month" }).waitFor();
      // Every list and figure in, so the capture and the audit see the whole screen.
      await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
      expect(await pageBackground(page)).toBe("rgb(20, 17, 14)");
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "dashboard-dark-390.png");
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});

// Every member screen in the dark scheme at both widths: readable (axe), nothing wider than the
// screen, and the icons of the navigation drawn. The newcomer's screens show the empty states.
const MEMBER_SCREENS = ["dashboard", "team", "invite", "reports", "payouts", "profile"] as const;

describe("every member screen, dark", () => {
  // The newcomer's screens at phone width only: what they add is the empty states.
  for (const [who, name, viewports] of [
    ["leader", "dark", [PHONE, DESKTOP]],
    ["newcomer", "dark-newcomer", [PHONE]],
  ] as const) {
    it(`shows the ${who}'s screens readable at ${viewports.map((v) => v.width).join(" and ")} px`, async () => {
      const { page, problems, close } = await openAs(browser, fixture[who], `${baseUrl}/dashboard`);
      try {
        await page.emulateMedia({ colorScheme: "dark" });
        for (const screen of MEMBER_SCREENS) {
          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            await page.goto(`${baseUrl}/${screen}`);
            await page.getByRole("heading", { level: 1 }).first().waitFor();
            await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
            expect(await pageBackground(page)).toBe("rgb(20, 17, 14)");
            expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(
              viewport.width,
            );
            // The visible bar's links each carry their icon, hidden from screen readers.
            const icons = await page
              .getByRole("navigation", { name: "Main" })
              .getByRole("link")
              .evaluateAll((links) => links.map((link) => link.querySelector('svg[aria-hidden="true"]') !== null));
            expect(icons.length).toBeGreaterThanOrEqual(6);
            if (viewport === PHONE || viewport.width >= 1200) expect(icons.every(Boolean), screen).toBe(true);
            expect(await axeViolations(page), `${screen} at ${viewport.width}`).toEqual([]);
            await screenshot(page, `${screen}-${name}-${viewport.width}.png`);
          }
        }
        if (who === "newcomer") {
          // The empty states a new member meets carry their drawing.
          await page.goto(`${baseUrl}/dashboard`);
          await page.getByText("No Level 1 recruits yet").waitFor();
          const drawn = await page.locator('svg[viewBox="0 0 120 80"]').count();
          expect(drawn).toBeGreaterThanOrEqual(3);
        }
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});

describe("the typeface", () => {
  it("stands in for Inter with local fonts of its size while it loads, so the swap moves no line", async () => {
    // The login screen as it first paints (Inter not yet in, here never) and once Inter is in.
    const layoutOf = async (withInter: boolean) => {
      const { page, close } = await openPage(browser, PHONE);
      try {
        if (!withInter) await page.route(/\/assets\/inter-[\w-]+\.woff2$/, (route) => route.abort());
        await page.goto(`${baseUrl}/login`);
        await page.getByRole("tab", { name: "Login" }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        return await page.evaluate(() => ({
          inter: document.fonts.check('16px "Inter Variable"', "Jemput"),
          height: document.documentElement.scrollHeight,
          // Each heading, paragraph, label and button: its height, and how wide its words run.
          blocks: [...document.querySelectorAll("h1, h2, p, label, button")].map((element) => {
            const words = document.createRange();
            words.selectNodeContents(element);
            const width = [...words.getClientRects()].reduce((sum, line) => sum + line.width, 0);
            return { height: element.getBoundingClientRect().height, width };
          }),
          // Inter's width and height over the screen's own words, at the weights the app sets,
          // against each stand-in.
          metrics: ["400", "700"].flatMap((weight) => {
            const context = document.createElement("canvas").getContext("2d")!;
            const text = document.body.innerText;
            const measure = (family: string) => {
              context.font = `${weight} 100px "${family}"`;
              const metrics = context.measureText(text);
              return [metrics.width, metrics.fontBoundingBoxAscent, metrics.fontBoundingBoxDescent];
            };
            const inter = measure("Inter Variable");
            return ["Inter Fallback Roboto", "Inter Fallback Arial"].map((family) => ({
              family: `${weight} ${family}`,
              ratios: measure(family).map((value, i) => Math.round((value / inter[i]!) * 100) / 100),
            }));
          }),
        }));
      } finally {
        await close();
      }
    };
    const fallback = await layoutOf(false);
    const inter = await layoutOf(true);
    expect([fallback.inter, inter.inter]).toEqual([false, true]);
    // Width within 2%, ascent and descent equal to a hundredth.
    for (const { family, ratios } of inter.metrics) {
      expect({ family, width: Math.abs(ratios[0]! - 1) <= 0.02, ascent: ratios[1], descent: ratios[2] }).toEqual({
        family,
        width: true,
        ascent: 1,
        descent: 1,
      });
    }
    // Every heading, paragraph, label and button keeps its lines (a pixel of rounding at most; a
    // line is 24) and its words run as wide to 3%; the page is as tall to a few pixels.
    expect(fallback.blocks).toHaveLength(inter.blocks.length);
    const moved = fallback.blocks.filter(
      ({ height, width }, i) =>
        Math.abs(height - inter.blocks[i]!.height) > 1 || Math.abs(width / inter.blocks[i]!.width - 1) > 0.03,
    );
    expect(moved).toEqual([]);
    expect(Math.abs(fallback.height - inter.height)).toBeLessThanOrEqual(4);
  });

  it("leaves the navigation and the greeting room enough at 360 px and at 960 px", async () => {
    const narrow = { width: 360, height: 740 };
    const member = await openAs(browser, fixture.leader, `${baseUrl}/dashboard`, narrow);
    try {
      const greeting = member.page.getByText(`Hi, ${fixture.leader.firstName}`, { exact: true });
      await greeting.waitFor();
      expect(await greeting.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    } finally {
      await member.close();
    }
    const admin = await openAs(browser, fixture.admin, `${baseUrl}/dashboard`, narrow);
    try {
      const links = admin.page.getByRole("navigation", { name: "Main" }).getByRole("link");
      await links.getByText("Admin", { exact: true }).waitFor();
      expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // Every label of an admin's eight is whole, none cut at the slot's edge.
      const cut = await links.evaluateAll((all) =>
        all.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent),
      );
      expect(cut).toEqual([]);
      // And every link is on the screen: the fixed bar's overflow would not widen the page.
      const outside = await links.evaluateAll((all) =>
        all.filter((link) => link.getBoundingClientRect().right > window.innerWidth + 0.5).map((l) => l.textContent),
      );
      expect(outside).toEqual([]);
      // From 960 px the top bar holds the eight links, each on one line (2.5rem tall).
      await admin.page.setViewportSize({ width: 960, height: 800 });
      const heights = await admin.page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link")
        .evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height));
      expect(heights).toHaveLength(8);
      for (const height of heights) expect(height).toBeLessThanOrEqual(40);
    } finally {
      await admin.close();
    }
  });
});

describe("installing", () => {
  it("serves the manifest and the icons it names", async () => {
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const { icons, start_url } = (await manifest.json()) as { icons: Array<{ src: string }>; start_url: string };
    expect(start_url).toBe("/dashboard");
    for (const icon of icons) {
      const answer = await fetch(`${baseUrl}${icon.src}`);
      expect([answer.status, answer.headers.get("content-type")], icon.src).toEqual([200, "image/png"]);
    }
  });

  it("shows the offline page, in English and Malay, when a page cannot be reached, and never keeps an API answer", async () => {
    const { page, problems, close } = await openAs(browser, fixture.leader, `${localUrl}/dashboard`);
    try {
      await page.getByRole("region", { name: "Income this month" }).waitFor();
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${localUrl}/`);
      // The worker controls the page from its next load, and keeps the build files that load fetches.
      await page.reload();
      await page.getByRole("region", { name: "Income this month" }).waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      // Chromium's own check of what it needs to offer installing the app.
      const devtools = await page.context().newCDPSession(page);
      const { installabilityErrors } = (await devtools.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      // A test browser's context is a private window, where Chromium never offers to install.
      expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);

      await page.context().setOffline(true);
      await page.goto(`${localUrl}/team`);
      await page.getByRole("heading", { name: "You're offline" }).waitFor();
      expect(await page.getByRole("heading", { name: "Anda di luar talian" }).isVisible()).toBe(true);
      await page.emulateMedia({ colorScheme: "dark" });
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, "offline-dark-390.png");

      const kept = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
      expect(kept).toContain("/offline.html");
      expect(kept.some((path) => path.startsWith("/assets/"))).toBe(true);
      expect(kept.filter((path) => !path.startsWith("/assets/") && path !== "/offline.html")).toEqual([]);
      await page.context().setOffline(false);
      // The failed navigation's own console line is the browser's, not the app's.
      expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
    } finally {
      await close();
    }
  });
});
