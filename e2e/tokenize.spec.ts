import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { baseUrl, demoCredentials } from "./support/demo";

/**
 * A merchant's checkout page on ANOTHER origin (its own port, and 127.0.0.1 instead of localhost)
 * loads the SDK from the service and tokenizes through real browser CORS (the Authorization header
 * forces a preflight).
 */
function merchantPage(service: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Loja</title>
<script src="${service}/sdk/v1.js"></script></head>
<body><form id="f"><input id="pk" value=""><button id="go" type="submit">Pagar</button></form><p id="out"></p>
<script>
  document.getElementById("f").addEventListener("submit", async (e) => {
    e.preventDefault();
    const out = document.getElementById("out");
    try {
      const sdk = new PaymentSDK({ publicKey: document.getElementById("pk").value, baseUrl: ${JSON.stringify(service)} });
      const r = await sdk.tokenize({ number: "4111 1111 1111 1111", holderName: "Maria da Silva", expirationMonth: "12", expirationYear: String(new Date().getFullYear() + 2), cvv: "123" });
      out.dataset.token = r.token;
      out.textContent = "token " + r.token + " " + r.brand + " " + r.lastFourDigits;
    } catch (err) {
      out.textContent = err.name + (err instanceof PaymentSDK.AuthenticationError ? " (authentication)" : "") + ": " + err.message;
    }
  });
</script></body></html>`;
}

let server: http.Server;
let merchantOrigin: string;

test.beforeAll(async () => {
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

test("a page on another origin tokenizes a card with /sdk/v1.js through CORS", async ({ page }) => {
  expect(new URL(merchantOrigin).origin).not.toBe(new URL(baseUrl()).origin);
  const answer = page.waitForResponse((r) => r.url().endsWith("/tokenize") && r.request().method() === "POST");
  await page.goto(merchantOrigin);
  await page.locator("#pk").fill(demoCredentials().apiKey.publicKey);
  await page.locator("#go").click();
  const res = await answer;
  expect([200, 201]).toContain(res.status());
  expect(res.headers()["access-control-allow-origin"]).toBe("*");
  await expect(page.locator("#out")).toContainText(/token tok_\S+ visa 1111/);
  // The Authorization header makes the browser preflight; the POST only happens if OPTIONS allowed it.
  expect(res.request().headers()["authorization"]).toMatch(/^Basic /);
});

test("an invalid public key shows the SDK's AuthenticationError", async ({ page }) => {
  await page.goto(merchantOrigin);
  await page.locator("#pk").fill("pk_this_key_does_not_exist");
  await page.locator("#go").click();
  await expect(page.locator("#out")).toContainText("AuthenticationError (authentication)");
});

test("the demo page tokenizes with the bundle and points at the bad field", async ({ page }) => {
  await page.goto(`/sdk/demo.html?pk=${demoCredentials().apiKey.publicKey}`);
  await page.locator("#tokenize").click();
  await expect(page.getByTestId("result")).toContainText('"brand": "visa"');
  await expect(page.getByTestId("result")).toContainText('"token": "tok_');
  await page.locator("#number").fill("4111 1111 1111 1112");
  await page.locator("#tokenize").click();
  await expect(page.getByTestId("result")).toContainText('"field": "card.number"');
  await expect(page.locator("#number")).toHaveAttribute("aria-invalid", "true");
  await page.screenshot({ path: "test-results/sdk-demo.png", fullPage: true });
});
