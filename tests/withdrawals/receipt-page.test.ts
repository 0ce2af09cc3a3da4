import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import * as pdfRoute from "@/app/v1/withdrawals/[id]/receipt.pdf/route";
import * as pngRoute from "@/app/v1/withdrawals/[id]/receipt/route";
import * as page from "@/app/receipts/[code]/route";
import {
  destinationLines,
  renderReceiptSvg,
  type ReceiptData,
} from "@/server/money/withdrawals/receipt/render-receipt";
import { resetReceiptPageRateLimits } from "@/server/money/withdrawals/receipt/receipt-page-rate-limit";
import { REMOTE_ADDR_HEADER } from "@/server/platform/request/client-ip";
import { createTestMerchant } from "@/tests/support/fixtures";
import { type Handler, call } from "./receipt-call";
import { fund, runPayouts, setRecipients, withdraw, withdrawalRow } from "./support";
import { startOfRoomyWindow } from "@/tests/support/rate-limit-window";

/** A completed Pix withdrawal of a new merchant, and its authentication code. */
async function completedWithdrawal(name: string) {
  const m = await createTestMerchant(name);
  await setRecipients(m);
  await fund(m, 50_000);
  const w = (await withdraw(m, { amount: 12_345, method: "pix" })).body.data as { id: string };
  await runPayouts();
  return { m, id: w.id, code: (await withdrawalRow(w.id)).authenticationCode! };
}

async function openPage(code: string, opts: { ip?: string; language?: string } = {}) {
  const headers: Record<string, string> = { [REMOTE_ADDR_HEADER]: opts.ip ?? "203.0.113.9" };
  if (opts.language) headers["accept-language"] = opts.language;
  const res = await (page.GET as Handler)(new Request(new URL(`/receipts/${code}`, "http://localhost"), { headers }), {
    params: Promise.resolve({ code }),
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe("the receipt speaks to people", () => {
  it("prints the public page's address, not an API call, and names whom a Pix payout reached", async () => {
    const data: ReceiptData = {
      merchantName: "Ateliê Jacarandá",
      withdrawalId: "01937a2b-7c1d-7e00-8f00-123456789abc",
      method: "pix",
      amount: 10_000,
      feeAmount: 0,
      currency: "BRL",
      recipient: { type: "pix_key", key_type: "email", key: "f***@atelie.com.br" },
      bank: { code: "001", ispb: "00000000", name: "Banco do Brasil S.A." },
      requestedAt: new Date("2026-11-20T14:03:00Z"),
      completedAt: new Date("2026-11-20T14:03:09Z"),
      authenticationCode: "7KQ2-M9XD-4HNB-2WZP-0RTC",
      verifyUrl: "https://pagamentos.example/receipts/7KQ2-M9XD-4HNB-2WZP-0RTC",
    };
    expect(destinationLines(data, "pt-BR")).toEqual([
      { label: "Titular", value: "Ateliê Jacarandá" },
      { label: "Chave Pix", value: "E-mail · f***@atelie.com.br" },
      { label: "Instituição", value: "Banco do Brasil S.A.", note: "COMPE 001 · ISPB 00000000" },
    ]);
    expect(destinationLines(data, "en")[0]).toEqual({ label: "Holder", value: "Ateliê Jacarandá" });
    // The drawing carries the address (satori draws text as outlines: compare two drawings).
    const otherUrl = await renderReceiptSvg({ ...data, verifyUrl: "https://outro.example/receipts/X" });
    expect(await renderReceiptSvg(data)).not.toBe(otherUrl);
    const { RECEIPT_STRINGS } = await import("@/server/money/withdrawals/receipt/strings");
    for (const t of Object.values(RECEIPT_STRINGS)) expect(t.verify).not.toMatch(/GET|\/v1\//);
  });
});

describe("GET /receipts/{code}: the page a receipt prints", () => {
  it("shows a genuine receipt's details with a strict CSP, in the reader's language", async () => {
    await resetReceiptPageRateLimits();
    const { code, id } = await completedWithdrawal("Padaria Estrela");
    const res = await openPage(code);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.html).toContain("Comprovante autêntico");
    expect(res.html).toContain("Padaria Estrela");
    expect(res.html).toContain("R$ 123,45");
    expect(res.html).toContain(id);
    // Typed back by hand: lower case, no dashes.
    const typed = await openPage(code.replace(/-/g, "").toLowerCase(), { language: "en-US,en;q=0.9" });
    expect(typed.status).toBe(200);
    expect(typed.html).toContain("Genuine receipt");
    expect(typed.html).toContain(code);
  });

  it("says an unknown code is not genuine, with 404, and escapes what was typed", async () => {
    await resetReceiptPageRateLimits();
    const res = await openPage("AAAA-BBBB-CCCC-DDDD-EEEE");
    expect(res.status).toBe(404);
    expect(res.html).toContain("Comprovante não encontrado");
    const odd = await openPage('<script>alert("x")</script>');
    expect(odd.status).toBe(404);
    expect(odd.html).not.toContain("<script>");
    expect(odd.html).toContain("&#60;script&#62;");
  });

  it("is rate limited per client address", async () => {
    await resetReceiptPageRateLimits();
    await startOfRoomyWindow(10);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await openPage("AAAA-BBBB-CCCC-DDDD-EEEE", { ip: "198.51.100.77" })).status;
    expect(last).toBe(429);
    expect((await openPage("AAAA-BBBB-CCCC-DDDD-EEEE", { ip: "198.51.100.78" })).status).toBe(404);
    await resetReceiptPageRateLimits();
  });
});

describe("GET /v1/withdrawals/{id}/receipt.pdf", () => {
  it("answers a one-page PDF of the receipt once completed; another merchant gets 404", async () => {
    const { m, id } = await completedWithdrawal("Mercearia Boa Vista");
    const res = await call(pdfRoute.GET as Handler, `/v1/withdrawals/${id}/receipt.pdf`, {
      auth: m.auth,
      params: { id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="comprovante-${id}.pdf"`);
    expect(res.body.subarray(0, 5).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(res.body);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 360, height: 600 });
    expect(doc.getAuthor()).toBe("Mercearia Boa Vista");
    expect(doc.getSubject()).toMatch(/\/receipts\/[0-9A-Z]{4}-/);
    // The PNG beside it is the same receipt (drawn once, stored, then placed in the PDF).
    const png = await call(pngRoute.GET as Handler, `/v1/withdrawals/${id}/receipt`, { auth: m.auth, params: { id } });
    expect(png.status).toBe(200);

    const other = await createTestMerchant();
    const foreign = await call(pdfRoute.GET as Handler, `/v1/withdrawals/${id}/receipt.pdf`, {
      auth: other.auth,
      params: { id },
    });
    expect(foreign.status).toBe(404);
  });

  it("is 422 invalid_state before the withdrawal completes", async () => {
    const m = await createTestMerchant();
    await setRecipients(m);
    await fund(m, 50_000);
    const w = (await withdraw(m, { amount: 1_000, method: "ted" })).body.data as { id: string };
    const res = await call(pdfRoute.GET as Handler, `/v1/withdrawals/${w.id}/receipt.pdf`, {
      auth: m.auth,
      params: { id: w.id },
    });
    expect(res.status).toBe(422);
    expect(JSON.parse(res.body.toString()).error.code).toBe("invalid_state");
  });
});
