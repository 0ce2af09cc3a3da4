import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as openApiJson } from "@/app/v1/openapi.json/route";
import { tokenFor } from "@/tests/charges/support";
import { createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { inProcessFetch } from "@/tests/support/in-process-fetch";

const SAMPLE_DIR = path.join(import.meta.dirname, "sample-integration");

/**
 * What the run-time test uses of the sample. It is imported by path, not statically: its own types exist only
 * once this test has generated them, so the repository's tsconfig leaves the folder out.
 */
interface Sample {
  paymentsClient: (credentials: {
    baseUrl: string;
    publicKey: string;
    secretKey: string;
    fetch: (request: Request) => Promise<Response>;
  }) => unknown;
  chargeOrder: (client: unknown, orderId: string, amount: number, token: string) => Promise<Record<string, unknown>>;
  capturedCharges: (client: unknown, day: string) => Promise<{ charges: Array<{ id: string }>; total: number }>;
  mainWallet: (client: unknown) => Promise<Record<string, unknown> | undefined>;
}

let tmp: string;

/** The live document as an integrator downloads it. */
async function liveDocument(): Promise<OpenAPI3> {
  const res = await call<OpenAPI3>(openApiJson, "GET", "/v1/openapi.json");
  expect(res.status).toBe(200);
  return res.body;
}

/** Generates `payments-api` from `doc` into the temp folder and type-checks the sample against it. */
async function compileSample(doc: OpenAPI3, name: string): Promise<string[]> {
  const typesFile = path.join(tmp, `${name}.ts`);
  // `defaultNonNullable: false`, the setting docs/api/openapi.md gives integrators: with the generator's default a
  // request field that has a server-side default (`currency`, `capture`) would be typed as one the caller must send.
  fs.writeFileSync(typesFile, astToString(await openapiTS(doc, { defaultNonNullable: false })));
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    {
      strict: true,
      noEmit: true,
      target: "ES2022",
      module: "ESNext",
      moduleResolution: "Bundler",
      lib: ["ES2022", "DOM"],
      types: [],
      // Skips the libraries' .d.ts files only: the generated file and the sample are checked in full.
      skipLibCheck: true,
      paths: { "payments-api": [typesFile] },
    },
    tmp,
  );
  expect(errors).toEqual([]);
  const roots = fs
    .readdirSync(SAMPLE_DIR)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => path.join(SAMPLE_DIR, f));
  const program = ts.createProgram([...roots, typesFile], options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `
      : "";
    return where + ts.flattenDiagnosticMessageText(d.messageText, "\n");
  });
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "payments-openapi-client-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("a client generated from GET /v1/openapi.json", () => {
  it("type-checks the sample integration (create a charge, list charges, read a wallet)", async () => {
    expect(await compileSample(await liveDocument(), "payments-api")).toEqual([]);
  });

  it("fails to compile when the document breaks what the sample relies on", async () => {
    const doc = await liveDocument();
    // A wallet's `balance` renamed and the charge list path gone: both must surface as compile errors.
    const schemas = doc.components?.schemas as Record<string, { properties: Record<string, unknown> }>;
    const wallet = schemas.WalletDetail.properties;
    wallet.available = wallet.balance;
    delete wallet.balance;
    delete (doc.paths as Record<string, Record<string, unknown>>)["/v1/charges"].get;
    const diagnostics = await compileSample(doc, "payments-api-broken");
    const inSample = diagnostics.filter((d) => d.startsWith("sell-and-check-balance.ts:"));
    expect(inSample.some((d) => d.includes("Property 'balance' does not exist"))).toBe(true);
    expect(inSample.some((d) => d.includes(`Argument of type '"/v1/charges"' is not assignable`))).toBe(true);
  });

  it("works against the real handlers", async () => {
    const sampleFile = path.join(SAMPLE_DIR, "sell-and-check-balance.ts");
    const { paymentsClient, chargeOrder, capturedCharges, mainWallet } = (await import(
      /* @vite-ignore */ sampleFile
    )) as Sample;
    const merchant = await createTestMerchant();
    const client = paymentsClient({
      baseUrl: "http://localhost",
      publicKey: merchant.publicKey,
      secretKey: merchant.secretKey,
      fetch: inProcessFetch,
    });
    const token = await tokenFor(merchant);
    const charge = await chargeOrder(client, "1001", 10_000, token);
    expect(charge).toMatchObject({ amount: 10_000, status: "captured", merchant_id: merchant.id });
    // The sample's Idempotency-Key reaches the server: the same order sent again answers the same charge.
    expect(await chargeOrder(client, "1001", 10_000, token)).toEqual(charge);

    const today = new Date().toISOString().slice(0, 10);
    const listed = await capturedCharges(client, today);
    expect(listed.total).toBe(1);
    expect(listed.charges.map((c) => c.id)).toEqual([charge.id]);

    // Captured, not yet settled: nothing available, the amount less the 1x card fee (3.19 %) to receive.
    expect(await mainWallet(client)).toMatchObject({ balance: 0, pending_receivables: 10_000 - 319, entries: [] });
  });
});
