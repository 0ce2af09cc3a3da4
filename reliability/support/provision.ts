import { recordSecrets } from "./run-dir";
import { runScript } from "./processes";

export interface KeyPair {
  publicKey: string;
  secretKey: string;
}
export interface Merchant extends KeyPair {
  id: string;
}
export interface Accounts {
  merchants: Merchant[];
  platform: KeyPair;
}

/** Migrates `env`'s database and creates the merchants and keys the parts use. */
export async function provision(env: NodeJS.ProcessEnv): Promise<Accounts> {
  const accounts = await runScript<Accounts>("provision", "reliability/support/provision-script.ts", env);
  recordSecrets("sk", [...accounts.merchants.map((m) => m.secretKey), accounts.platform.secretKey]);
  return accounts;
}
