import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { tempDir } from "../../testing/harness.ts";
import { freePort } from "./server-process.ts";

// What stands around several server processes in the instances test: nginx in front (Debian's
// /usr/sbin/nginx, run in the foreground from a folder of its own), and a relay in front of the
// Brevo stand-in that can hold mail sends, so a process can be killed while it is sending one.

export const NGINX = "/usr/sbin/nginx";

/**
 * The proxy part of docs/operations.md ("Running several instances"): one upstream per instance,
 * an address that stops answering is skipped for a few seconds, uploads up to the app's limit.
 * `trustedClient` adds the real-IP lines a proxy behind a load balancer has: here the test's
 * clients claim their addresses, as the crash test's load does.
 */
export const nginxConfig = (options: {
  readonly listen: number;
  readonly upstreams: ReadonlyArray<number>;
  readonly trustedClient?: boolean;
}) => `upstream jemput {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join("\n")}
    keepalive 32;
}

server {
    listen 127.0.0.1:${options.listen};
    client_max_body_size 6m;
${options.trustedClient ? "    set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;\n" : ""}
    location / {
        proxy_pass http://jemput;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_connect_timeout 2s;
        proxy_next_upstream error timeout;
    }
}
`;

export interface Nginx {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** nginx in the foreground with everything it writes (pid, logs, temporary files) in a temp folder. */
export const startNginx = async (upstreams: ReadonlyArray<number>): Promise<Nginx> => {
  const dir = tempDir("jemput-nginx-");
  // Worker processes run as another user when the test runs as root: they must reach the folder.
  fs.chmodSync(dir, 0o755);
  const listen = await freePort();
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`)
    .join("\n");
  const config = `daemon off;
worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
    access_log ${path.join(dir, "access.log")};
${temp}
${nginxConfig({ listen, upstreams, trustedClient: true })}
}
`;
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  child.stderr!.on("data", (chunk: Buffer) => void (output += chunk.toString()));
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      const log = fs.existsSync(path.join(dir, "error.log"))
        ? fs.readFileSync(path.join(dir, "error.log"), "utf8")
        : "";
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    stop: async () => {
      const gone = new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
      child.kill("SIGQUIT");
      await gone;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface MailRelay {
  readonly url: string;
  /** Mail sends wait from now until `release`; everything else goes straight through. */
  readonly hold: () => void;
  readonly release: () => void;
  /** How often each idempotency key was sent, whether or not the sender lived to hear the answer. */
  readonly sends: Map<string, number>;
  readonly close: () => Promise<void>;
}

export const startMailRelay = async (target: string): Promise<MailRelay> => {
  let held: Promise<void> | null = null;
  let open = () => {};
  const sends = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Array<Buffer> = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const body = Buffer.concat(chunks);
      if (req.url === "/smtp/email") {
        const key = String(
          (JSON.parse(body.toString() || "{}") as { headers?: Record<string, string> }).headers?.["idempotencyKey"],
        );
        sends.set(key, (sends.get(key) ?? 0) + 1);
        // Sent on even when the sender died meanwhile: Brevo took it, the answer got lost.
        if (held) await held;
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name)),
      ) as Record<string, string>;
      const answer = await fetch(`${target}${req.url}`, {
        method: req.method!,
        headers,
        ...(req.method === "GET" ? {} : { body }),
      });
      const text = await answer.text();
      if (res.destroyed) return;
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold: () => {
      held = new Promise((resolve) => (open = resolve));
    },
    release: () => {
      held = null;
      open();
    },
    sends,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
};
