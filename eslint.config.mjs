import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";
import { layerConfigs } from "./eslint.layers.mjs";

export default tseslint.config(
  {
    ignores: [
      ".next*/**",
      "node_modules/**",
      "public/**",
      "db/migrations/**",
      "next-env.d.ts",
      ".data*/**",
      ".e2e-data/**",
      "test-results/**",
      "playwright-report/**",
      "sdk/dist/**",
      "bench/results*",
    ],
  },
  ...nextVitals,
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    // Process state goes through processSingleton, a memo through lazy() (server/platform/process): a
    // module-level `let` would be one copy per module instance (the custom server and Next's bundle).
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Program > VariableDeclaration[kind='let'], Program > ExportNamedDeclaration > VariableDeclaration[kind='let']",
          message: "Keep process state in processSingleton, or a memo in lazy() (server/platform/process).",
        },
      ],
    },
  },
  {
    // One way to the database: executor(ctx) / inTransaction(ctx) (ARCHITECTURE.md, "One way in"). Only the
    // spine itself holds the handle (the context, the connection, the rate limiter that runs before any Ctx).
    files: ["server/**/*.ts", "app/**/*.ts", "app/**/*.tsx"],
    ignores: ["server/platform/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/server/platform/db",
              importNames: ["getDb"],
              message: "Reach the database through executor(ctx) or inTransaction(ctx) (server/platform/context.ts).",
            },
          ],
        },
      ],
    },
  },
  // The directions between the layers (ARCHITECTURE.md, "Directions"); eslint.layers.mjs says each one.
  ...layerConfigs,
  {
    // Tests poke at JSON answers whose shape is the thing under test; typing every body adds nothing.
    files: ["tests/**/*.ts", "e2e/**/*.ts", "**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, whose fixture fails them on a browser error (README.md).
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              message: "Import test and expect from ./support/test: it fails the journey on a browser error.",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.mjs", "**/*.js"], extends: [tseslint.configs.disableTypeChecked] },
  {
    // Compiled by tests/openapi/typed-client.test.ts against types generated during the test, so it is
    // outside tsconfig.json and linted without type information.
    files: ["tests/openapi/sample-integration/**/*.ts"],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
