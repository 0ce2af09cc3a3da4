import { route } from "@/server/http/route";
import { parseQuery } from "@/server/http/parse";
import { chargeSummaryQuery } from "@/server/charges/schemas";
import { exportChargesCsv } from "@/server/charges/export-charges";

export const GET = route({ auth: "secret" }, async ({ req, ctx }) => {
  const rows = exportChargesCsv({ ctx, input: parseQuery(req, chargeSummaryQuery) });
  const encoder = new TextEncoder();
  // The header row is produced after the filters are checked: a refused filter is an error answer,
  // not a broken download.
  const header = await rows.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!header.done) controller.enqueue(encoder.encode(header.value));
    },
    async pull(controller) {
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="charges-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
});
