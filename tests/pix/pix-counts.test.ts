import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import * as collection from "@/app/v1/charges/route";
import * as summary from "@/app/v1/charges/summary/route";
import * as chart from "@/app/v1/charges/revenue-chart/route";
import * as exportCsv from "@/app/v1/charges/export/route";
import * as linkCharges from "@/app/v1/payment-links/[id]/route";
import * as links from "@/app/v1/payment-links/route";
import * as pay from "@/app/pay/[id]/charge/route";
import { events } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { reconcilePixCharge } from "@/server/payments/charges/reconcile-pix";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { createTestMerchant } from "../support/fixtures";
import { call } from "../support/http";
import { postCharge } from "../charges/support";
import { sandboxPspForFile } from "./support";

/**
 * Step 6 of issue 26: the reads count Pix like any method. A paid Pix charge is in the list filtered by
 * `payment_method=pix`, in the summary, the revenue chart, the CSV (pt-BR says "Pix"), its `charge.captured`
 * event (what the webhooks send) names the method, and a link's revenue counts a link's Pix payment.
 */
sandboxPspForFile();
const ctx = systemCtx();

describe("Pix in the reads", () => {
  it("list, summary, chart, CSV, events and the link's revenue count a paid Pix charge", async () => {
    const m = await createTestMerchant();
    const created = await postCharge(m, { amount: 7_350, payment_method: "pix" });
    expect(created.status).toBe(201);
    const charge = created.body.data as { id: string; pix: { txid: string } };
    await payCob(ctx, { txid: charge.pix.txid });
    await reconcilePixCharge(ctx, charge.pix.txid, { captured: 0, returning: 0 });

    const listed = await call(collection.GET, "GET", "/v1/charges?payment_method=pix", { auth: m.auth });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toEqual([charge.id]);
    const cards = await call(collection.GET, "GET", "/v1/charges?payment_method=credit_card", { auth: m.auth });
    expect(cards.body.data).toHaveLength(0);

    const sum = await call(summary.GET, "GET", "/v1/charges/summary?payment_method=pix", { auth: m.auth });
    expect(sum.body.data).toMatchObject({ total_count: 1, captured_count: 1, captured_volume: 7_350 });

    const months = await call(chart.GET, "GET", "/v1/charges/revenue-chart?months=1&payment_method=pix", {
      auth: m.auth,
    });
    expect(months.body.data.months).toEqual([expect.objectContaining({ captured: 7_350, revenue: 7_350, charges: 1 })]);

    const csv = await call(exportCsv.GET, "GET", "/v1/charges/export?payment_method=pix&format=pt-BR", {
      auth: m.auth,
    });
    const lines = String(csv.body).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(";Pix;");

    const [captured] = await (
      await getDb()
    )
      .select()
      .from(events)
      .where(and(eq(events.merchantId, m.id), eq(events.name, "charge.captured")));
    expect(captured.data).toMatchObject({ id: charge.id, payment_method: "pix", status: "captured" });

    // A link's revenue and payments count its Pix payment.
    const link = await call(links.POST, "POST", "/v1/payment-links", {
      auth: m.auth,
      body: { title: "Curso", product_type: "digital", allowed_payment_methods: ["pix"], amount: 2_000 },
    });
    const linkId = link.body.data.id as string;
    const code = await call(pay.POST, "POST", `/pay/${linkId}/charge`, {
      body: { payment_method: "pix", customer: { name: "Ana Souza", email: "ana@example.com" } },
      params: { id: linkId },
    });
    await payCob(ctx, { txid: code.body.data.pix.txid });
    await reconcilePixCharge(ctx, code.body.data.pix.txid, { captured: 0, returning: 0 });
    const read = await call(linkCharges.GET, "GET", `/v1/payment-links/${linkId}`, {
      auth: m.auth,
      params: { id: linkId },
    });
    expect(read.body.data).toMatchObject({ uses: 1, revenue: 2_000, payments: 1 });
  });
});
