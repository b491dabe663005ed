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
  const waiting = new Map<number, (result: unknown) => void>();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as { id?: number; result?: unknown };
    if (data.id !== undefined) waiting.get(data.id)?.(data.result);
  };
  return {
    send: (method: string, params: object = {}) => new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    }),
    close: () => socket.close(),
  };
};

export const launchChromium = async (): Promise<Chromium> => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "jemput-bench-chromium-"));
  const child: ChildProcess = spawn(CHROMIUM, [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank",
  ], { stdio: ["ignore", "ignore", "pipe"] });
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
  return {
    port,
    evaluateAt: async (url, expression) => {
      const tab = (await (await fetch(`${endpoint}/json/new?${encodeURIComponent(url)}`, { method: "PUT" })).json()) as { id: string; webSocketDebuggerUrl: string };
      const page = await cdp(tab.webSocketDebuggerUrl);
      try {
        const ready = () => page.send("Runtime.evaluate", { expression: "document.readyState", returnByValue: true }) as Promise<{ result: { value: string } }>;
        for (let i = 0; i < 100 && (await ready()).result.value !== "complete"; i++) await new Promise((r) => setTimeout(r, 100));
        await page.send("Runtime.evaluate", { expression });
        // Storage stays for the next run; the HTTP cache does not, so every run loads cold.
        await page.send("Network.clearBrowserCache");
      } finally {
        page.close();
        await fetch(`${endpoint}/json/close/${tab.id}`);
      }
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
};
