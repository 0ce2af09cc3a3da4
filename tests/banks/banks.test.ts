import { describe, expect, it } from "vitest";
import { count, max } from "drizzle-orm";
import * as collection from "@/app/v1/banks/route";
import * as byCode from "@/app/v1/banks/[code]/route";
import * as byIspb from "@/app/v1/banks/ispb/[ispb]/route";
import { banks } from "@/db/schema";
import { loadBanks } from "@/db/data/load-banks";
import { getDb } from "@/server/platform/db";
import { bankByCode } from "@/server/money/banks/find-bank";
import { createPlatformKey, createTestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

type Bank = { code: string; ispb: string; name: string; short_name: string | null; common_name: string | null };

async function search(auth: string, query: string) {
  return call<{ data: Bank[]; pagination: { total: number; limit: number; page: number } }>(
    collection.GET,
    "GET",
    `/v1/banks${query}`,
    { auth },
  );
}

describe("the banks directory", () => {
  it("is loaded at migration, all 511 institutions, and loading again writes nothing", async () => {
    const db = await getDb();
    const before = await db.select({ n: count(), last: max(banks.updatedAt) }).from(banks);
    expect(before[0].n).toBe(511);
    await loadBanks(db);
    const after = await db.select({ n: count(), last: max(banks.updatedAt) }).from(banks);
    expect(after).toEqual(before);
  });

  it("lists by code with pagination", async () => {
    const m = await createTestMerchant();
    const res = await search(m.auth, "?limit=5&page=1");
    expect(res.status).toBe(200);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 5, total: 511 });
    expect(res.body.data.map((b) => b.code)).toEqual(["001", "003", "004", "007", "010"]);
    expect(res.body.data[0]).toEqual({
      code: "001",
      ispb: "00000000",
      name: "Banco do Brasil S.A.",
      short_name: "BCO DO BRASIL S.A.",
      common_name: "Banco do Brasil",
    });
    expect((await search(m.auth, "?limit=101")).status).toBe(400);
    expect((await search(m.auth, `?merchant_id=${m.id}`)).status).toBe(400);
  });

  it("searches without regard to accents or case, every word matching", async () => {
    const m = await createTestMerchant();
    const sp = await search(m.auth, "?search=sao%20paulo&limit=100");
    const codes = sp.body.data.map((b) => b.code);
    expect(codes).toEqual(expect.arrayContaining(["459", "577", "584"]));
    for (const bank of sp.body.data) expect(bank.name.normalize("NFD").replace(/\p{M}/gu, "")).toMatch(/s[aã]o paulo/i);
    const itau = await search(m.auth, "?search=ITAU%20unibanco");
    expect(itau.body.data.map((b) => b.code)).toContain("341");
    const accented = await search(m.auth, `?search=${encodeURIComponent("Itaú")}`);
    expect(accented.body.data.map((b) => b.code)).toContain("341");
    expect((await search(m.auth, "?search=nenhum%20banco%20assim")).body.pagination.total).toBe(0);
    // LIKE wildcards are literal characters, not patterns.
    expect((await search(m.auth, "?search=%25")).body.pagination.total).toBe(0);
  });

  it("finds banks by the names people use, accents and case aside, those banks first", async () => {
    const m = await createTestMerchant();
    const first = async (q: string) => (await search(m.auth, `?search=${encodeURIComponent(q)}`)).body.data[0];
    // The legal names say none of these words: only the common names and aliases do.
    expect(await first("nubank")).toMatchObject({ code: "260", common_name: "Nubank" });
    expect(await first("NUBANK")).toMatchObject({ code: "260" });
    expect(await first("pagbank")).toMatchObject({ code: "290", common_name: "PagBank" });
    expect(await first("C6")).toMatchObject({ code: "336" });
    expect(await first("itau")).toMatchObject({ code: "341", common_name: "Itaú" });
    expect(await first("Banpara")).toMatchObject({ code: "037" });
    expect(await first("bb")).toMatchObject({ code: "001" });
    // "inter" is in many legal names (INTERNET, INTERMEDIUM…): the bank people call Inter comes first.
    expect(await first("inter")).toMatchObject({ code: "077", common_name: "Inter" });
    const wanted: Record<string, string> = {
      picpay: "380",
      "mercado pago": "323",
      bradesco: "237",
      santander: "033",
      caixa: "104",
      sicoob: "756",
      sicredi: "748",
      btg: "208",
      xp: "102",
      neon: "536",
      original: "212",
      safra: "422",
      banrisul: "041",
    };
    for (const [q, code] of Object.entries(wanted)) expect([q, (await first(q))?.code]).toEqual([q, code]);
    const other = (await search(m.auth, "?search=003")).body.data[0];
    expect(other.common_name).toBe("Banco da Amazônia");
    expect((await search(m.auth, "?search=011")).body.data[0]).toMatchObject({ code: "011", common_name: null });
  });

  it("puts an exact code or ISPB first", async () => {
    const m = await createTestMerchant();
    expect((await search(m.auth, "?search=341")).body.data[0].code).toBe("341");
    expect((await search(m.auth, "?search=60701190")).body.data[0].code).toBe("341");
  });

  it("finds one bank by COMPE code or ISPB, and answers 404 otherwise", async () => {
    const m = await createTestMerchant();
    const get = (code: string) => call(byCode.GET, "GET", `/v1/banks/${code}`, { auth: m.auth, params: { code } });
    const getIspb = (ispb: string) =>
      call(byIspb.GET, "GET", `/v1/banks/ispb/${ispb}`, { auth: m.auth, params: { ispb } });
    expect((await get("341")).body.data).toMatchObject({ code: "341", ispb: "60701190" });
    expect((await getIspb("60701190")).body.data).toMatchObject({ code: "341" });
    for (const res of [
      await get("999"),
      await get("34"),
      await get("abc"),
      await getIspb("6070119"),
      await getIspb("99999999"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.type).toBe("not_found");
    }
    expect(await bankByCode(m.ctx, "001")).toEqual({
      code: "001",
      ispb: "00000000",
      name: "Banco do Brasil S.A.",
      shortName: "BCO DO BRASIL S.A.",
      commonName: "Banco do Brasil",
    });
    expect(await bankByCode(m.ctx, "999")).toBeUndefined();
  });

  it("needs the usual authentication, and admins read it too", async () => {
    expect((await search("", "")).status).toBe(401);
    const admin = await createPlatformKey();
    expect((await search(admin.auth, "?search=bradesco")).body.data.length).toBeGreaterThan(0);
  });
});
