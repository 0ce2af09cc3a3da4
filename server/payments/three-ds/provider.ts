import type { ThreeDsServer } from "./types";
import { sandboxThreeDsServer } from "./sandbox-server";

export type { AuthenticateRequest, AuthenticateResult, AuthenticationOutcome, ThreeDsServer } from "./types";

/** Only the sandbox exists; a real 3DS server plugs in here, chosen by config (docs/api/three-ds.md). */
export function threeDsServer(): ThreeDsServer {
  return sandboxThreeDsServer;
}
