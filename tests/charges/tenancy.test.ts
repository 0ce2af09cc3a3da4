import { describe, expect, it } from "vitest";
import * as collection from "@/app/v1/charges/route";
import * as item from "@/app/v1/charges/[id]/route";
import * as capture from "@/app/v1/charges/[id]/capture/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import * as cancel from "@/app/v1/charges/[id]/cancel/route";
import * as summary from "@/app/v1/charges/summary/route";
import * as exportCsv from "@/app/v1/charges/export/route";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { cardBody, chargeRow, postCharge, tokenFor } from "./support";

describe("tenancy", () => {
  it("gives merchant B a 404 on every route of merchant A's charges and changes nothing", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const authorized = (await postCharge(a, cardBody(await tokenFor(a), { capture: false }))).body.data;
    const captured = (await postCharge(a, cardBody(await tokenFor(a)))).body.data;
    const before = [await chargeRow(authorized.id), await chargeRow(captured.id)];
    for (const id of [authorized.id, captured.id]) {
      const params = { id };
      const get = await call(item.GET, "GET", `/v1/charges/${id}`, { auth: b.auth, params });
      expect(get.status).toBe(404);
      expect(get.body.error.type).toBe("not_found");
      for (const [handler, verb] of [
        [capture.POST, "capture"],
        [refund.POST, "refund"],
        [cancel.POST, "cancel"],
      ] as const) {
        const res = await call(handler, "POST", `/v1/charges/${id}/${verb}`, { auth: b.auth, params, body: {} });
        expect(res.status, verb).toBe(404);
      }
    }
    expect([await chargeRow(authorized.id), await chargeRow(captured.id)]).toEqual(before);
    // Lists, summary and export: naming A in a filter is a 403, the same rule as every area.
    for (const [handler, path] of [
      [collection.GET, "/v1/charges"],
      [summary.GET, "/v1/charges/summary"],
      [exportCsv.GET, "/v1/charges/export"],
    ] as const) {
      const refused = await call(handler, "GET", `${path}?merchant_id=${a.id}`, { auth: b.auth });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.code, path).toBe("cross_merchant_filter");
    }
    const byId = await call(collection.GET, "GET", `/v1/charges?search=${captured.id}`, { auth: b.auth });
    expect(byId.body.pagination.total).toBe(0);
    const sum = await call(summary.GET, "GET", `/v1/charges/summary?search=${captured.id}`, { auth: b.auth });
    expect(sum.body.data.total_count).toBe(0);
    const csv = await call(exportCsv.GET, "GET", `/v1/charges/export?search=${captured.id}`, { auth: b.auth });
    expect(String(csv.body).trim().split("\r\n")).toHaveLength(1);
  });

  it("lets an admin read any charge and filter by merchant", async () => {
    const a = await createTestMerchant("A");
    const b = await createTestMerchant("B");
    const ca = (await postCharge(a, cardBody(await tokenFor(a)))).body.data;
    const cb = (await postCharge(b, cardBody(await tokenFor(b)))).body.data;
    const admin = await createPlatformKey();
    expect(
      (await call(item.GET, "GET", `/v1/charges/${ca.id}`, { auth: admin.auth, params: { id: ca.id } })).status,
    ).toBe(200);
    const all = await call(collection.GET, "GET", "/v1/charges", { auth: admin.auth });
    const ids = all.body.data.map((c: { id: string }) => c.id);
    expect(ids).toContain(ca.id);
    expect(ids).toContain(cb.id);
    const onlyA = await call(collection.GET, "GET", `/v1/charges?merchant_id=${a.id}`, { auth: admin.auth });
    expect(onlyA.body.data.map((c: { id: string }) => c.id)).toEqual([ca.id]);
  });
});
