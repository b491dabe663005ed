import tseslint from "typescript-eslint";

// Import boundaries keep the layers honest: the domain is pure, the web app never reaches
// into the server, and the server never imports the web app.
const onlyMatching = (allowed, message) => ({
  "no-restricted-imports": ["error", { patterns: [{ regex: `^(?!${allowed})`, message }] }],
});

export default tseslint.config(
  { ignores: ["node_modules/", "dist/", "data/", "docs/", "coverage/", "**/*.tmp.ts"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-empty-object-type": "off",
      eqeqeq: ["error", "smart"],
    },
  },
  {
    files: ["domain/**/*.ts"],
    ignores: ["domain/**/*.test.ts"],
    rules: onlyMatching("effect(/|$)|\\./[\\w.-]+$", "domain/ is pure: it may import only effect and other domain files."),
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [
        { group: ["**/server/**", "**/cli/**", "pg", "express", "pino", "pino-http", "@node-rs/*", "@electric-sql/*"], message: "web/ may import domain/ but never server/, cli/ or server-side packages." },
      ] }],
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/web/**", "**/cli/**", "react", "react-dom"], message: "server/ never imports web/ or cli/." }] }],
    },
  },
);
