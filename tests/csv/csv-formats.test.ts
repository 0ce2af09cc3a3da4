import { beforeAll, describe, expect, it } from "vitest";
import * as exportCsv from "@/app/v1/charges/export/route";
import { createCharge } from "@/server/payments/charges/create-charge";
import { createChargeBody } from "@/server/payments/charges/schemas";
import { BOM, csvCell, csvDate, csvDateTime, csvIdentifier, csvMoney } from "@/server/universal/csv-format";
import { statementCsv } from "@/components/wallets/statement-csv";
import type { StatementView } from "@/components/wallets/types";
import { defaultStatementPeriod, periodOfUrl } from "@/components/wallets/statement-period";
import { createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";
import { tokenFor } from "@/tests/charges/support";

describe("the two CSV dialects", () => {
  it("writes money by integer arithmetic: 1.234,56 for pt-BR, 1234.56 for machines", () => {
    expect(csvMoney(123456, "pt-BR")).toBe("1.234,56");
    expect(csvMoney(-123456, "pt-BR")).toBe("-1.234,56");
    expect(csvMoney(5, "pt-BR")).toBe("0,05");
    expect(csvMoney(100000000000, "pt-BR")).toBe("1.000.000.000,00");
    expect(csvMoney(9007199254740991, "pt-BR")).toBe("90.071.992.547.409,91");
    expect(csvMoney(123456, "machine")).toBe("1234.56");
    expect(csvMoney(-7, "machine")).toBe("-0.07");
  });

  it("writes times in Brasília for pt-BR (dd/mm/aaaa HH:mm) and ISO UTC for machines", () => {
    // 02:30 UTC is still the day before in São Paulo (UTC−3).
    expect(csvDateTime("2026-02-01T02:30:00Z", "pt-BR")).toBe("31/01/2026 23:30");
    expect(csvDateTime(new Date("2026-07-15T15:05:00Z"), "pt-BR")).toBe("15/07/2026 12:05");
    expect(csvDateTime("2026-02-01T02:30:00Z", "machine")).toBe("2026-02-01T02:30:00.000Z");
    expect(csvDate("2026-03-09", "pt-BR")).toBe("09/03/2026");
    expect(csvDate("2026-03-09", "machine")).toBe("2026-03-09");
  });

  it("quotes the separator and defuses formulas in free text", () => {
    expect(csvCell("a;b", "pt-BR")).toBe('"a;b"');
    expect(csvCell("a,b", "pt-BR")).toBe("a,b");
    expect(csvCell('Loja "X", centro', "machine")).toBe('"Loja ""X"", centro"');
    expect(csvCell("=HYPERLINK(1)", "pt-BR", true)).toBe("'=HYPERLINK(1)");
    expect(csvCell("-5", "pt-BR")).toBe("-5");
  });

  it("keeps an identifier's leading zeros: a text formula for Excel (pt-BR), the plain digits for machines", () => {
    expect(csvIdentifier("0005", "pt-BR")).toBe('"=""0005"""');
    expect(csvIdentifier("01234567890", "pt-BR")).toBe('"=""01234567890"""');
    expect(csvIdentifier("0005", "machine")).toBe("0005");
    expect(csvIdentifier(null, "pt-BR")).toBe("");
    // Only digits become a formula: anything else stays defused text.
    expect(csvIdentifier('=1+1"', "pt-BR")).toBe(`"'=1+1"""`);
  });
});

const statement: StatementView = {
  wallet_id: "0190b000-0000-7000-8000-000000000001",
  currency_code: "BRL",
  time_zone: "America/Sao_Paulo",
  start_date: "2026-01-01T03:00:00.000Z",
  end_date: "2026-02-01T03:00:00.000Z",
  opening_balance: 100000,
  closing_balance: 223456,
  truncated: false,
  charges: [],
  summary: { entry_count: 1, total_credits: 123456, total_debits: 0, net_change: 123456, by_type: [] },
  entries: [
    {
      id: "0190b000-0000-7000-8000-0000000000e1",
      wallet_id: "0190b000-0000-7000-8000-000000000001",
      transaction_id: "0190b000-0000-7000-8000-0000000000t1".replace("t", "a"),
      type: "settlement",
      direction: "credit",
      amount: 123456,
      balance_after: 223456,
      description: "Settlement of receivable x (charge y, installment 1/4)",
      reference_type: "receivable",
      reference_id: null,
      details: {
        charge_id: null,
        installment_number: 1,
        installments_total: 4,
        withdrawal_method: null,
        receivable_count: null,
      },
      created_at: "2026-01-20T01:15:00.000Z",
      // Run ahead of time by a test clock: posted earlier than its effective date.
      posted_at: "2026-01-10T12:00:00.000Z",
    },
  ],
};

describe("the wallet statement CSV", () => {
  it("pt-BR: BOM, semicolons, Portuguese headers and words, reais with a comma, Brasília time", () => {
    const text = statementCsv(statement, "pt-BR", {
      type: (code) => (code === "settlement" ? "Liquidação" : code),
      description: () => "Maria Silva · parcela 1/4",
    });
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).trimEnd().split("\r\n");
    expect(lines).toEqual([
      "Data (Brasília);Tipo;Descrição;Valor (R$);Saldo após (R$);ID do lançamento;ID da transação;Lançado em (Brasília)",
      "01/01/2026;Saldo inicial;;;1.000,00;;;",
      `19/01/2026 22:15;Liquidação;Maria Silva · parcela 1/4;1.234,56;2.234,56;${statement.entries[0].id};${statement.entries[0].transaction_id};10/01/2026 09:00`,
      "31/01/2026;Saldo final;;;2.234,56;;;",
    ]);
  });

  it("machine: commas, codes, reais with a dot, ISO times, no BOM", () => {
    const lines = statementCsv(statement).trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,type,description,amount,balance_after,entry_id,transaction_id,posted_at");
    expect(lines[1]).toBe("2026-01-01T03:00:00.000Z,opening_balance,,,1000.00,,,");
    expect(lines[2]).toBe(
      `2026-01-20T01:15:00.000Z,settlement,"Settlement of receivable x (charge y, installment 1/4)",1234.56,2234.56,${statement.entries[0].id},${statement.entries[0].transaction_id},2026-01-10T12:00:00.000Z`,
    );
    expect(lines[3]).toBe("2026-02-01T03:00:00.000Z,closing_balance,,,2234.56,,,");
  });
});

