import type { AuditEventView } from "@/server/platform/audit/schemas";
import type { MerchantView } from "@/server/accounts/merchants/schemas";
import type { UserView } from "@/server/accounts/users/schemas";

export type Merchant = MerchantView;
export type MerchantUser = UserView;
export type AuditEvent = AuditEventView;

export interface SplitPartner {
  id: string;
  merchant_id: string;
  partner_id: string;
  created_at: string;
}

export interface Pricing {
  merchant_id: string;
  custom: boolean;
  mdr_1x_bp: number;
  mdr_2_6_bp: number;
  mdr_7_12_bp: number;
  anticipation_monthly_bp: number;
  withdrawal_fee_pix: number;
  withdrawal_fee_ted: number;
  pix_mdr_bp: number;
  pix_fee_min: number;
  pix_fee_max: number;
  pix_settlement_days: number;
  dispute_fee: number;
}
