import { executor, inTransaction, type Ctx } from "@/server/platform/context";
import { closeIn, lockDispute, notOpen } from "./close-dispute";
import { presentDispute } from "./present-dispute";
import { sendMedDevolucoes } from "./med-devolucoes";

/** POST /v1/disputes/{id}/accept: the merchant concedes; the dispute is lost without evidence (`accepted`). */
export async function acceptDispute({ ctx, id }: { ctx: Ctx; id: string }) {
  const row = await inTransaction(ctx, async (tx) => {
    const current = await lockDispute(tx, id);
    const closed = await closeIn(
      tx,
      current,
      "accepted",
      ["warning_needs_response", "needs_response"],
      "Accepted by the merchant",
    );
    if (!closed) throw notOpen(current.status);
    return closed;
  });
  return presentDispute(await executor(ctx), await sendMedDevolucoes({ ctx, row }));
}
