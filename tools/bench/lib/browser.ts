import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// Debian's Chromium, headless, driven over the DevTools protocol: Lighthouse connects to its
// port, and a page of our own puts the signed-in state in local storage before a run.
export interface Chromium {
  readonly port: number;
  /** Opens `url`, runs `expression` there once loaded, closes the tab. */
  readonly evaluateAt: (url: string, expression: string) => Promise<void>;
  /** Opens `url` and asks Chromium why it could not install it as an app (none: installable). */
  readonly installabilityErrorsAt: (url: string) => Promise<Array<string>>;
  readonly close: () => Promise<void>;
}

const CHROMIUM = process.env["CHROMIUM_PATH"] ?? "/usr/bin/chromium";

const cdp = async (webSocketUrl: string) => {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const events = new Set<(method: string) => void>();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
    };
    if (data.id !== undefined) {
      const call = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error) call?.reject(new Error(data.error.message));
      else call?.resolve(data.result);
    } else if (data.method !== undefined) {
      for (const listener of events) listener(data.method);
    }
  };
  socket.onclose = () => {
    for (const call of waiting.values()) call.reject(new Error("the DevTools connection closed"));
    waiting.clear();
  };
  return {
    // A protocol error rejects (it used to resolve undefined, which surfaced later as a TypeError).
    send: (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        waiting.set(++id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    /** Resolves when the page next sends the event `method`. */
    next: (method: string, timeoutMs: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          events.delete(listener);
          reject(new Error(`no ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        const listener = (seen: string) => {
          if (seen !== method) return;
          clearTimeout(timer);
          events.delete(listener);
          resolve();
        };
        events.add(listener);
      }),
    close: () => socket.close(),
  };
};

export const launchChromium = async (): Promise<Chromium> => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-bench-chromium-"));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${seen}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  type Page = Awaited<ReturnType<typeof cdp>>;
  const withLoadedTab = async <A>(url: string, use: (page: Page) => Promise<A>): Promise<A> => {
    // The tab opens blank and is then sent to `url`, so the load awaited is that address's own:
    // a tab opened at `url` directly could answer "complete" for about:blank before navigating,
    // and the expression then ran where local storage is refused.
    const tab = (await (await fetch(`${endpoint}/json/new?about:blank`, { method: "PUT" })).json()) as {
      id: string;
      webSocketDebuggerUrl: string;
    };
    const page = await cdp(tab.webSocketDebuggerUrl);
    try {
      await page.send("Page.enable");
      const loaded = page.next("Page.loadEventFired", 30_000);
      const navigation = (await page.send("Page.navigate", { url })) as { errorText?: string };
      if (navigation.errorText) throw new Error(`opening ${url}: ${navigation.errorText}`);
      await loaded;
      return await use(page);
    } finally {
      page.close();
      await fetch(`${endpoint}/json/close/${tab.id}`);
      // Gone before the next audit starts, so its trace never sees this tab's last events.
      for (let i = 0; i < 50; i++) {
        const open = (await (await fetch(`${endpoint}/json/list`)).json()) as Array<{ id: string }>;
        if (!open.some((target) => target.id === tab.id)) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return {
    port,
    evaluateAt: (url, expression) =>
      withLoadedTab(url, async (page) => {
        // The app's scripts may still be replacing the context right after the load event; the
        // expression runs only on the address's origin and is retried until it has run there.
        const guarded = `(() => { if (location.origin !== ${JSON.stringify(new URL(url).origin)}) throw new Error("still at " + location.href); ${expression}\n; return true; })()`;
        for (let attempt = 1; ; attempt++) {
          let failure: string;
          try {
            const answer = (await page.send("Runtime.evaluate", { expression: guarded, returnByValue: true })) as {
              result?: { value?: unknown };
              exceptionDetails?: { text?: string; exception?: { description?: string } };
            };
            if (answer.result?.value === true) break;
            failure = answer.exceptionDetails?.exception?.description ?? answer.exceptionDetails?.text ?? "no answer";
          } catch (error) {
            failure = error instanceof Error ? error.message : String(error);
          }
          if (attempt === 50) throw new Error(`evaluateAt ${url}: ${failure}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        // Storage stays for the next run; the HTTP cache does not, so every run loads cold.
        await page.send("Network.clearBrowserCache");
      }),
    installabilityErrorsAt: (url) =>
      withLoadedTab(url, async (page) => {
        // The manifest is fetched after the load event; until it is in, Chromium reports that.
        let errors: Array<string> = [];
        for (let attempt = 1; attempt <= 50; attempt++) {
          const answer = (await page.send("Page.getInstallabilityErrors")) as {
            installabilityErrors: Array<{ errorId: string }>;
          };
          errors = answer.installabilityErrors.map((error) => error.errorId);
          if (!errors.includes("no-manifest") && !errors.includes("manifest-empty")) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return errors;
      }),
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      // Chromium's helper processes can still be writing to the profile for a moment.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
};
