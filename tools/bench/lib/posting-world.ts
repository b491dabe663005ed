import type { Platform } from "../../../domain/events.ts";
import { databaseEnv, runCli } from "./cli.ts";
import { adminQuery, PASSWORD, SEED } from "./worlds.ts";

// A small world of posters for the measurements of post evidence and review: a scratch database
// seeded with `jemput seed` (one month, so members have uplines and little else), every member
// with a handle claimed on TikTok, YouTube and X, and links that name each member's own account
// as the platforms' oEmbed would.

export interface PostingWorld {
  readonly name: string;
  readonly url: string;
  readonly members: number;
  readonly seedSeconds: number;
  readonly drop: () => Promise<void>;
}

const scratchUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The member's handle on each platform, as the app stores it (lower case; YouTube keeps "@"). */
export const handleOf = (platform: Platform, memberId: number) =>
  platform === "youtube" ? `@benchm${memberId}` : platform === "twitter" ? `bench_m${memberId}` : `bench.m${memberId}`;

/** The author as the platform names them (YouTube and X in mixed case, as a channel or account is written). */
export const authorOf = (platform: Platform, memberId: number) =>
  platform === "youtube" ? `@BenchM${memberId}` : platform === "twitter" ? `Bench_M${memberId}` : `bench.m${memberId}`;

/** Post number `k`'s link on `platform`, by `memberId`'s account where the link names one. */
export const linkOf = (platform: Platform, memberId: number, k: number) => {
  switch (platform) {
    case "youtube":
      return `https://www.youtube.com/watch?v=B${k.toString(36).padStart(10, "0")}`;
    case "twitter":
      return `https://x.com/${authorOf("twitter", memberId)}/status/19${String(k).padStart(17, "0")}`;
    case "instagram":
      return `https://www.instagram.com/p/BENCH${k.toString(36).toUpperCase()}/`;
    default:
      return `https://www.tiktok.com/@${handleOf("tiktok", memberId)}/video/${7_000_000_000_000 + k}`;
  }
};

/** A scratch database with `members` seeded members, each with their handles claimed. */
export const postingWorld = async (
  adminUrl: string,
  label: string,
  members: number,
  log: (line: string) => void,
): Promise<PostingWorld> => {
  const name = `jemput_bench_${label}_${process.pid}_${Date.now() % 100_000}`;
  const url = scratchUrl(adminUrl, name);
  await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {});
  try {
    log(`  seeding ${members.toLocaleString("en")} members, 1 month (jemput seed)`);
    const seeded = await runCli(databaseEnv({ url }), [
      "seed",
      "--members",
      String(members),
      "--months",
      "1",
      "--seed",
      String(SEED),
      "--password",
      PASSWORD,
    ]);
    // Claimed as a profile link would claim them, for every member at once.
    await adminQuery(
      url,
      `INSERT INTO social_handles (member_id, platform, handle, claimed_at)
       SELECT m.member_id, p.platform,
              CASE p.platform WHEN 'youtube' THEN '@benchm' || m.member_id WHEN 'twitter' THEN 'bench_m' || m.member_id
                              ELSE 'bench.m' || m.member_id END, now()
         FROM members m CROSS JOIN (VALUES ('tiktok'), ('youtube'), ('twitter')) AS p (platform)`,
    );
    await adminQuery(url, "VACUUM (ANALYZE)");
    return { name, url, members, seedSeconds: seeded.seconds, drop };
  } catch (error) {
    await drop();
    throw error;
  }
};

/** A copy of `world` under another name (no one may be connected to it meanwhile). */
export const copyWorld = async (adminUrl: string, world: PostingWorld, label: string): Promise<PostingWorld> => {
  const name = `${world.name}_${label}`;
  await adminQuery(adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${world.name}"`);
  return {
    ...world,
    name,
    url: scratchUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => {}),
  };
};
