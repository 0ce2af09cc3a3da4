import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui";
import type { ChargeStatus } from "./types";

const tones: Record<ChargeStatus, BadgeTone> = {
  pending: "yellow",
  processing: "blue",
  authorized: "purple",
  captured: "green",
  partially_refunded: "yellow",
  refunded: "neutral",
  failed: "red",
  canceled: "neutral",
};

export function ChargeStatusBadge({ status }: { status: ChargeStatus }) {
  const t = useTranslations("charges.statuses");
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      <span data-status={status}>{t(status)}</span>
    </Badge>
  );
}
