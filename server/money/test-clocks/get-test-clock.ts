import { executor, type Ctx } from "@/server/platform/context";
import { getMerchant } from "@/server/accounts/merchants/get-merchant";
import { presentTestClock, testClockRow } from "./clock-time";
import { requireSandbox } from "./sandbox-only";

/** A sandbox merchant's test clock. A merchant reads its own; another merchant's id is 404. */
export async function getTestClock({ ctx, id }: { ctx: Ctx; id: string }) {
  const merchantId = (await getMerchant({ ctx, id })).id;
  requireSandbox();
  return presentTestClock(merchantId, await testClockRow(await executor(ctx), merchantId), ctx.now());
}
