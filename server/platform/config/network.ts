import net from "node:net";
import { Config } from "effect";
import { checked } from "./settings.ts";

// Where an instance listens and whose X-Forwarded-For it believes (decision 64). TRUST_PROXY
// names the proxies, by address, network or Express's names for ranges; a request whose
// connection comes from anyone else is that connection's address, whatever it wrote in its
// headers. `1` (as before) means the proxy on this machine, never "whoever connects": a client
// that reaches an instance directly cannot choose the address its limits count against.

const RANGES = ["loopback", "linklocal", "uniquelocal"] as const;
const ON = ["1", "true", "yes", "on"];
const OFF = ["0", "false", "no", "off"];

const validEntry = (entry: string): boolean => {
  if ((RANGES as ReadonlyArray<string>).includes(entry) || net.isIP(entry) !== 0) return true;
  const cidr = /^(.+)\/(\d{1,3})$/.exec(entry);
  if (!cidr) return false;
  const family = net.isIP(cidr[1]!);
  const bits = Number(cidr[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
};

/** The trusted proxies (Express's `trust proxy` list), or null when none is. */
export const trustProxyConfig: Config.Config<ReadonlyArray<string> | null> = checked("TRUST_PROXY", (raw) => {
  const value = raw.trim().toLowerCase();
  if (OFF.includes(value)) return { value: null };
  if (ON.includes(value)) return { value: ["loopback"] };
  const entries = value
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  const bad = entries.find((e) => !validEntry(e));
  if (bad !== undefined || entries.length === 0)
    return `must be 0, 1 (the proxy on this machine) or a list of proxy addresses or networks such as "10.0.0.5, 10.1.0.0/16" or "loopback" (got "${bad ?? raw}")`;
  return { value: entries };
}).pipe(Config.withDefault(null));

const LOOPBACK = /^(loopback|127\.\d{1,3}\.\d{1,3}\.\d{1,3}(\/\d+)?|::1(\/128)?)$/;

/**
 * HOST, the address to listen on. Unset: loopback when every trusted proxy is on this machine
 * (nothing else should reach the instance), every interface otherwise.
 */
export const hostConfig = (trustProxy: ReadonlyArray<string> | null): Config.Config<string | null> =>
  checked("HOST", (raw) => {
    const value = raw.trim();
    return net.isIP(value) !== 0 || value === "localhost"
      ? { value }
      : `must be an IP address to listen on, such as 127.0.0.1, 0.0.0.0 or :: (got "${raw}")`;
  }).pipe(
    Config.withDefault(trustProxy !== null && trustProxy.every((entry) => LOOPBACK.test(entry)) ? "127.0.0.1" : null),
  );
