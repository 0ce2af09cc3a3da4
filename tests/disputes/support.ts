import { and, eq, isNull } from "drizzle-orm";
import * as collection from "@/app/v1/disputes/route";
import * as one from "@/app/v1/disputes/[id]/route";
import * as evidence from "@/app/v1/disputes/[id]/evidence/route";
import * as submit from "@/app/v1/disputes/[id]/submit/route";
import * as accept from "@/app/v1/disputes/[id]/accept/route";
import * as close from "@/app/v1/disputes/[id]/close/route";
import * as refund from "@/app/v1/charges/[id]/refund/route";
import { events, wallets } from "@/db/schema";
import { getDb } from "@/server/platform/db";
import { systemCtx } from "@/server/platform/context";
import { checkLedger } from "@/server/money/ledger/check-ledger";
import type { TestMerchant } from "@/tests/support/fixtures";
import { call } from "@/tests/support/http";

export const PDF = `data:application/pdf;base64,${Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64")}`;
export const GIF = `data:image/png;base64,${Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1").toString("base64")}`;

/** The sandbox acquirer disputes a charge, as an admin asks it to (POST /v1/disputes). */
export async function openVia(admin: { auth: string }, body: Record<string, unknown>) {
  return call(collection.POST, "POST", "/v1/disputes", { auth: admin.auth, body });
}

export const getVia = (auth: string, id: string) =>
  call(one.GET, "GET", `/v1/disputes/${id}`, { auth, params: { id } });
export const listVia = (auth: string, query = "") => call(collection.GET, "GET", `/v1/disputes${query}`, { auth });
export const evidenceVia = (auth: string, id: string, body: unknown) =>
  call(evidence.POST, "POST", `/v1/disputes/${id}/evidence`, { auth, params: { id }, body });
export const submitVia = (auth: string, id: string) =>
  call(submit.POST, "POST", `/v1/disputes/${id}/submit`, { auth, params: { id } });
export const acceptVia = (auth: string, id: string) =>
  call(accept.POST, "POST", `/v1/disputes/${id}/accept`, { auth, params: { id } });
export const closeVia = (auth: string, id: string, outcome: "won" | "lost") =>
  call(close.POST, "POST", `/v1/disputes/${id}/close`, { auth, params: { id }, body: { outcome } });
export const refundVia = (m: TestMerchant, id: string, body: unknown = {}) =>
  call(refund.POST, "POST", `/v1/charges/${id}/refund`, { auth: m.auth, params: { id }, body });

/** Every balance a dispute touches: merchants' `main`, the holding account, the platform's fees, `external`. */
export async function figures(...merchants: TestMerchant[]) {
  const db = await getDb();
  const main = async (ownerId: string) =>
    (
      await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.ownerType, "merchant"), eq(wallets.ownerId, ownerId), eq(wallets.walletType, "main")))
    )[0]?.balance ?? 0;
  const of = async (ownerType: "platform" | "external", walletType: "main" | "reserve") =>
    (
      await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.ownerType, ownerType), isNull(wallets.ownerId), eq(wallets.walletType, walletType)))
    )[0]?.balance ?? 0;
  return {
    mains: await Promise.all(merchants.map((m) => main(m.id))),
    holding: await of("platform", "reserve"),
    platform: await of("platform", "main"),
    external: await of("external", "main"),
  };
}

/** The change of each figure between two readings. */
export function delta(before: Awaited<ReturnType<typeof figures>>, after: Awaited<ReturnType<typeof figures>>) {
  return {
    mains: after.mains.map((v, i) => v - before.mains[i]),
    holding: after.holding - before.holding,
    platform: after.platform - before.platform,
    external: after.external - before.external,
  };
}

export async function ledgerIsExact() {
  const check = await checkLedger({ ctx: systemCtx() });
  return { ok: check.ok, mismatches: check.walletMismatches, unbalanced: check.unbalancedTransactions };
}

export async function disputeEventNames(disputeId: string): Promise<string[]> {
  const rows = await (await getDb()).select().from(events).orderBy(events.createdAt, events.id);
  return rows.filter((e) => (e.data as { id?: string }).id === disputeId).map((e) => e.name);
}
