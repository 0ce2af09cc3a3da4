import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHmac } from "node:crypto";
import { hasError, parsePix } from "pix-utils";
import { ApiPixClient } from "@/server/payments/pix/psp/api-pix-client";
import { PixPspRejectedError } from "@/server/payments/pix/psp/errors";
import { payCob } from "@/server/payments/pix/sandbox/pay";
import { settleSandboxRefunds } from "@/server/payments/pix/sandbox/refunds";
import { config } from "@/server/platform/config";
import { systemCtx } from "@/server/platform/context";
import { apiPixValidator } from "@/tests/support/api-pix-spec";
import { startSandboxPsp } from "./sandbox-server";

const spec = apiPixValidator();
let psp: Awaited<ReturnType<typeof startSandboxPsp>>;
let client: ApiPixClient;
const key = () => config().PIX_RECEIVER_KEY;
const ctx = systemCtx();

function txid(): string {
  return `t${crypto.randomUUID().replace(/-/g, "")}`.slice(0, 32);
}

function templateOf(path: string): string {
  const [, head, a, b] = path.split("/");
  if (head === "cob") return "/cob/{txid}";
  if (head === "webhook") return "/webhook/{chave}";
  if (head === "pix" && b === "devolucao") return "/pix/{e2eid}/devolucao/{id}";
  if (head === "pix" && a) return "/pix/{e2eid}";
  return `/${head}`;
}

async function rejection(p: Promise<unknown>): Promise<PixPspRejectedError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(PixPspRejectedError);
  return e as PixPspRejectedError;
}

beforeAll(async () => {
  psp = await startSandboxPsp();
  client = new ApiPixClient({
    baseUrl: psp.baseUrl,
    tokenUrl: `${psp.baseUrl}/oauth/token`,
    clientId: config().PIX_PSP_CLIENT_ID,
    clientSecret: config().PIX_PSP_CLIENT_SECRET,
  });
  await client.configureWebhook(key(), psp.hookUrl);
});

afterAll(async () => {
  // Every request the client sent and every answer the sandbox gave, against the Central Bank's document.
  const problems: string[] = [];
  for (const x of psp.exchanges) {
    if (x.path.startsWith("/oauth/")) continue;
    const template = templateOf(x.path);
    for (const e of spec.answer(x.method, template, x.status, x.body))
      problems.push(`${x.method} ${x.path} → ${x.status}: ${e}`);
    if (x.method === "PUT" && x.status < 300)
      for (const e of spec.request(x.method, template, x.requestBody))
        problems.push(`${x.method} ${x.path} request: ${e}`);
  }
  await psp.close();
  expect(problems).toEqual([]);
});

describe("BR Code", () => {
  it("parses the Central Bank's published example and refuses it with a wrong CRC", () => {
    const example =
      "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    const parsed = parsePix(example);
    expect(hasError(parsed)).toBe(false);
    expect(parsed).toMatchObject({ type: "STATIC", merchantName: "Fulano de Tal", merchantCity: "BRASILIA" });
    expect(parsed).toMatchObject({ pixKey: "123e4567-e12b-12d1-a456-426655440000" });
    expect(hasError(parsePix(example.replace(/1D3D$/, "1D3E")))).toBe(true);
  });
});

