import { expect, test } from "./support/test";
import { runCli } from "./support/cli";
import { chargeCard, demoApiHeaders, signIn } from "./support/demo";
import { screenshotsInto } from "./support/screenshots";

/**
 * The disputes journey, on a phone in Portuguese: the sandbox acquirer disputes a charge (the operator's
 * `dispute-open`), the merchant finds it in the queue with its deadline and the reason explained, answers with
 * text and a PDF, submits after confirming, and the sandbox issuer decides it won (`winning_evidence`).
 * Screenshots for review go to /tmp/shots-disputes.
 */
const shoot = screenshotsInto("/tmp/shots-disputes");

test.use({ locale: "pt-BR", extraHTTPHeaders: { "accept-language": "pt-BR,pt;q=0.9" } });
const PHONE = { width: 390, height: 844 };

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test("a merchant answers a dispute with a file on a phone, in Portuguese", async ({ page, request }) => {
  test.setTimeout(180_000);
  const charge = await chargeCard(request, { amount: 25_990, card: { holderName: "Cliente Teste" } });
  await runCli("dispute-open", { charge: charge.id, reason: "product_not_received" });

  // Signed in at the default width (the helper checks the sidebar), then on a phone.
  await signIn(page, "merchant");
  await page.setViewportSize(PHONE);
  await page.goto("/disputes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disputas");
  const queue = page.getByTestId("dispute-queue");
  await expect(queue).toContainText("259,90");
  await expect(queue).toContainText("Produto não recebido");
  await expect(queue).toContainText(/dias restantes/);
  await queue.getByRole("button").filter({ hasText: "259,90" }).first().click();
  await expect(page.getByTestId("reason-explained")).toContainText("não recebeu o produto");
  await shoot(page, "disputes-queue");
  await page.setViewportSize(PHONE);

  await page.getByLabel("Código de rastreio").fill("BR123456789BR");
  await page.getByLabel("Outras informações").fill("Entregue e assinado pelo cliente. winning_evidence");
  await page.getByLabel("Arquivos (PDF, PNG ou JPEG)").setInputFiles({
    name: "comprovante-entrega.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Salvar evidências" }).click();
  await expect(page.getByTestId("evidence-files")).toContainText("comprovante-entrega.pdf");

  await page.getByRole("button", { name: "Enviar ao banco" }).click();
  const confirm = page.locator("dialog[open]");
  await expect(confirm).toContainText("nada pode ser alterado");
  await shoot(page, "disputes-confirm");
  await page.setViewportSize(PHONE);
  await confirm.getByRole("button", { name: "Enviar ao banco" }).click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await expect(page.getByText("Esta disputa não aceita mais evidências.")).toBeVisible();
  await expect(queue).toContainText("Ganha");
  await shoot(page, "disputes-won");

  // The API says the same: won, the amount back, the file kept.
  const api = await request.get(`/v1/disputes?charge_id=${charge.id}`, { headers: demoApiHeaders() });
  const [dispute] = ((await api.json()) as { data: Array<Record<string, unknown>> }).data;
  expect(dispute).toMatchObject({ status: "won", funds_reinstated: true });
  expect(dispute.evidence_files).toEqual([expect.objectContaining({ filename: "comprovante-entrega.pdf" })]);
});

test("an admin sees every merchant's disputes and the dispute rate per merchant", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "admin");
  await page.goto("/disputes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Disputas");
  await expect(page.getByText("Taxa de disputas por lojista (30 dias)")).toBeVisible();
  await expect(page.getByRole("cell", { name: "Loja Demo" }).first()).toBeVisible();
  await shoot(page, "disputes-admin");
});

test("a Pix MED report: the merchant sees 'Fraude (MED)', accepts, and the admin finds it by merchant", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const created = await request.post("/v1/charges", {
    headers: demoApiHeaders(),
    data: { amount: 8_790, payment_method: "pix" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const charge = ((await created.json()) as { data: { id: string; pix: { txid: string } } }).data;
  await runCli("pix-webhook", {});
  await runCli("pix-pay", { txid: charge.pix.txid });
  await expect
    .poll(async () => {
      const res = await request.get(`/v1/charges/${charge.id}`, { headers: demoApiHeaders() });
      return ((await res.json()) as { data: { status: string } }).data.status;
    })
    .toBe("captured");
  await runCli("pix-med-open", { charge: charge.id });

  await signIn(page, "merchant");
  await page.setViewportSize(PHONE);
  await page.goto("/disputes");
  const queue = page.getByTestId("dispute-queue");
  await queue.getByRole("button").filter({ hasText: "87,90" }).first().click();
  await expect(queue).toContainText("Fraude (MED)");
  await expect(page.getByTestId("reason-explained")).toContainText("notificação de infração do Pix (MED)");
  await expect(page.getByText("Notificação de infração MED · FRAUD")).toBeVisible();
  await shoot(page, "disputes-med");
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Aceitar a disputa" }).click();
  const confirm = page.locator("dialog[open]");
  await expect(confirm).toContainText("devolvido ao pagador por Pix");
  await confirm.getByRole("button", { name: "Aceitar a disputa" }).click();
  await expect(page.locator("dialog[open]")).toHaveCount(0);
  await expect(page.getByTestId("pix-devolucao")).toContainText(/Devolução ao pagador|devolvido ao pagador/);
  await shoot(page, "disputes-med-accepted");

  // The admin: the merchant's name on each dispute, and a filter by merchant (at desktop width, where the sidebar
  // shows who is signed in).
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, "admin");
  await page.goto("/disputes");
  const adminQueue = page.getByTestId("dispute-queue");
  await expect(adminQueue.getByTestId("dispute-merchant-name").first()).toBeVisible();
  const merchants = page.getByTestId("dispute-merchant");
  await merchants.selectOption({ label: "Loja Demo" });
  await expect(adminQueue).toContainText("87,90");
  for (const name of await adminQueue.getByTestId("dispute-merchant-name").allTextContents())
    expect(name).toBe("Loja Demo");
  await adminQueue.getByRole("button").filter({ hasText: "87,90" }).first().click();
  await expect(page.getByRole("link", { name: "Loja Demo" })).toHaveAttribute("href", /\/admin\/merchants\//);
  await shoot(page, "disputes-admin-merchant");
});
