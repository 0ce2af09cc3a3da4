import { newId } from "@/server/platform/ids";

/** A processing charge's row, written straight to the table by the tests of the one-statement writers. */
export function processingChargeRow(merchantId: string, at: Date) {
  return {
    id: newId(),
    merchantId,
    status: "processing" as const,
    amount: 12_345,
    currency: "BRL",
    paymentMethod: "credit_card" as const,
    customerName: "Maria da Silva",
    pendingOperationId: newId(),
    createdAt: at,
    updatedAt: at,
  };
}
