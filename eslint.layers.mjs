/**
 * The directions between the layers of the tree (ARCHITECTURE.md, "Directions"), as rules of eslint-plugin-import
 * (`import/no-restricted-paths`, type imports included: a type still ties two layers) and of typescript-eslint
 * (`no-restricted-imports` for browser code, where a type import is erased and harmless).
 *
 *   app ──▶ server/registries ──▶ server/http ──▶ domain groups ──▶ server/platform ──▶ db
 *                                                   (accounts, money, payments, delivery)
 *   every server layer and browser code ──▶ server/universal ──▶ db/vocabularies.ts
 *
 * tests/architecture/layer-rules.test.ts proves each rule fails on an import that breaks it.
 */
const DOMAIN_GROUPS = ["accounts", "money", "payments", "delivery"];
const server = (...names) => names.map((n) => `./server/${n}`);
// What sits above the server. The SDK (sdk/src) and the locale list (i18n/locales.ts, i18n/messages.ts) are leaves
// the server may read: the SDK's card rules are the server's, and it imports nothing of ours (its own zone below).
const outsideTheServer = [
  "./app",
  "./components",
  "./scripts",
  "./bench",
  "./e2e",
  "./tests",
  "./i18n/request.ts",
  "./i18n/request-locale.ts",
];

export const layerZones = [
  {
    target: "./sdk",
    from: ["./server", "./db", ...outsideTheServer],
    message: "The browser SDK is a package of its own: it imports nothing of ours outside sdk/.",
  },
  {
    target: "./db",
    from: ["./server", ...outsideTheServer],
    message: "db imports nothing of ours: the schema and db/vocabularies.ts stand alone.",
  },
  {
    target: "./server/universal",
    from: ["./server", ...outsideTheServer],
    except: ["./universal"],
    message: "server/universal is read by the browser: it imports only itself and db/vocabularies.ts.",
  },
  {
    target: "./server/universal",
    from: ["./db"],
    except: ["./vocabularies.ts"],
    message: "server/universal is read by the browser: it imports only itself and db/vocabularies.ts.",
  },
  {
    target: "./server/platform",
    from: [...server(...DOMAIN_GROUPS, "http", "registries"), ...outsideTheServer],
    message: "The spine (server/platform) imports no domain group, no transport and no registry.",
  },
  ...DOMAIN_GROUPS.map((group) => ({
    target: `./server/${group}`,
    from: [...server("http", "registries"), ...outsideTheServer],
    message: "A domain group never imports the HTTP transport or a registry: a verb takes a Ctx, not a Request.",
  })),
  {
    target: "./server/http",
    from: [...server("registries"), ...outsideTheServer],
    message: "The transport imports the areas it authenticates with, never a registry.",
  },
  {
    target: "./server/registries",
    from: outsideTheServer,
    message: "A registry lists the areas; it imports no route, page or component.",
  },
];

export const browserImports = {
  patterns: [
    {
      regex: "^(@/|(\\.\\./)+)(server/(?!universal/|accounts/dashboard-actions/)|db/(?!vocabularies$))",
      allowTypeImports: true,
      message:
        "Browser code imports only server/universal, db/vocabularies and the server actions of server/accounts/dashboard-actions: anything else would ship server code to the browser.",
    },
  ],
};

/** Browser code: every component (client, or rendered by one), the SDK, and the error boundaries of app/. */
export const BROWSER_FILES = ["components/**/*.ts", "components/**/*.tsx", "sdk/**/*.ts", "app/**/error.tsx"];

export const layerConfigs = [
  { files: ["**/*.ts", "**/*.tsx"], rules: { "import/no-restricted-paths": ["error", { zones: layerZones }] } },
  // Browser code reads only what is safe in a browser; a type import is erased and may name anything.
  { files: BROWSER_FILES, rules: { "@typescript-eslint/no-restricted-imports": ["error", browserImports] } },
];
