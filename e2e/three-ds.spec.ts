import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./support/test";
import { baseUrl, demoApiHeaders, demoCredentials } from "./support/demo";

/**
 * 3-D Secure through the SDK, in Chromium, from a merchant's page on ANOTHER origin: tokenize, authenticate
 * (frictionless, challenge passed, challenge failed, canceled with Escape), then the merchant's backend
 * charges with the authentication (here: the spec, with the secret key).
 */
function merchantPage(service: string): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Loja</title>
<script src="${service}/sdk/v1.js"></script></head>
<body><h1>Loja Exemplo</h1><input id="pk"><input id="number" value="4000000000003055"><button id="go" type="button">Pagar</button><pre id="out"></pre>
<script>
  document.getElementById("go").addEventListener("click", async () => {
    const out = document.getElementById("out");
    out.textContent = "…";
    try {
      const sdk = new PaymentSDK({ publicKey: document.getElementById("pk").value, baseUrl: ${JSON.stringify(service)} });
      const card = await sdk.tokenize({ number: document.getElementById("number").value, holderName: "Maria da Silva", expirationMonth: "12", expirationYear: String(new Date().getFullYear() + 2), cvv: "123" });
      const device = await sdk.fraud.collect();
      const result = await sdk.threeDS.authenticate({ token: card.token, amount: 15000, currency: "BRL" });
      out.textContent = JSON.stringify({ ok: true, token: card.token, fraudSessionId: device.fraudSessionId, ...result });
    } catch (err) {
      out.textContent = JSON.stringify({ ok: false, name: err.name, code: err.code, authenticationId: err.authenticationId });
    }
  });
