import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { makeLogger } from "./logger.ts";

describe("the logger", () => {
  it("never writes Brevo's API key, however it is logged", () => {
    let written = "";
    const sink = new Writable({
      write: (chunk, _encoding, done) => {
        written += String(chunk);
        done();
      },
    });
    const logger = makeLogger("info", sink);
    logger.info(
      {
        config: { brevoApiKey: "xkeysib-secret-1" },
        brevoApiKey: "xkeysib-secret-2",
        request: { headers: { "api-key": "xkeysib-secret-3" } },
        apiKey: "xkeysib-secret-4",
      },
      "settings",
    );
    expect(written).toContain("settings");
    expect(written).not.toContain("xkeysib-secret");
  });
});