describe("GET /v1/charges/export?format=", () => {
  let m: TestMerchant;
  let id: string;
  let zeros: string;
  beforeAll(async () => {
    m = await createTestMerchant("CSV formats");
    const ctx = { ...m.ctx, now: () => new Date("2026-02-01T02:30:00Z") };
    const token = await tokenFor(m, "4111111111111111");
    id = (
      await createCharge({
        ctx,
        input: createChargeBody.parse({
          amount: 123456,
          payment_method: "credit_card",
          payment_details: { token, installments: 3 },
          customer: { name: "Souza; Filhos", email: "joao@loja.com" },
        }),
      })
    ).id;
    // A card ending in 0005 and a CPF starting with 0: the zeros are part of the identifiers.
    zeros = (
      await createCharge({
        ctx: { ...m.ctx, now: () => new Date("2026-01-15T12:00:00Z") },
        input: createChargeBody.parse({
          amount: 1000,
          payment_method: "credit_card",
          payment_details: { token: await tokenFor(m, "378282246310005"), installments: 1 },
          customer: { name: "Ana Zero", email: "ana@loja.com", tax_id: "01234567890" },
        }),
      })
    ).id;
  });

  /** RFC 4180 fields of one line: what a CSV reader other than Excel sees. */
  function fields(line: string, sep: string): string[] {
    const out: string[] = [];
    let cur = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted && ch === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (ch === '"') {
        quoted = !quoted;
      } else if (!quoted && ch === sep) {
        out.push(cur);
        cur = "";
      } else {
        cur += ch;
      }
    }
    return [...out, cur];
  }

  it("writes the card's last four and the CPF so Excel keeps their zeros (pt-BR) and as digits for machines", async () => {
    const pt = await exportCsv.GET(
      new Request("http://localhost/v1/charges/export?format=pt-BR", { headers: { authorization: m.auth } }),
      { params: Promise.resolve({}) },
    );
    const [header, ...rows] = (await pt.text()).replace(BOM, "").trimEnd().split("\r\n");
    const names = fields(header, ";");
    const row = fields(
      rows.find((r) => r.startsWith(zeros))!,
      ";",
    );
    expect(row[names.indexOf("Final do cartão")]).toBe('="0005"');
    expect(row[names.indexOf("CPF/CNPJ")]).toBe('="01234567890"');
    expect(row.length).toBe(names.length);

    const machine = await call(exportCsv.GET, "GET", "/v1/charges/export", { auth: m.auth });
    const [mHeader, ...mRows] = String(machine.body).trimEnd().split("\r\n");
    const mNames = fields(mHeader, ",");
    const mRow = fields(
      mRows.find((r) => r.startsWith(zeros))!,
      ",",
    );
    expect(mRow[mNames.indexOf("card_last_four")]).toBe("0005");
    expect(mRow[mNames.indexOf("customer_tax_id")]).toBe("01234567890");
  });

  it("answers the machine format by default (centavos, ISO UTC, commas, no BOM)", async () => {
    const res = await call(exportCsv.GET, "GET", "/v1/charges/export", { auth: m.auth });
    const text = String(res.body);
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const [header, row] = text.trimEnd().split("\r\n");
    expect(header).toMatch(/^id,created_at,status,payment_method,amount,captured_amount/);
    expect(row).toContain(`${id},2026-02-01T02:30:00.000Z,captured,credit_card,123456,123456,0,BRL,3`);
  });

  it("answers pt-BR on request: BOM, semicolons, reais, Brasília time, Portuguese words", async () => {
    // Raw bytes: Response.text() would drop the byte-order mark.
    const res = await exportCsv.GET(
      new Request("http://localhost/v1/charges/export?format=pt-BR", { headers: { authorization: m.auth } }),
      { params: Promise.resolve({}) },
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const [header, row] = text.slice(1).trimEnd().split("\r\n");
    expect(header.split(";").slice(0, 5)).toEqual([
      "ID da cobrança",
      "Data (Brasília)",
      "Situação",
      "Forma de pagamento",
      "Valor (R$)",
    ]);
    expect(row).toContain(`${id};31/01/2026 23:30;Capturada;Cartão de crédito;1.234,56;1.234,56;0,00;BRL;3`);
    expect(row).toContain('"Souza; Filhos"');
  });

  it("refuses an unknown format with a 400 naming it", async () => {
    const res = await call(exportCsv.GET, "GET", "/v1/charges/export?format=xlsx", { auth: m.auth });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("format");
  });
});

