import { and, asc, eq, inArray } from "drizzle-orm";
import { disputeEvidenceFiles, disputes } from "@/db/schema";
import type { Executor } from "@/server/platform/db";

export type DisputeRow = typeof disputes.$inferSelect;
type FileRow = Pick<
  typeof disputeEvidenceFiles.$inferSelect,
  "id" | "disputeId" | "filename" | "contentType" | "bytes" | "sha256" | "createdAt"
>;

const fileColumns = {
  id: disputeEvidenceFiles.id,
  disputeId: disputeEvidenceFiles.disputeId,
  filename: disputeEvidenceFiles.filename,
  contentType: disputeEvidenceFiles.contentType,
  bytes: disputeEvidenceFiles.bytes,
  sha256: disputeEvidenceFiles.sha256,
  createdAt: disputeEvidenceFiles.createdAt,
};

/** The files' descriptions (never their bytes) of these disputes, oldest first. */
async function filesOf(db: Executor, rows: DisputeRow[]): Promise<Map<string, FileRow[]>> {
  const out = new Map<string, FileRow[]>();
  if (rows.length === 0) return out;
  const files = await db
    .select(fileColumns)
    .from(disputeEvidenceFiles)
    .where(
      and(
        inArray(disputeEvidenceFiles.merchantId, [...new Set(rows.map((r) => r.merchantId))]),
        inArray(
          disputeEvidenceFiles.disputeId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(disputeEvidenceFiles.createdAt), asc(disputeEvidenceFiles.id));
  for (const f of files) out.set(f.disputeId, [...(out.get(f.disputeId) ?? []), f]);
  return out;
}

function present(row: DisputeRow, files: FileRow[]) {
  return {
    id: row.id,
    merchant_id: row.merchantId,
    charge_id: row.chargeId,
    kind: row.kind,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    fee_amount: row.feeAmount,
    reason: row.reason,
    network: row.network,
    network_reason_code: row.networkReasonCode,
    due_by: row.dueBy.toISOString(),
    funds_withdrawn: row.fundsWithdrawn,
    funds_reinstated: row.fundsReinstated,
    liability: row.liability,
    evidence: row.evidence,
    evidence_files: files.map((f) => ({
      id: f.id,
      filename: f.filename,
      content_type: f.contentType as "application/pdf" | "image/png" | "image/jpeg",
      size: f.bytes,
      sha256: f.sha256,
      created_at: f.createdAt.toISOString(),
    })),
    evidence_submitted_at: row.evidenceSubmittedAt?.toISOString() ?? null,
    timeline: row.timeline,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
    pix_devolucao:
      row.pixDevolucaoId && row.pixDevolucaoStatus ? { id: row.pixDevolucaoId, status: row.pixDevolucaoStatus } : null,
  };
}

export type DisputeView = ReturnType<typeof present>;

export async function presentDisputes(db: Executor, rows: DisputeRow[]): Promise<DisputeView[]> {
  const files = await filesOf(db, rows);
  return rows.map((r) => present(r, files.get(r.id) ?? []));
}

export async function presentDispute(db: Executor, row: DisputeRow): Promise<DisputeView> {
  return (await presentDisputes(db, [row]))[0];
}

/** The row by id alone: for the system paths (jobs, the acquirer's notifications) that act for every merchant. */
export async function disputeRowById(db: Executor, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}
