import boundaries from "eslint-plugin-boundaries";
import tseslint from "typescript-eslint";

// Import boundaries keep the layers honest: the domain is pure, the web app never reaches
// into the server, the server never imports the web app, and nothing of the product imports
// the development tools built on it (tools/, decision 49).
const onlyMatching = (allowed, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ regex: `^(?!${allowed})`, message }] }],
});
const serverNever = {
  group: ["**/web/**", "**/cli/**", "react", "react-dom"],
  message: "server/ never imports web/ or cli/.",
};

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "data/", "docs/", "coverage/", "**/*.tmp.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-empty-object-type": "off",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    // csv-stringify's sync writer is pure computation too: text in, text out (csv.ts).
    rules: onlyMatching(
      "effect(/|$)|csv-stringify/sync$|\\.{1,2}/[\\w./-]+$",
      "domain/ is pure: it may import only effect, csv-stringify/sync and other domain files (boundaries keep relative imports inside domain/).",
    ),
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/server/**",
                "**/cli/**",
                "**/tools/**",
                "pg",
                "express",
                "pino",
                "pino-http",
                "@node-rs/*",
                "@electric-sql/*",
              ],
              message: "web/ may import domain/ but never server/, cli/, tools/ or server-side packages.",
            },
            {
              regex: "domain/money\\.ts$",
              importNames: ["formatRM"],
              message: "Screens format money with web/lib/format.ts, which keeps RM and its figure on one line.",
            },
          ],
        },
      ],
    },
  },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": ["error", { patterns: [serverNever] }] } },
  {
    // The product runs without its tools; only a test may set its scene with a seeded world.
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts", "server/**/*.chaos.ts", "server/testing/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverNever,
            {
              group: ["**/tools/**"],
              message: "server/ never imports tools/: a start script passes it in (decision 49).",
            },
          ],
        },
      ],
    },
  },
  {
    // Which layer may import which (README, Architecture). Every folder is one element; imports
    // inside an element are free, and whether two folders import each other is
    // server/suites/architecture/folders.test.ts's question, not lint's.
    files: ["{domain,server,cli,web,e2e,tools}/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "domain", pattern: "domain", partialMatch: false },
        { type: "platform", pattern: "server/platform/*", capture: ["name"], partialMatch: false },
        // A file straight in platform/ (runtime.ts) is platform too.
        { type: "platform", pattern: "server/platform", partialMatch: false },
        { type: "module", pattern: "server/modules/*", capture: ["name"], partialMatch: false },
        { type: "app", pattern: "server/app", partialMatch: false },
        { type: "testing", pattern: "server/testing", partialMatch: false },
        { type: "suites", pattern: "server/suites/*", capture: ["name"], partialMatch: false },
        { type: "cli", pattern: "cli", partialMatch: false },
        { type: "e2e", pattern: "e2e", partialMatch: false },
        // Development tooling on top of the product: the seed, the demo, the benchmarks.
        { type: "tools", pattern: "tools/*", capture: ["name"], partialMatch: false },
        { type: "web-app", pattern: "web/app", partialMatch: false },
        { type: "web-feature", pattern: "web/features/*", capture: ["feature"], partialMatch: false },
        { type: "web-lib", pattern: "web/lib", partialMatch: false },
        { type: "web-ui", pattern: "web/ui", partialMatch: false },
        // The entry (main.tsx) and the build's configuration.
        { type: "web-main", pattern: "web", partialMatch: false },
      ],
      // Test code: test files, and the test support a folder keeps in testing/.
      "boundaries/files": [
        { category: "test", pattern: ["**/*.test.{ts,tsx}", "**/*.chaos.ts", "**/*.e2e.ts", "**/testing/**"] },
      ],
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "domain" } }, allow: { to: { element: { type: "domain" } } } },
            // Infrastructure knows nothing of the business: no module, app or test support.
            { from: { element: { type: "platform" } }, allow: { to: { element: { type: ["platform", "domain"] } } } },
            {
              from: { element: { type: "module" } },
              allow: { to: { element: { type: ["platform", "module", "domain"] } } },
            },
            {
              from: { element: { type: "app" } },
              allow: { to: { element: { type: ["platform", "module", "domain"] } } },
            },
            {
              from: { element: { type: "cli" } },
              allow: {
                to: [
                  { element: { type: ["app", "platform", "module", "domain"] } },
                  // `jemput seed` and `jemput demo logins`.
                  { element: { type: "tools", captured: { name: ["seed", "demo"] } } },
                ],
              },
            },
            // Tools stand on the product as the CLI does, and may use the CLI itself.
            {
              from: { element: { type: "tools" } },
              allow: { to: { element: { type: ["tools", "cli", "app", "platform", "module", "domain"] } } },
            },
            // The benchmarks stand in for the outside services as the tests do (the platforms' oEmbed).
            {
              from: { element: { type: "tools", captured: { name: "bench" } } },
              allow: { to: { element: { type: "testing" } } },
            },
            // Test support and the suites may reach anything on the server to set a scene.
            {
              from: { element: { type: ["testing", "suites"] } },
              allow: { to: { element: { type: ["platform", "module", "app", "testing", "suites", "domain"] } } },
            },
            // Shipped code never imports test support. The tests next to it may, and may use
            // whatever that support may (a store test registers members through their module).
            // A seeded world is a scene like any other (tools/seed).
            {
              from: { element: { type: ["platform", "module", "app", "cli", "tools"] }, file: { categories: "test" } },
              allow: {
                to: [
                  { element: { type: ["platform", "module", "app", "testing", "suites", "domain"] } },
                  { element: { type: "tools", captured: { name: "seed" } } },
                ],
              },
            },
            {
              from: { element: { type: "e2e" } },
              allow: { to: { element: { type: ["e2e", "cli", "platform", "module", "app", "testing", "domain"] } } },
            },

            { from: { element: { type: "web-main" } }, allow: { to: { element: { type: "web-app" } } } },
            { from: { element: { type: "web-lib" } }, allow: { to: { element: { type: ["web-lib", "domain"] } } } },
            {
              from: { element: { type: "web-ui" } },
              allow: { to: { element: { type: ["web-ui", "web-lib", "domain"] } } },
            },
            {
              from: { element: { type: ["web-app", "web-feature"] } },
              allow: { to: { element: { type: ["web-lib", "web-ui", "domain"] } } },
            },
            // A feature shows the rest of the app its screens and parts (components/) and its
            // queries (api/); its hooks/, utils/ and testing/ are its own. What two features both
            // need beyond that belongs in web/lib or web/ui.
            {
              from: { element: { type: ["web-app", "web-feature"] } },
              allow: { to: { element: { type: "web-feature", fileInternalPath: ["api/**", "components/**"] } } },
            },
            // Test code may render as the app does (its query client) and borrow another
            // feature's test support; other features' hooks and utils stay private to it too.
            {
              from: { element: { type: ["web-app", "web-feature"] }, file: { categories: "test" } },
              allow: {
                to: [
                  { element: { type: "web-app" } },
                  { element: { type: "web-feature", fileInternalPath: "testing/**" } },
                ],
              },
            },
          ],
        },
      ],
    },
  },
);
