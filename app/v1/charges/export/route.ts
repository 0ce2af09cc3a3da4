import { route } from "@/server/http/route";
import { log } from "@/server/platform/log";
import { parseQuery } from "@/server/http/parse";
import { exportChargesQuery } from "@/server/payments/charges/schemas";
import { exportChargesCsv } from "@/server/payments/charges/export-charges";

export const GET = route({ auth: "secret", reads: "replica" }, async ({ req, ctx }) => {
  const rows = exportChargesCsv({ ctx, input: parseQuery(req, exportChargesQuery) });
  const encoder = new TextEncoder();
  // The header row and the first batch are read before anything is sent: a refused filter or a
  // failing first query is an error answer with the envelope, not a download of the header alone.
  const header = await rows.next();
  const first = header.done ? header : await rows.next();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!header.done) controller.enqueue(encoder.encode(header.value));
      if (!first.done) controller.enqueue(encoder.encode(first.value));
      else controller.close();
    },
    async pull(controller) {
      try {
        const next = await rows.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        // A later batch failed after the 200 went out: the stream is aborted, so the client's read
        // fails (the chunked body never ends) instead of ending as a shorter, valid-looking file
        // (docs/api/csv.md).
        log.error("charges export failed while streaming", { requestId: ctx.requestId, error });
        controller.error(error);
      }
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
