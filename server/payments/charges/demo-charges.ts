import type { Ctx } from "@/server/platform/context";
import { log } from "@/server/platform/log";
import { sandboxPaymentToken } from "@/server/payments/acquirer/apple-pay-sandbox";
import type { DemoData } from "@/server/platform/contracts/demo-step";
import { tokenizeCard } from "@/server/payments/tokens/tokenize-card";
import { cancelCharge } from "./cancel-charge";
import { createCharge } from "./create-charge";
import { payApplePayCharge } from "./pay-apple-pay-charge";
import { refundCharge } from "./refund-charge";
import { createChargeBody } from "./schemas";

const DAY = 86_400_000;
const FIRST = [
  "Ana",
  "Bruno",
  "Carla",
  "Diego",
  "Eduarda",
  "Felipe",
  "Gabriela",
  "Henrique",
  "Isabela",
  "João",
  "Larissa",
  "Marcos",
  "Natália",
  "Otávio",
  "Paula",
  "Rafael",
  "Sofia",
  "Thiago",
  "Vitória",
  "Yuri",
];
const LAST = [
  "Silva",
  "Santos",
  "Oliveira",
  "Souza",
  "Lima",
  "Pereira",
  "Costa",
  "Rodrigues",
  "Almeida",
  "Nascimento",
  "Carvalho",
  "Ribeiro",
];
const PRODUCTS: Array<[string, number, boolean]> = [
  ["Camiseta básica", 5990, true],
  ["Caneca de cerâmica", 3490, true],
  ["Tênis de corrida", 34990, true],
  ["Mochila urbana", 18990, true],
  ["Fone bluetooth", 22900, true],
  ["Curso online de fotografia", 19700, false],
  ["Assinatura mensal", 2990, false],
  ["E-book de receitas", 3900, false],
  ["Luminária de mesa", 12990, true],
  ["Garrafa térmica", 8990, true],
  ["Jogo de tabuleiro", 15990, true],
  ["Frete expresso", 2500, false],
];

/** Deterministic randomness, so every fresh development database shows the same year. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A valid CPF from nine random digits (check digits computed). */
function cpf(rand: () => number): string {
  const d = Array.from({ length: 9 }, () => Math.floor(rand() * 10));
  for (const len of [9, 10]) {
    const sum = d.slice(0, len).reduce((acc, n, i) => acc + n * (len + 1 - i), 0);
    const r = (sum * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join("");
}

const CARDS = [
  "4111111111111111",
  "5555555555554444",
  "378282246310005",
  "6362970000457013",
  "4000000000000002",
  "4000000000009995",
  "4100000000000019",
];

/**
 * Demo step: a year of varied charges for the demo merchant, made through the same verbs as the
 * API with the clock set to each charge's moment, so the overview shows real months at once.
 * About 240 charges, more in recent months; ~10 % declined, some refunded, authorized, pending.
 */
export async function seedDemoCharges(_system: Ctx, demo: DemoData, opts: { count?: number } = {}): Promise<void> {
  const started = Date.now();
  const rand = prng(20261121);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const realNow = Date.now();
  const ctxAt = (at: number): Ctx => ({
    requestId: "seed",
    now: () => new Date(Math.min(at, realNow)),
    actor: { role: "merchant", merchantId: demo.merchantId, via: "cli" },
  });
  const buyer: Ctx = {
    requestId: "seed",
    now: () => new Date(realNow),
    actor: { role: "public", merchantId: demo.merchantId, via: "public_key" },
  };
  const tokens = new Map<string, string>();
  for (const number of CARDS) {
    const card = {
      number,
      holderName: "Cliente Demo",
      expirationMonth: "12",
      expirationYear: "2032",
      cvv: /^3[47]/.test(number) ? "1234" : "123",
    };
    tokens.set(number, (await tokenizeCard({ ctx: buyer, input: card })).token);
  }

  const moments: number[] = [];
  for (let i = 0; i < (opts.count ?? 240); i++) {
    // Squaring skews toward recent days: a business that grows through the year.
    const daysAgo = Math.floor(Math.pow(rand(), 1.6) * 365);
    moments.push(realNow - daysAgo * DAY - Math.floor(rand() * DAY));
  }
  moments.sort((a, b) => a - b);

  let made = 0;
  for (const at of moments) {
    const items = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => {
      const [name, unit_price, tangible] = pick(PRODUCTS);
      return { name, unit_price, tangible, quantity: 1 + Math.floor(rand() * 2) };
    });
    const amount = items.reduce((s, i) => s + i.quantity * i.unit_price, 0);
    const first = pick(FIRST);
    const last = pick(LAST);
    const customer = {
      name: `${first} ${last}`,
      email: `${first}.${last}${Math.floor(rand() * 100)}@exemplo.com.br`
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase(),
      tax_id: cpf(rand),
    };
    const roll = rand();
    const applePay = roll < 0.15;
    const number = rand() < 0.1 ? pick(CARDS.slice(4)) : pick(CARDS.slice(0, 4));
    const installments = amount > 20000 ? pick([1, 1, 2, 3, 6, 10, 12]) : 1;
    const capture = rand() > 0.04;
    const body = applePay
      ? {
          amount,
          payment_method: "apple_pay",
          customer,
          items,
          product_type: "physical",
          return_url: "https://lojademo.com.br/obrigado",
        }
      : {
          amount,
          payment_method: "credit_card",
          customer,
          items,
          capture,
          product_type: items.every((i) => !i.tangible) ? "digital" : "physical",
          payment_details: { token: tokens.get(number), installments },
        };
    let charge = await createCharge({ ctx: ctxAt(at), input: createChargeBody.parse(body) });
    if (applePay) {
      // Most buyers pay within minutes; a few never come back, and recent ones may still be pending.
      if (rand() < 0.08 && realNow - at < 3 * DAY) continue;
      const payAt = at + 60_000 + Math.floor(rand() * 300_000);
      if (rand() < 0.05) {
        await cancelCharge({ ctx: ctxAt(payAt), id: charge.id });
        continue;
      }
      const paid = await payApplePayCharge({
        ctx: ctxAt(payAt),
        id: charge.id,
        paymentToken: sandboxPaymentToken(rand() < 0.06 ? "declined" : pick(["visa", "mastercard"])),
      });
      charge = { ...charge, status: paid.status, captured_amount: paid.capturedAmount };
    }
    made++;
    if (charge.status === "authorized" && rand() < 0.4) await cancelCharge({ ctx: ctxAt(at + 2 * DAY), id: charge.id });
    if (charge.status !== "captured") continue;
    const refundRoll = rand();
    const refundAt = at + (1 + Math.floor(rand() * 20)) * DAY;
    if (refundAt >= realNow) continue;
    if (refundRoll < 0.04)
      await refundCharge({ ctx: ctxAt(refundAt), id: charge.id, input: { reason: "Pedido cancelado pelo cliente" } });
    else if (refundRoll < 0.12) {
      const part = Math.max(1, Math.floor((charge.captured_amount * (0.2 + rand() * 0.5)) / 100) * 100);
      await refundCharge({
        ctx: ctxAt(refundAt),
        id: charge.id,
        input: { amount: Math.min(part, charge.captured_amount), reason: "Devolução de item" },
      });
    }
  }
  log.info("demo charges created", { count: moments.length, completed: made, ms: Date.now() - started });
}
