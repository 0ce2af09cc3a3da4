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
