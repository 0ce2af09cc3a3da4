import { executor, type Ctx } from "@/server/platform/context";
import { getDisputeRowOrThrow } from "./dispute-rows";
import { presentDispute } from "./present-dispute";

export async function getDispute({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentDispute(await executor(ctx), await getDisputeRowOrThrow(ctx, id));
}
