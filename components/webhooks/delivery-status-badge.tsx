import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui";
import type { DeliveryLog } from "./use-webhooks";

const tones: Record<DeliveryLog["status"], BadgeTone> = {
  pending: "blue",
  success: "green",
  failed: "yellow",
  exhausted: "red",
};

export function DeliveryStatusBadge({ status }: { status: DeliveryLog["status"] }) {
  const t = useTranslations("webhooks.logs.statuses");
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      <span data-testid="delivery-status" data-status={status}>
        {t(status)}
      </span>
    </Badge>
  );
}
