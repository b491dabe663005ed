import { describe, expect, it } from "vitest";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { defineCatalog } from "./catalog.ts";

// Catalogs reach the browser compiled by the build; these are compiled the same way.
const compiled = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]));

describe("defineCatalog", () => {
  it("keeps each catalog's messages its own when two features use the same key", async () => {
    const payouts = defineCatalog(compiled({ "screen.title": "Payouts" }), {
      ms: async () => ({ default: compiled({ "screen.title": "Pembayaran" }) }),
      zh: async () => ({ default: compiled({ "screen.title": "付款" }) }),
      ta: async () => ({ default: compiled({ "screen.title": "கொடுப்பனவுகள்" }) }),
    });
    const team = defineCatalog(compiled({ "screen.title": "My Team" }), {
      ms: async () => ({ default: compiled({ "screen.title": "Pasukan Saya" }) }),
      zh: async () => ({ default: compiled({ "screen.title": "我的团队" }) }),
      ta: async () => ({ default: compiled({ "screen.title": "எனது குழு" }) }),
    });
    expect([payouts.text("en", "screen.title"), team.text("en", "screen.title")]).toEqual(["Payouts", "My Team"]);
    await Promise.all([payouts.ready("ms"), team.ready("ms")]);
    expect([payouts.text("ms", "screen.title"), team.text("ms", "screen.title")]).toEqual([
      "Pembayaran",
      "Pasukan Saya",
    ]);
  });

  it("speaks English while a language is still loading, and that language once it has", async () => {
    const catalog = defineCatalog(compiled({ greeting: "Hello {name}" }), {
      ms: async () => ({ default: { greeting: "Helo {name}" } }),
      zh: async () => ({ default: { greeting: "你好 {name}" } }),
      ta: async () => ({ default: { greeting: "வணக்கம் {name}" } }),
    });
    const loading = catalog.ready("zh");
    expect(catalog.text("zh", "greeting", { name: "Aisyah" })).toBe("Hello Aisyah");
    await loading;
    expect(catalog.text("zh", "greeting", { name: "Aisyah" })).toBe("你好 Aisyah");
  });

  it("groups thousands in numbers it fills in as the screen does, Tamil included", async () => {
    const catalog = defineCatalog(compiled({ members: "{count, plural, one {# member} other {# members}}" }), {
      ms: async () => ({ default: compiled({ members: "{count, plural, other {# ahli}}" }) }),
      zh: async () => ({ default: compiled({ members: "{count, plural, other {# 名成员}}" }) }),
      ta: async () => ({ default: compiled({ members: "{count, plural, one {# உறுப்பினர்} other {# உறுப்பினர்கள்}}" }) }),
    });
    await catalog.ready("ta");
    expect(catalog.text("en", "members", { count: 1234567 })).toBe("1,234,567 members");
    expect(catalog.text("ta", "members", { count: 1234567 })).toBe("1,234,567 உறுப்பினர்கள்");
  });
});
