"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useStepUpGuard } from "@/components/step-up/step-up-context";
import { Badge, Button, Card, CardBody, CardHeader, useToast } from "@/components/ui";
import type { SecuritySettingsView } from "@/server/accounts/merchants/schemas";

/**
 * The merchant's rule that every one of its users has TOTP (docs/api/authentication.md, "Two-factor required by
 * a merchant"). Changing it is a step-up change; a user turning it on without TOTP itself is told it will enrol next.
 */
export function CompanyTwoFactor({
  settings,
  merchantName,
  selfHasTotp,
}: {
  settings: SecuritySettingsView;
  merchantName: string;
  selfHasTotp: boolean;
}) {
  const t = useTranslations("account");
  const codes = useCodes();
  const toast = useToast();
  const router = useRouter();
  const guard = useStepUpGuard();
  const [pending, setPending] = useState(false);
  const on = settings.require_two_factor;

  const change = async () => {
    setPending(true);
    try {
      await guard(() =>
        apiFetch<One<SecuritySettingsView>>(`/merchants/${settings.merchant_id}/security-settings`, {
          method: "PATCH",
          body: { require_two_factor: !on },
        }),
      );
      toast.success(t(on ? "companyOptional_toast" : "companyRequired_toast"));
      router.refresh();
    } catch (e) {
      toast.error(codes.error(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card data-testid="company-two-factor">
      <CardHeader
        title={t("companyTitle", { name: merchantName })}
        actions={
          <span data-testid="company-two-factor-status">
            <Badge tone={on ? "green" : "neutral"}>{on ? t("companyStatusOn") : t("companyStatusOff")}</Badge>
          </span>
        }
      />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">{on ? t("companyOn") : t("companyOff")}</p>
        {!on && !selfHasTotp && <p className="text-sm text-amber-800">{t("companySelfWarning")}</p>}
        <Button
          variant={on ? "ghost" : "secondary"}
          loading={pending}
          onClick={() => void change()}
          data-testid="company-two-factor-toggle"
        >
          {on ? t("companyStopRequiring") : t("companyRequire")}
        </Button>
      </CardBody>
    </Card>
  );
}
