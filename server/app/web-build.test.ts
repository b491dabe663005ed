import { describe, expect, it } from "vitest";
import { captureOutput as capture } from "../testing/start-output.ts";
import { buildWeb, viteBuildArgs } from "./web-build.ts";

// What `npm start` prints while it builds the web app: on a terminal for a person, in JSON
// lines for a log.
describe("building the web app on start", () => {
  it("lets Vite show its progress on a terminal and says how long it took", () => {
    const { output, written, logged } = capture(true);
    const runs: Array<ReadonlyArray<string>> = [];
    buildWeb(output, (args) => {
      runs.push(args);
      return 0;
    });
    expect(runs).toEqual([["build", "--config", "web/vite.config.ts"]]);
    expect(written[0]).toBe(
      "Building the web app (on a first start, or after its sources changed; about half a minute)\n",
    );
    expect(written[1]).toMatch(/^Web app built in \d+\.\d s\.\n$/);
    expect(logged).toEqual([]);
  });

  it("keeps a log to a line before and after, with Vite's warnings only", () => {
    const { output, written, logged } = capture(false);
    buildWeb(output, () => 0);
    expect(viteBuildArgs(false)).toEqual(["build", "--config", "web/vite.config.ts", "--logLevel", "warn"]);
    expect(written).toEqual([]);
    expect(logged.map((line) => line["msg"])).toEqual(["building the web app", "web app built"]);
    expect(logged[1]).toHaveProperty("seconds");
  });

  it("stops with the time spent when the build fails", () => {
    const { output } = capture(true);
    expect(() => buildWeb(output, () => 1)).toThrow(/^The web build failed after \d+\.\d s \(see above\)\.$/);
  });
});
