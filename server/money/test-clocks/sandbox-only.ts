import { config } from "@/server/platform/config";
import { InvalidRequestError } from "@/server/platform/errors";

/**
 * Test clocks exist where money is pretend: the service runs only a sandbox acquirer and bank rail, so a
 * deployment that is not `production` (APP_ENV) holds sandbox merchants only, and a production one holds live
 * merchants only (there is no per-merchant live mode). A live merchant's time is the real time.
 */
export function isSandboxDeployment(): boolean {
  return !config().isProduction;
}

export function requireSandbox(): void {
  if (!isSandboxDeployment())
    throw new InvalidRequestError(
      "test_clocks_sandbox_only",
      "Test clocks exist only for sandbox merchants; this deployment is live (docs/api/test-clocks.md).",
    );
}
