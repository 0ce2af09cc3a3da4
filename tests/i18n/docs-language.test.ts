import { describe, expect, it } from "vitest";
import * as docs from "@/app/docs/route";
import * as demo from "@/app/sdk/demo.html/route";

async function get(handler: typeof docs.GET, url: string, headers: Record<string, string>) {
  const res = await handler(new Request(`http://localhost${url}`, { headers }));
  return { status: res.status, html: await res.text() };
}

describe("/docs and the SDK demo follow the reader's language", () => {
  it("/docs: its title and introduction in Portuguese from the browser, in English from the locale cookie", async () => {
    const pt = await get(docs.GET, "/docs", { "accept-language": "pt-BR,pt;q=0.9" });
    expect(pt.status).toBe(200);
    expect(pt.html).toContain('<html lang="pt-BR">');
    expect(pt.html).toContain("<title>Referência da API de Pagamentos</title>");
    expect(pt.html).toContain("A referência da API que os seus sistemas chamam");
    const en = await get(docs.GET, "/docs", { "accept-language": "pt-BR", cookie: "theme=x; locale=en" });
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain("<title>Payments API reference</title>");
    expect(en.html).not.toContain("A referência da API");
  });

  it("the SDK demo: its framing and status words in Portuguese, the script's data intact", async () => {
    const pt = await get(demo.GET, "/sdk/demo.html", { "accept-language": "pt-BR" });
    expect(pt.status).toBe(200);
    expect(pt.html).toContain('<html lang="pt-BR">');
    expect(pt.html).toContain(">Demonstração do SDK para navegador</h1>");
    expect(pt.html).toContain(">Número do cartão</label>");
    expect(pt.html).toContain(">Nada enviado ainda.</p>");
    expect(pt.html).not.toContain("Nothing sent yet.</p>");
    // Every control of the page is still there: a marked element's text is replaced, nothing after it.
    for (const id of ["publicKey", "number", "holderName", "expirationMonth", "expirationYear", "cvv", "amount"])
      expect(pt.html, id).toMatch(new RegExp(`<input\\s+id="${id}"`));
    for (const id of ["tokenize", "authenticate"]) expect(pt.html, id).toMatch(new RegExp(`<button id="${id}"`));
    expect(pt.html).toContain(">Mês</label");
    expect(pt.html).toContain(">Ano</label");
    expect(pt.html).toContain(">Tokenizar</button>");
    expect(pt.html).toContain("O cartão vai desta página direto para POST /tokenize");
    const data = /<script type="application\/json" id="demo-strings">([\s\S]*?)<\/script>/.exec(pt.html)?.[1] ?? "";
    expect(JSON.parse(data).tokenizing).toBe("Tokenizando…");
    const en = await get(demo.GET, "/sdk/demo.html", { "accept-language": "en-US" });
    expect(en.html).toContain(">Browser SDK demo</h1>");
  });
});