</script></body></html>`;
}

let server: http.Server;
let merchantOrigin: string;
const SHOTS = "/tmp/shots-three-ds";

test.beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(merchantPage(baseUrl()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  merchantOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function start(page: Page, number: string) {
  await page.goto(merchantOrigin);
  await page.locator("#pk").fill(demoCredentials().apiKey.publicKey);
  await page.locator("#number").fill(number);
  await page.locator("#go").click();
}

async function outcome(page: Page) {
  await expect(page.locator("#out")).toContainText('"ok"');
  return JSON.parse((await page.locator("#out").textContent()) ?? "{}");
}

async function charge(
  request: import("@playwright/test").APIRequestContext,
  r: { token: string; authenticationId: string; fraudSessionId: string },
) {
  return request.post(`${baseUrl()}/v1/charges`, {
    headers: demoApiHeaders(),
    data: {
      amount: 15000,
      payment_method: "credit_card",
      payment_details: {
        token: r.token,
        installments: 1,
        three_ds_authentication_id: r.authenticationId,
        fraud_session_id: r.fraudSessionId,
      },
    },
  });
}

function challengeFrame(page: Page) {
  return page.frameLocator("iframe[title]");
}

test("frictionless: authenticated without a challenge, and the charge records it", async ({ page, request }) => {
  await start(page, "4000000000003055");
  const r = await outcome(page);
  expect(r).toMatchObject({ ok: true, status: "Y", eci: "05", liabilityShift: true });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const res = await charge(request, r);
  expect(res.status()).toBe(201);
  const body = await res.json();
  expect(body.data).toMatchObject({
    status: "captured",
    three_ds: { authentication_id: r.authenticationId, trans_status: "Y", eci: "05", liability_shift: true },
    fraud: { decision: "approve" },
  });
});

test("challenge passed: the modal shows the issuer's page, the right code authenticates", async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await start(page, "4000000000003220");
  const dialog = page.getByRole("dialog", { name: "Confirme a compra com seu banco" });
  await expect(dialog).toBeVisible();
  const frame = challengeFrame(page);
  const code = (await frame.getByTestId("sandbox-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  await page.screenshot({ path: `${SHOTS}/challenge-1440.png` });

  // The merchant's page cannot read the challenge page: no CORS, and the frame is cross-origin.
  const url = await page.locator("iframe[title]").getAttribute("src");
  const readable = await page.evaluate(async (u) => {
    try {
      return await (await fetch(u as string)).text();
    } catch (e) {
      return `refused: ${(e as Error).name}`;
    }
  }, url);
  expect(readable).toBe("refused: TypeError");
  const sameOriginRead = await page.evaluate(() => {
    try {
      return (document.querySelector("iframe") as HTMLIFrameElement).contentDocument?.body.innerText ?? "no document";
    } catch (e) {
      return `refused: ${(e as Error).name}`;
    }
  });
  expect(sameOriginRead).not.toContain(code);

  await frame.getByLabel("Código de uso único").fill(code);
  await frame.getByRole("button", { name: "Confirmar" }).click();
  const r = await outcome(page);
  expect(r).toMatchObject({ ok: true, status: "Y", eci: "05", liabilityShift: true });
  await expect(dialog).toHaveCount(0);
  const res = await charge(request, r);
  expect((await res.json()).data).toMatchObject({ status: "captured", three_ds: { trans_status: "Y" } });
});

test("challenge failed: three wrong codes end in N, and the charge is refused", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, "4000000000003220");
  const frame = challengeFrame(page);
  const code = (await frame.getByTestId("sandbox-code").textContent())?.trim() ?? "";
  const wrong = code === "000000" ? "111111" : "000000";
  await frame.getByLabel("Código de uso único").fill(wrong);
  await frame.getByRole("button", { name: "Confirmar" }).click();
  await expect(frame.getByRole("alert")).toContainText("Tentativas restantes: 2");
  await page.screenshot({ path: `${SHOTS}/challenge-wrong-390.png` });
  for (let i = 0; i < 2; i++) {
    await frame.getByLabel("Código de uso único").fill(wrong);
    await frame.getByRole("button", { name: "Confirmar" }).click();
  }
  const r = await outcome(page);
  expect(r).toMatchObject({ ok: true, status: "N", liabilityShift: false, eci: null });
  const res = await charge(request, r);
  expect(res.status()).toBe(422);
  expect((await res.json()).error.code).toBe("authentication_failed");
});

test("Escape closes the modal, cancels the authentication and returns focus", async ({ page }) => {
  await start(page, "4000000000003220");
  await expect(page.getByRole("dialog")).toBeVisible();
  // Escape pressed inside the cross-origin frame (the buyer is typing the code) cancels too.
  await challengeFrame(page).getByLabel("Código de uso único").click();
  // keydown only: the frame that received it is removed before a keyup could reach it.
  await page.keyboard.down("Escape");
  const r = await outcome(page);
  expect(r).toMatchObject({ ok: false, name: "ThreeDSError", code: "canceled" });
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("#go")).toBeFocused();
  await page.keyboard.up("Escape");

  // The same from the modal's own close button (focus outside the frame), then Tab stays inside the dialog.
  await page.locator("#go").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  const close = page.getByRole("dialog").getByRole("button", { name: "Cancelar" });
  // Focus moves into the dialog: onto its close button, or into the challenge frame once the issuer's page
  // focuses its code field (which of the two wins depends on when the frame loads).
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await challengeFrame(page).getByLabel("Código de uso único").click();
  // Through the challenge's own controls and back round to the close button, never out of the dialog.
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Escape");
  expect(await outcome(page)).toMatchObject({ ok: false, code: "canceled" });
});

test("another origin cannot frame the challenge page", async ({ page, request }) => {
  // An authentication started by the merchant's page; a third origin tries to frame its challenge.
  await start(page, "4000000000003220");
  const url = await page.locator("iframe[title]").getAttribute("src");
  const third = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end(`<!doctype html><iframe id="f" src="${url}"></iframe>`);
  });
  await new Promise<void>((resolve) => third.listen(0, "127.0.0.1", resolve));
  try {
    const other = await page.context().newPage();
    await other.goto(`http://127.0.0.1:${(third.address() as AddressInfo).port}`);
    await other.waitForTimeout(1000);
    const framed = other.frames().find((f) => f.url().includes("/3ds/challenge/"));
    const text = framed ? await framed.evaluate(() => document.body?.innerText ?? "").catch(() => "") : "";
    expect(text).not.toMatch(/\d{6}/);
  } finally {
    await new Promise<void>((resolve) => third.close(() => resolve()));
  }
  void request;
});
