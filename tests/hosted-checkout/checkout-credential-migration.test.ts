import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";

const dir = path.join(process.cwd(), "db", "migrations");
const tags = (
  JSON.parse(fs.readFileSync(path.join(dir, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] }
).entries.map((e) => e.tag);

async function apply(db: PGlite, tag: string) {
  const sql = fs.readFileSync(path.join(dir, `${tag}.sql`), "utf8");
  for (const statement of sql.split("--> statement-breakpoint")) if (statement.trim()) await db.exec(statement);
}

describe("migration 0021: the checkout's API keys go away", () => {
  it("deletes the API keys the checkout had made, keeps the merchant's own, and leaves the table to the new credential", async () => {
    const db = new PGlite();
    const cut = tags.indexOf("0021_checkout_credential");
    expect(cut).toBeGreaterThan(0);
    for (const tag of tags.slice(0, cut)) await apply(db, tag);

    // As before: a merchant with its own key and the key the checkout made for itself.
    const merchant = "0190aaaa-0000-7000-8000-000000000001";
    const own = "0190aaaa-0000-7000-8000-000000000002";
    const checkout = "0190aaaa-0000-7000-8000-000000000003";
    await db.query(`insert into merchants (id, name, email) values ($1, 'Loja', 'loja@example.com')`, [merchant]);
    for (const [id, name, pk] of [
      [own, "Default", "pk_own"],
      [checkout, "Hosted checkout (payment links)", "pk_checkout"],
    ])
      await db.query(
        `insert into api_keys (id, merchant_id, name, public_key, secret_hash, secret_last_four) values ($1, $2, $3, $4, 'h', '0000')`,
        [id, merchant, name, pk],
      );
    await db.query(`insert into checkout_public_keys (merchant_id, api_key_id) values ($1, $2)`, [merchant, checkout]);

    for (const tag of tags.slice(cut)) await apply(db, tag);

    const keys = await db.query<{ id: string }>(`select id from api_keys order by id`);
    expect(keys.rows.map((r) => r.id)).toEqual([own]);
    expect((await db.query(`select * from checkout_public_keys`)).rows).toEqual([]);
    const columns = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'checkout_public_keys' order by column_name`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual(["created_at", "merchant_id", "public_key"]);
    await db.close();
  });
});
