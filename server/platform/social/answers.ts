import { Effect } from "effect";
import type { PlatformAnswer } from "../../../domain/evidence-reply.ts";
import type { Platform } from "../../../domain/events.ts";
import type { Sql } from "../db/database.ts";

// The social_answers table (decision 52; its one owner): the platform's last verdict about a
// link, by the link's canonical form, reused for SOCIAL_CACHE_HOURS so a duplicate link or a
// re-check asks nobody. Only verdicts are kept (found, missing): a failure or a refusal of our
// token says nothing about the post. An answer names the post's author, so a member's erasure
// forgets the answers about her links (forgetAnswers) and old ones are pruned.

const isVerdict = (answer: PlatformAnswer) => answer.outcome === "found" || answer.outcome === "missing";

/** The kept answers about `links` fetched at or after `since`. */
export const cachedAnswers = (sql: Sql, links: ReadonlyArray<string>, since: Date) =>
  links.length === 0
    ? Effect.succeed(new Map<string, PlatformAnswer>())
    : Effect.map(
        sql.query<{
          link: string;
          outcome: "found" | "missing";
          author_handle: string | null;
          author_name: string | null;
          author_url: string | null;
          title: string | null;
          thumbnail_url: string | null;
          detail: string | null;
        }>(
          `SELECT link, outcome, author_handle, author_name, author_url, title, thumbnail_url, detail
             FROM social_answers WHERE link = ANY($1::text[]) AND fetched_at >= $2`,
          [[...new Set(links)], since],
        ),
        (rows) =>
          new Map(
            rows.map((r): [string, PlatformAnswer] => [
              r.link,
              {
                outcome: r.outcome,
                authorHandle: r.author_handle,
                authorName: r.author_name,
                authorUrl: r.author_url,
                title: r.title,
                thumbnailUrl: r.thumbnail_url,
                detail: r.detail,
              },
            ]),
          ),
      );

export interface Kept {
  readonly link: string;
  readonly platform: Platform;
  readonly answer: PlatformAnswer;
}

/** Keeps what the platforms answered about these links (each once) at `at`, the verdicts only. */
export const keepAnswers = (sql: Sql, answers: ReadonlyArray<Kept>, at: Date) => {
  const verdicts = answers.filter((a) => isVerdict(a.answer));
  const column = (f: (a: Kept) => unknown) => verdicts.map(f);
  return verdicts.length === 0
    ? Effect.void
    : Effect.asVoid(
        sql.query(
          `INSERT INTO social_answers (link, platform, outcome, author_handle, author_name, author_url, title, thumbnail_url, detail, fetched_at)
           SELECT i.*, $10 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS i
           ON CONFLICT (link) DO UPDATE SET platform = EXCLUDED.platform, outcome = EXCLUDED.outcome,
             author_handle = EXCLUDED.author_handle, author_name = EXCLUDED.author_name, author_url = EXCLUDED.author_url,
             title = EXCLUDED.title, thumbnail_url = EXCLUDED.thumbnail_url, detail = EXCLUDED.detail,
             fetched_at = EXCLUDED.fetched_at`,
          [
            column((a) => a.link),
            column((a) => a.platform),
            column((a) => a.answer.outcome),
            column((a) => a.answer.authorHandle),
            column((a) => a.answer.authorName),
            column((a) => a.answer.authorUrl),
            column((a) => a.answer.title),
            column((a) => a.answer.thumbnailUrl),
            column((a) => a.answer.detail),
            at,
          ],
        ),
      );
};

/** Answers fetched before `before` are of no more use: they go. */
export const pruneAnswers = (sql: Sql, before: Date) =>
  Effect.map(
    sql.query<{ n: number }>(
      `WITH gone AS (DELETE FROM social_answers WHERE fetched_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      [before],
    ),
    ([row]) => row?.n ?? 0,
  );

/** Erasure: what the platforms said about these links (they name the member's accounts) goes. */
export const forgetAnswers = (sql: Sql, links: ReadonlyArray<string>) =>
  links.length === 0
    ? Effect.void
    : Effect.asVoid(sql.query(`DELETE FROM social_answers WHERE link = ANY($1::text[])`, [[...links]]));
