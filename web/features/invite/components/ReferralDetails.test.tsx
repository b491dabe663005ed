import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ReferralDetails } from "./ReferralDetails.tsx";

// renderToString, as Emotion then writes each component's rules inline, where a test can read them.
const render = async (link: string | null) =>
  renderToString(<ReferralDetails referralId="AISYAH1" link={link} copiedKey={null} copy={() => undefined} />);

// Emotion writes each component's rules in a <style> before it; the markup is read without them.
const withoutStyles = (html: string) => html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, "");
const rulesOf = (html: string, className: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css]) => css!)
    .filter((css) => css.includes(`.${className}{`))
    .join("");

describe("ReferralDetails at a phone's width", () => {
  it("may break the link after the scheme and before each part of the path, never inside the host", async () => {
    const html = await render("https://app.jemput.my/join/AISYAH1");
    const markup = withoutStyles(html);
    expect(markup).toMatch(
      /https:\/\/<wbr\/><span data-part="host" class="([\w-]+)">app\.jemput\.my<\/span><wbr\/>\/join<wbr\/>\/AISYAH1/,
    );
    // No break opportunity anywhere else in the link.
    const link = /https:\/\/[\s\S]*?AISYAH1/.exec(markup)![0];
    expect(link.match(/<wbr\/>/g)).toHaveLength(3);
  });

  it("keeps the host together unless it alone is wider than the box", async () => {
    const html = await render("http://127.0.0.1:5000/join/AISYAH1");
    const hostClass = /<span data-part="host" class="([\w-]+)">127\.0\.0\.1:5000<\/span>/.exec(
      withoutStyles(html),
    )?.[1];
    expect(hostClass).toBeDefined();
    const rules = rulesOf(html, hostClass!);
    expect(rules).toContain("overflow-wrap:break-word");
    expect(rules).not.toContain("anywhere");
    expect(rules).not.toContain("word-break");
  });

  it("copies the whole link, and shows 'Loading...' until it is known", async () => {
    expect(withoutStyles(await render(null))).toContain("Loading...");
    const html = withoutStyles(await render("https://app.jemput.my/join/AISYAH1"));
    expect(html.replace(/<[^>]+>/g, "")).toContain("https://app.jemput.my/join/AISYAH1");
    expect(html).toContain("Copy<span");
  });
});
