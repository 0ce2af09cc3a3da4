import { describe, expect, it } from "vitest";
import { auditValue, type AuditValueContext } from "@/components/admin/audit-value";
import { userEmails } from "@/server/accounts/users/user-emails";
import { systemCtx } from "@/server/platform/context";
import { createTestMerchant } from "../support/fixtures";
import { createUserOf } from "../support/users";

/** The audit log reads its records as the rest of the dashboard does (issue 28, item 12). */
const merchantId = "0b6c1a52-6a07-4f0e-9d43-8c5f6a1f2b11";
const userId = "5f0e2a11-7c3d-4b8e-a1f2-9d8c7b6a5e43";
const pt: AuditValueContext = {
  locale: "pt-BR",
  merchantNames: new Map([[merchantId, "Café Aurora"]]),
  userEmails: { [userId]: "ana@example.com" },
  yes: "Sim",
  no: "Não",
};

describe("auditValue", () => {
  it("writes centavos as money and basis points as a percentage", () => {
    expect(auditValue("daily_max_amount", 1_500_000, pt)).toBe("R$ 15.000,00");
    expect(auditValue("fee_amount", 367, pt)).toBe("R$ 3,67");
    expect(auditValue("withdrawal_fee_pix", 0, pt)).toBe("R$ 0,00");
    expect(auditValue("mdr_1x_bp", 319, pt)).toBe("3,19%");
    expect(auditValue("rolling_reserve_days", 30, pt)).toBe("30");
  });

  it("writes instants in Brasília time, not as ISO strings", () => {
    expect(auditValue("sessions_valid_after", "2026-11-21T12:00:00.000Z", pt)).toBe("21/11/2026, 09:00");
    expect(auditValue("sessions_valid_after", "2026-11-21T12:00:00.000Z", { ...pt, locale: "en" })).toBe(
      "11/21/26, 9:00 AM",
    );
    expect(auditValue("as_of", "2026-11-26", pt)).toBe("26/11/2026");
  });

  it("names merchants and users by their ids, and shortens an id nobody has", () => {
    expect(auditValue("partner_id", merchantId, pt)).toBe("Café Aurora");
    expect(auditValue("created_by", userId, pt)).toBe("ana@example.com");
    const unknown = "9a9a9a9a-1b1b-4c4c-8d8d-2e2e2e2e2e2e";
    expect(auditValue("user_id", unknown, pt)).toBe("9a9a9a9a…");
    // Actors as the records write them: `user:<id>`.
    expect(auditValue("created_by", `user:${userId}`, pt)).toBe("user: ana@example.com");
    expect(auditValue("created_by", `user:${unknown}`, pt)).toBe("user: 9a9a9a9a…");
    expect(auditValue("split", { rules: [{ merchant_id: merchantId }, { merchant_id: unknown }] }, pt)).toBe(
      '{"rules":[{"merchant_id":"Café Aurora"},{"merchant_id":"9a9a9a9a…"}]}',
    );
  });

  it("says yes, no and nothing in words", () => {
    expect(auditValue("automatic_enabled", true, pt)).toBe("Sim");
    expect(auditValue("custom", false, pt)).toBe("Não");
    expect(auditValue("reason", null, pt)).toBe("—");
    expect(auditValue("status", "approved", pt)).toBe("approved");
  });
});

describe("userEmails", () => {
  it("gives an admin every user's e-mail by id", async () => {
    const m = await createTestMerchant("Loja dos E-mails");
    const u = await createUserOf(m.id, { email: `pessoa-${m.id}@example.com` });
    const emails = await userEmails({ ctx: systemCtx() });
    expect(emails[u.id]).toBe(`pessoa-${m.id}@example.com`);
  });

  it("is refused to a merchant", async () => {
    const m = await createTestMerchant("Loja Curiosa");
    await expect(userEmails({ ctx: m.ctx })).rejects.toMatchObject({ code: "admin_only" });
  });
});
