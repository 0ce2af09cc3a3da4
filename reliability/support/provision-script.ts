/**
 * Run as a process by provision.ts (`node --import tsx`): migrates the database like the app would
 * and creates, through the operator commands of `npm run admin`, two merchants with an API key pair
 * each and a platform (admin) key. One process instead of five CLI runs; prints JSON.
 */
import { databaseHandle, closeDatabase } from "@/server/platform/db";
import { runCommand } from "@/server/registries/cli/run-command";

interface Made {
  merchant: { id: string };
  api_key: { public_key: string; secret_key: string };
}

async function main(): Promise<void> {
  const handle = await databaseHandle();
  await handle.migrate();
  const stamp = Date.now().toString(36);
  // With a CPF/CNPJ on file: payout destinations must be in the merchant's own (docs/api/risk.md).
  const a = (await runCommand("create-merchant", {
    name: "Loja Confiável",
    email: `a-${stamp}@rel.test`,
    document: "11222333000181",
  })) as Made;
  const b = (await runCommand("create-merchant", {
    name: "Loja Parceira",
    email: `b-${stamp}@rel.test`,
    document: "52998224725",
  })) as Made;
  const platform = (await runCommand("create-api-key", { name: "Reliability" })) as {
    api_key: { public_key: string; secret_key: string };
  };
  process.stdout.write(
    JSON.stringify({
      merchants: [a, b].map((m) => ({
        id: m.merchant.id,
        publicKey: m.api_key.public_key,
        secretKey: m.api_key.secret_key,
      })),
      platform: { publicKey: platform.api_key.public_key, secretKey: platform.api_key.secret_key },
    }) + "\n",
  );
  await closeDatabase();
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`provision failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  },
);
