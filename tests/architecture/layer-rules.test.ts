import path from "node:path";
import { ESLint } from "eslint";
import nextVitals from "eslint-config-next/core-web-vitals";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { browserImports, layerConfigs, layerZones } from "../../eslint.layers.mjs";

/**
 * The direction check (eslint.layers.mjs, run by `npm run lint`) can fail: each import below is linted as
 * if it were written in the named file, with the project's import resolver (the `@/` alias included), and
 * the layer rules must refuse what breaks a direction and let through what follows one.
 */
const root = path.resolve(import.meta.dirname, "../..");
const LAYER_RULES = new Set(["import/no-restricted-paths", "@typescript-eslint/no-restricted-imports"]);

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    ...nextVitals,
    { files: ["**/*.ts", "**/*.tsx"], plugins: { "@typescript-eslint": tseslint.plugin } },
    ...layerConfigs,
  ],
});

/** The layer rules' complaints about `source` written in `file` (a path of the tree, existing or not). */
async function violations(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  const fatal = result.messages.filter((m) => m.fatal);
  expect(fatal, "the snippet must parse").toEqual([]);
  return result.messages.filter((m) => m.ruleId && LAYER_RULES.has(m.ruleId)).map((m) => m.message);
}

describe("the direction check between layers", () => {
  it("fails when a spine file imports a domain file", async () => {
    const found = await violations(
      "server/platform/events/example.ts",
      'import { createCharge } from "@/server/payments/charges/create-charge";\nexport const x = createCharge;\n',
    );
    expect(found).toEqual([expect.stringContaining("The spine (server/platform) imports no domain group")]);
  });

  it("fails on a relative import that climbs into another layer, type imports included", async () => {
    const found = await violations(
      "server/platform/tenancy/example.ts",
      'import type { ChargeRow } from "../../payments/charges/views";\nexport type X = ChargeRow;\n',
    );
    expect(found).toHaveLength(1);
  });

  it("fails when a domain group imports the HTTP transport or a registry", async () => {
    const http = await violations(
      "server/money/withdrawals/example.ts",
      'import { parseBody } from "@/server/http/parse";\nexport const x = parseBody;\n',
    );
    expect(http).toEqual([expect.stringContaining("never imports the HTTP transport")]);
    const registry = await violations(
      "server/accounts/users/example.ts",
      'import { jobs } from "@/server/registries/jobs";\nexport const x = jobs;\n',
    );
    expect(registry).toHaveLength(1);
  });

  it("fails when db imports anything of ours", async () => {
    const found = await violations(
      "db/schema/example.ts",
      'import type { Ctx } from "@/server/platform/context";\nexport type X = Ctx;\n',
    );
    expect(found).toEqual([expect.stringContaining("db imports nothing of ours")]);
  });

  it("keeps server/universal free of server-only code", async () => {
    const found = await violations(
      "server/universal/example.ts",
      'import { log } from "@/server/platform/log";\nimport { charges } from "@/db/schema";\nexport const x = [log, charges];\n',
    );
    expect(found).toHaveLength(2);
    expect(
      await violations(
        "server/universal/example.ts",
        'import { PAYMENT_METHODS } from "@/db/vocabularies";\nexport const x = PAYMENT_METHODS;\n',
      ),
    ).toEqual([]);
  });

  it("lets browser code value-import only shared modules and server actions; types pass", async () => {
    const file = "components/charges/example.tsx";
    const serverOnly = await violations(
      file,
      'import { createCharge } from "@/server/payments/charges/create-charge";\nexport const x = createCharge;\n',
    );
    expect(serverOnly).toEqual([expect.stringContaining("Browser code imports only")]);
    // Only the dashboard's own server actions: another area's "actions" file is server code like any other.
    const elsewhere = await violations(
      file,
      'import { AUDIT_ACTIONS } from "@/server/platform/audit/actions";\nexport const x = AUDIT_ACTIONS;\n',
    );
    expect(elsewhere).toHaveLength(1);
    const shared = [
      'import { splitParts } from "@/server/universal/split-rule";',
      'import { signOutAction } from "@/server/accounts/dashboard-actions/session-actions";',
      'import type { ChargeRow } from "@/server/payments/charges/views";',
      'import { WITHDRAWAL_METHODS } from "@/db/vocabularies";',
      "export const x = [splitParts, signOutAction, WITHDRAWAL_METHODS];",
      "export type Y = ChargeRow;",
    ].join("\n");
    expect(await violations(file, shared + "\n")).toEqual([]);
  });

  it("lets each layer import the layers below it", async () => {
    const ok: Array<[string, string]> = [
      [
        "server/http/example.ts",
        'import { authenticateApiKey } from "@/server/accounts/api-keys/authenticate-api-key";',
      ],
      ["server/money/ledger/example.ts", 'import { executor } from "@/server/platform/context";'],
      ["server/registries/jobs/example.ts", 'import { withdrawalPayoutJob } from "@/server/money/withdrawals/jobs";'],
      ["app/v1/example/route.ts", 'import { route } from "@/server/http/route";'],
    ];
    for (const [file, line] of ok) expect(await violations(file, `${line}\nexport const x = 1;\n`), file).toEqual([]);
  });

  it("is the configuration `npm run lint` uses", async () => {
    const project = new ESLint({ cwd: root });
    const spine = await project.calculateConfigForFile(path.join(root, "server/platform/context.ts"));
    const component = await project.calculateConfigForFile(path.join(root, "components/charges/charges-list.tsx"));
    // ESLint reports the severity as a number: 2 is "error".
    expect(spine.rules?.["import/no-restricted-paths"]).toEqual([2, { zones: layerZones }]);
    expect(component.rules?.["@typescript-eslint/no-restricted-imports"]).toEqual([2, browserImports]);
  });
});
