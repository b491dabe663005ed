import { request } from "../../testing/http.ts";
import { ipFor, person } from "./http.ts";

// A write load from outside the server: registrations (under members who joined earlier),
// post submissions and approvals, from several workers at once. Only writes the server
// answered with 2xx are recorded as acknowledged; a request cut off by a crash is not. Two
// workers may approve the same post at once: the second answer (200, `changed: false`) wrote
// nothing, so it is counted apart, as `unchanged`.
export interface Acknowledged {
  readonly members: Map<number, { readonly email: string; readonly token: string; readonly referrerId: number | null }>;
  readonly codes: Map<number, string>;
  readonly posts: Map<string, { readonly memberId: number }>;
  readonly approved: Set<string>;
  next: number;
}

export const acknowledged = (): Acknowledged => ({
  members: new Map(),
  codes: new Map(),
  posts: new Map(),
  approved: new Set(),
  next: 1,
});

export interface LoadStats {
  readonly ok: number;
  readonly unchanged: number;
  readonly refused: Record<number, number>;
  readonly cutOff: number;
}

const pick = <A>(items: ReadonlyArray<A>): A | undefined => items[Math.floor(Math.random() * items.length)];

export const startLoad = (options: {
  baseUrl: string;
  run: string;
  adminToken: string;
  ack: Acknowledged;
  workers: number;
}) => {
  const { baseUrl, run, adminToken, ack } = options;
  let stopped = false;
  let inFlight = 0;
  let ok = 0;
  let unchanged = 0;
  let cutOff = 0;
  const refused: Record<number, number> = {};

  const register = async () => {
    const referrer = Math.random() < 0.8 ? pick([...ack.codes.entries()]) : undefined;
    const n = ack.next++;
    const who = person(run, n, referrer?.[1] ?? null);
    const a = await request(baseUrl, "POST", "/api/auth/register", { body: who, ip: ipFor(n) });
    if (a.status !== 201) return a.status;
    const user = a.json["user"] as { id: number; referralId: string };
    ack.members.set(user.id, { email: who.email, token: a.json["token"] as string, referrerId: referrer?.[0] ?? null });
    ack.codes.set(user.id, user.referralId);
    return a.status;
  };
  const submit = async () => {
    const [memberId, member] = pick([...ack.members.entries()]) ?? [];
    if (!member) return register();
    const n = ack.next++;
    const a = await request(baseUrl, "POST", "/api/posts", {
      token: member.token,
      body: { title: `Load post ${n}`, url: `https://tiktok.com/@load/${n}`, platform: "tiktok" },
    });
    if (a.status === 201) ack.posts.set(a.json["id"] as string, { memberId: memberId! });
    return a.status;
  };
  const approve = async () => {
    const postId = pick([...ack.posts.keys()].filter((id) => !ack.approved.has(id)));
    if (!postId) return submit();
    const a = await request(baseUrl, "POST", `/api/admin/posts/${postId}/approve`, { token: adminToken });
    if (a.status !== 200) return a.status;
    ack.approved.add(postId);
    return a.json["changed"] === false ? "unchanged" : a.status;
  };

  const worker = async () => {
    while (!stopped) {
      const roll = Math.random();
      inFlight += 1;
      try {
        const status = await (roll < 0.4 ? register() : roll < 0.75 ? submit() : approve());
        if (status === "unchanged") unchanged += 1;
        else if (status < 300) ok += 1;
        else refused[status] = (refused[status] ?? 0) + 1;
      } catch {
        // The connection died with the server: the write may or may not have committed.
        cutOff += 1;
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        inFlight -= 1;
      }
    }
  };
  const running = Promise.all(Array.from({ length: options.workers }, worker));
  return {
    inFlight: () => inFlight,
    acknowledgedSoFar: () => ok,
    stop: async (): Promise<LoadStats> => {
      stopped = true;
      await running;
      return { ok, unchanged, refused, cutOff };
    },
  };
};