describe("the sandbox PSP through the API Pix client", () => {
  it("creates a charge with its location and a valid dynamic BR Code, and reads it back", async () => {
    const id = txid();
    const cob = await client.createImmediateCharge(id, { expiresInSeconds: 3600, amountCents: 3700, key: key() });
    expect(cob).toMatchObject({ txid: id, status: "ATIVA", revisao: 0, valor: { original: "37.00" }, chave: key() });
    expect(cob.calendario.expiracao).toBe(3600);
    const brCode = parsePix(cob.pixCopiaECola!);
    expect(hasError(brCode)).toBe(false);
    expect(brCode).toMatchObject({ type: "DYNAMIC", url: cob.location });
    expect(await client.getCharge(id)).toMatchObject({ txid: id, status: "ATIVA" });
    expect(await client.getCharge(txid())).toBeNull();
  });

  it("refuses a key the account does not hold, a reused txid and a malformed one, with the API's problems", async () => {
    const id = txid();
    const other = await rejection(
      client.createImmediateCharge(id, { expiresInSeconds: 60, amountCents: 100, key: "x@y.com" }),
    );
    expect(other.status).toBe(400);
    expect(other.problem?.type).toBe("https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida");
    await client.createImmediateCharge(id, { expiresInSeconds: 60, amountCents: 100, key: key() });
    const reused = await rejection(
      client.createImmediateCharge(id, { expiresInSeconds: 60, amountCents: 100, key: key() }),
    );
    expect(reused.problem?.detail).toContain("txid");
    expect(
      (await rejection(client.createImmediateCharge("short", { expiresInSeconds: 60, amountCents: 1, key: key() })))
        .status,
    ).toBe(400);
    expect((await client.getCharge(id))!.valor.original).toBe("1.00");
  });

  it("refuses a client with the wrong secret", async () => {
    const stranger = new ApiPixClient({
      baseUrl: psp.baseUrl,
      tokenUrl: `${psp.baseUrl}/oauth/token`,
      clientId: config().PIX_PSP_CLIENT_ID,
      clientSecret: "not-the-secret",
    });
    expect((await rejection(stranger.getCharge(txid()))).status).toBe(401);
  });

  it("a payment concludes the charge and calls the webhook, signed; refunds end and call it again", async () => {
    const id = txid();
    await client.createImmediateCharge(id, { expiresInSeconds: 3600, amountCents: 5000, key: key() });
    const before = psp.notifications.length;
    const paid = await payCob(ctx, { txid: id });
    expect(paid.endToEndId).toMatch(/^E99999999\d{12}[a-z0-9]{11}$/);

    const note = psp.notifications[before];
    const ts = String(note.headers["pix-sandbox-timestamp"]);
    const mac = createHmac("sha256", config().PIX_WEBHOOK_SECRET).update(`${ts}.${note.raw}`).digest("hex");
    expect(note.headers["pix-sandbox-signature"]).toBe(`v1=${mac}`);
    expect(note.body.pix).toEqual([expect.objectContaining({ endToEndId: paid.endToEndId, txid: id, valor: "50.00" })]);

    const cob = await client.getCharge(id);
    expect(cob).toMatchObject({ status: "CONCLUIDA", pix: [{ endToEndId: paid.endToEndId, valor: "50.00" }] });
    expect(await client.getReceived(paid.endToEndId)).toMatchObject({ txid: id, valor: "50.00" });
    const page = await client.listReceived({
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 60_000),
      txid: id,
    });
    expect(page.pix.map((p) => p.endToEndId)).toEqual([paid.endToEndId]);

    const part = await client.requestRefund(paid.endToEndId, "r1", { amountCents: 1000 });
    expect(part).toMatchObject({ id: "r1", valor: "10.00", status: "EM_PROCESSAMENTO" });
    expect(part.rtrId).toMatch(/^D99999999/);
    // The same id again is the same refund; another amount under it is refused.
    expect(await client.requestRefund(paid.endToEndId, "r1", { amountCents: 1000 })).toEqual(part);
    expect((await rejection(client.requestRefund(paid.endToEndId, "r1", { amountCents: 900 }))).status).toBe(400);
    // No more than was paid in all.
    const over = await rejection(client.requestRefund(paid.endToEndId, "r2", { amountCents: 4001 }));
    expect(over.problem?.detail).toContain("ultrapassa");
    const failing = await client.requestRefund(paid.endToEndId, "r3", { amountCents: 666 });

    const beforeSettle = psp.notifications.length;
    expect(await settleSandboxRefunds(ctx)).toBeGreaterThanOrEqual(1);
    expect(await client.getRefund(paid.endToEndId, "r1")).toMatchObject({ status: "DEVOLVIDO" });
    expect(await client.getRefund(paid.endToEndId, failing.id)).toMatchObject({ status: "NAO_REALIZADO" });
    expect(await client.getRefund(paid.endToEndId, "nope")).toBeNull();
    const ended = psp.notifications.slice(beforeSettle).find((n) => JSON.stringify(n.body).includes(paid.endToEndId));
    expect(ended?.body.pix[0]).toMatchObject({
      devolucoes: expect.arrayContaining([expect.objectContaining({ id: "r1", status: "DEVOLVIDO" })]),
    });
    // The failed refund's amount is free again: 40,00 can still be returned.
    expect(await client.requestRefund(paid.endToEndId, "r4", { amountCents: 4000 })).toMatchObject({ valor: "40.00" });
  });

  it("the buyer's bank refuses a paid or expired charge unless the case is asked for", async () => {
    const t0 = new Date();
    const id = txid();
    await client.createImmediateCharge(id, { expiresInSeconds: 60, amountCents: 1234, key: key() });
    await payCob(ctx, { txid: id });
    await expect(payCob(ctx, { txid: id })).rejects.toThrow(/já foi paga/);
    const second = await payCob(ctx, { txid: id, again: true });
    expect((await client.getCharge(id))!.pix!.map((p) => p.endToEndId)).toContain(second.endToEndId);

    const late = txid();
    await client.createImmediateCharge(late, { expiresInSeconds: 60, amountCents: 500, key: key() });
    const later = systemCtx({ now: () => new Date(t0.getTime() + 61_000) });
    await expect(payCob(later, { txid: late })).rejects.toThrow(/expirou/);
    expect((await payCob(later, { txid: late, late: true })).valor).toBe("5.00");
    await expect(payCob(ctx, { txid: txid() })).rejects.toThrow(/não encontrad/);
  });

  it("a refund after 90 days is refused", async () => {
    const id = txid();
    await client.createImmediateCharge(id, { expiresInSeconds: 3600, amountCents: 800, key: key() });
    const paid = await payCob(systemCtx({ now: () => new Date(Date.now() - 91 * 86_400_000 + 1000) }), {
      txid: id,
      late: true,
    });
    const old = await rejection(client.requestRefund(paid.endToEndId, "late1", { amountCents: 800 }));
    expect(old.problem?.detail).toContain("90 dias");
  });
});