describe("the wallet statement's first period", () => {
  it("covers the 30 days up to the last entry, through today, so the latest movements show", () => {
    expect(defaultStatementPeriod("2026-06-30", "2026-03-10T14:00:00.000Z")).toEqual({
      start: "2026-02-08",
      end: "2026-06-30",
    });
    expect(defaultStatementPeriod("2026-06-30", "2026-06-29T23:00:00.000Z")).toEqual({
      start: "2026-05-30",
      end: "2026-06-30",
    });
  });

  it("shows the last 90 days of a wallet without entries", () => {
    expect(defaultStatementPeriod("2026-06-30", null)).toEqual({ start: "2026-04-01", end: "2026-06-30" });
  });

  it("keeps a valid period from the URL and ignores a broken one", () => {
    const url = (q: string) => new URLSearchParams(q);
    expect(periodOfUrl(url("from=2026-01-01&to=2026-01-31"), "2026-06-30", null)).toEqual({
      start: "2026-01-01",
      end: "2026-01-31",
    });
    expect(periodOfUrl(url("from=2026-02-01&to=2026-01-31"), "2026-06-30", null)).toEqual({
      start: "2026-04-01",
      end: "2026-06-30",
    });
    expect(periodOfUrl(url("from=yesterday&to=2026-01-31"), "2026-06-30", "2026-06-30T10:00:00Z")).toEqual({
      start: "2026-05-31",
      end: "2026-06-30",
    });
  });
});
