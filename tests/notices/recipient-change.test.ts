import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mailOutbox, merchantNotices, users } from "@/db/schema";
import { listUnreadNotices } from "@/server/delivery/notices/list-unread-notices";
import { markNoticeRead } from "@/server/delivery/notices/mark-notice-read";
import { sendDueMail } from "@/server/delivery/mail/send-due-mail";
import { resetConfigForTests } from "@/server/platform/config";
import { systemCtx, type Ctx } from "@/server/platform/context";
import { getDb } from "@/server/platform/db";
import { createPlatformKey, createTestMerchant, type TestMerchant } from "@/tests/support/fixtures";
import { createUserOf } from "@/tests/support/users";
import { bankAccount, put } from "@/tests/recipients/support";

/**
 * A changed payout destination is announced to the merchant's people (docs/api/risk.md): an in-app notice and
 * an e-mail for each active user of that merchant, masked, committed with the change; nobody else hears of it.
 */
const HOUR = 3_600_000;
let outbox: string;

beforeAll(() => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "mail-outbox-test-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
  resetConfigForTests();
});
afterAll(() => {
  delete process.env.MAIL_OUTBOX_DIR;
  resetConfigForTests();
  fs.rmSync(outbox, { recursive: true, force: true });
});

function asUser(m: TestMerchant, userId: string): Ctx {
  return { ...systemCtx(), actor: { role: "merchant", merchantId: m.id, via: "session", userId } };
}

async function mailTo(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
}

function emlFor(id: string): string {
  return fs.readFileSync(path.join(outbox, `${id}.eml`), "utf8");
}

describe("a changed payout destination", () => {
  it("is a notice and an e-mail for every active user of the merchant, and for no one else", async () => {
    const m = await createTestMerchant("Loja Aviso");
    const other = await createTestMerchant("Outra Loja");
    const ana = await createUserOf(m.id);
    const bruno = await createUserOf(m.id);
    const gone = await createUserOf(m.id);
    const outsider = await createUserOf(other.id);
    const platformAdmin = await createUserOf(null);
    const db = await getDb();
    await db.update(users).set({ status: "disabled" }).where(eq(users.id, gone.id));
    await db.update(users).set({ locale: "en" }).where(eq(users.id, bruno.id));

    const res = await put(m, "pix_key", { key_type: "email", key: "thief@evil.example" });
    expect(res.status).toBe(201);

    for (const u of [ana, bruno]) {
      const [notice, ...more] = await listUnreadNotices({ ctx: asUser(m, u.id) });
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        kind: "recipient_changed",
        data: {
          recipient_id: res.body.data.id,
          recipient_type: "pix_key",
          destination: "t***@evil.example",
          changed_by: "api_key",
          payouts_available_at: res.body.data.payouts_available_at,
        },
      });
      expect(Date.parse(notice.data.payouts_available_at) - Date.parse(notice.data.changed_at)).toBe(24 * HOUR);
    }
    // The disabled user, the other merchant's user and an admin get nothing, and the other merchant's own
    // user cannot see this merchant's notices.
    expect(await listUnreadNotices({ ctx: asUser(m, gone.id) })).toEqual([]);
    expect(await listUnreadNotices({ ctx: asUser(other, outsider.id) })).toEqual([]);
    expect(await listUnreadNotices({ ctx: asUser(other, ana.id) })).toEqual([]);
    const adminCtx: Ctx = { ...systemCtx(), actor: { role: "admin", via: "session", userId: platformAdmin.id } };
    expect(await listUnreadNotices({ ctx: adminCtx })).toEqual([]);
    expect(await db.select().from(merchantNotices).where(eq(merchantNotices.merchantId, other.id))).toEqual([]);

    expect(await mailTo(gone.email)).toEqual([]);
    expect(await mailTo(outsider.email)).toEqual([]);
    const [toAna] = await mailTo(ana.email);
    const [toBruno] = await mailTo(bruno.email);
    expect(toAna).toMatchObject({ status: "pending", merchantId: m.id });
    expect(toAna.subject).toBe("Loja Aviso: o destino dos repasses foi alterado");
    expect(toBruno.subject).toBe("Loja Aviso: your payout destination was changed");
    expect(toAna.text).toContain("t***@evil.example");
    expect(toAna.text).toContain("horário de Brasília");
    expect(toBruno.text).toContain("by an API key");
  });

  it("sends the e-mail as an .eml file with the destination masked", async () => {
    const m = await createTestMerchant("Loja Arquivo");
    const ana = await createUserOf(m.id);
    await put(m, "bank_account", bankAccount);
    const sent = await sendDueMail(systemCtx());
    expect(sent.sent).toBeGreaterThanOrEqual(1);

    const [row] = await mailTo(ana.email);
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    const eml = emlFor(row.id);
    expect(eml).toContain(`To: ${ana.email}\r\n`);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=\r$/m);
    expect(eml).toContain("(341) 0001 / ****5678-9");
    // Neither the account number nor the holder's CPF in clear.
    expect(eml).not.toMatch(/12345678|52998224725/);
    // A second pass finds nothing more to send.
    expect((await sendDueMail(systemCtx())).sent).toBe(0);
  });

  it("keeps an e-mail the adapter could not send, and sends it on a later pass", async () => {
    const m = await createTestMerchant("Loja Retry");
    const ana = await createUserOf(m.id);
    await put(m, "pix_key", { key_type: "phone", key: "+5511987654321" });
    // The outbox folder is a file for a moment: every write fails.
    const blocked = path.join(outbox, "blocked");
    fs.writeFileSync(blocked, "");
    process.env.MAIL_OUTBOX_DIR = blocked;
    resetConfigForTests();
    try {
      await sendDueMail(systemCtx());
    } finally {
      process.env.MAIL_OUTBOX_DIR = outbox;
      resetConfigForTests();
    }
    const [failed] = await mailTo(ana.email);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not before its next attempt; then it goes.
    await sendDueMail(systemCtx());
    expect((await mailTo(ana.email))[0].status).toBe("pending");
    await sendDueMail(systemCtx({ now: () => new Date(Date.now() + 2 * 60_000) }));
    const [sent] = await mailTo(ana.email);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(emlFor(sent.id)).toContain("+5511*****4321");
  });

  it("is announced once: the same destination sent again announces nothing", async () => {
    const m = await createTestMerchant();
    const ana = await createUserOf(m.id);
    await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    expect(await listUnreadNotices({ ctx: asUser(m, ana.id) })).toHaveLength(1);
    expect(await mailTo(ana.email)).toHaveLength(1);
  });

  it("names an admin's change as the platform's", async () => {
    const admin = await createPlatformKey();
    const m = await createTestMerchant();
    const ana = await createUserOf(m.id);
    await put(admin, "pix_key", { key_type: "cpf", key: "529.982.247-25" }, `?merchant_id=${m.id}`);
    const [notice] = await listUnreadNotices({ ctx: asUser(m, ana.id) });
    expect(notice.data).toMatchObject({ changed_by: "admin", destination: "***.982.247-**" });
  });
});

