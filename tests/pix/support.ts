import { afterAll, beforeAll } from "vitest";
import { ApiPixClient } from "@/server/payments/pix/psp/api-pix-client";
import { setPixPspForTests } from "@/server/payments/pix/psp/pix-psp";
import { config } from "@/server/platform/config";
import { startSandboxPsp } from "./sandbox-server";

/**
 * The sandbox PSP on a port of this test file's own, as the service's PSP for the file: the charges talk to
 * it over HTTP through the API Pix client, as they would to a real PSP.
 */
export function sandboxPspForFile() {
  const state = {} as { psp: Awaited<ReturnType<typeof startSandboxPsp>>; client: ApiPixClient };
  beforeAll(async () => {
    state.psp = await startSandboxPsp();
    state.client = new ApiPixClient({
      baseUrl: state.psp.baseUrl,
      tokenUrl: `${state.psp.baseUrl}/oauth/token`,
      clientId: config().PIX_PSP_CLIENT_ID,
      clientSecret: config().PIX_PSP_CLIENT_SECRET,
    });
    setPixPspForTests(state.client);
  });
  afterAll(async () => {
    setPixPspForTests(null);
    await state.psp.close();
  });
  return state;
}
