import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui";
import type { PaymentLink } from "./types";

const tones: Record<PaymentLink["availability"], BadgeTone> = {
  available: "green",
  inactive: "neutral",
  expired: "yellow",
  used_up: "blue",
};

export function AvailabilityBadge({ availability }: { availability: PaymentLink["availability"] }) {
  const t = useTranslations("paymentLinks.availability");
  return (
    <Badge tone={tones[availability]} className="whitespace-nowrap">
      <span data-availability={availability}>{t(availability)}</span>
    </Badge>
  );
}