describe("marking a notice read", () => {
  it("takes it off that user's list only; another user's or a missing notice is a 404 and changes nothing", async () => {
    const m = await createTestMerchant();
    const other = await createTestMerchant();
    const ana = await createUserOf(m.id);
    const bruno = await createUserOf(m.id);
    const outsider = await createUserOf(other.id);
    await put(m, "pix_key", { key_type: "email", key: "financeiro@loja.example" });
    const [anas] = await listUnreadNotices({ ctx: asUser(m, ana.id) });
    const [brunos] = await listUnreadNotices({ ctx: asUser(m, bruno.id) });

    // Not by another user of the same merchant, nor by another merchant's user, nor through an API key.
    await expect(markNoticeRead({ ctx: asUser(m, bruno.id), id: anas.id })).rejects.toMatchObject({
      code: "resource_not_found",
    });
    await expect(markNoticeRead({ ctx: asUser(other, outsider.id), id: anas.id })).rejects.toMatchObject({
      code: "resource_not_found",
    });
    await expect(markNoticeRead({ ctx: m.ctx, id: anas.id })).rejects.toMatchObject({ code: "resource_not_found" });
    await expect(markNoticeRead({ ctx: asUser(m, ana.id), id: "not-a-uuid" })).rejects.toMatchObject({
      code: "resource_not_found",
    });
    expect(await listUnreadNotices({ ctx: asUser(m, ana.id) })).toHaveLength(1);

    await markNoticeRead({ ctx: asUser(m, ana.id), id: anas.id });
    expect(await listUnreadNotices({ ctx: asUser(m, ana.id) })).toEqual([]);
    expect(await listUnreadNotices({ ctx: asUser(m, bruno.id) })).toEqual([brunos]);
    // Again: nothing changes, no error.
    await markNoticeRead({ ctx: asUser(m, ana.id), id: anas.id });
  });
});
