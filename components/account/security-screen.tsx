"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  Dialog,
  Field,
  Input,
  useToast,
} from "@/components/ui";
import {
  disableTwoFactorAction,
  regenerateRecoveryCodesAction,
} from "@/server/accounts/dashboard-actions/two-factor-actions";
import { RecoveryCodes } from "./recovery-codes";
import Link from "next/link";

export interface SecurityStatus {
  enabled: boolean;
  required: boolean;
  recoveryCodesLeft: number;
}

type Asking = "regenerate" | "disable" | undefined;

/** The account's two-factor card: its state, new recovery codes, turning it off (not for admins). */
export function SecurityScreen({ status }: { status: SecurityStatus }) {
  const t = useTranslations("account");
  const router = useRouter();
  const toast = useToast();
  const [asking, setAsking] = useState<Asking>();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const [pending, startTransition] = useTransition();

  const close = () => {
    setAsking(undefined);
    setCode("");
    setError(undefined);
  };

  const submit = () =>
    startTransition(async () => {
      const res = asking === "disable" ? await disableTwoFactorAction(code) : await regenerateRecoveryCodesAction(code);
      if (!res.ok) {
        setError(t.has(`error_${res.error}`) ? t(`error_${res.error}`) : t("error_generic"));
        return;
      }
      close();
      if (res.value) setCodes(res.value.recoveryCodes);
      else toast.success(t("turnedOff"));
      router.refresh();
    });

  return (
    <Card data-testid="two-factor-card">
      <CardHeader
        title={t("twoFactorTitle")}
        actions={
          <span data-testid="two-factor-status">
            <Badge tone={status.enabled ? "green" : "neutral"}>{status.enabled ? t("statusOn") : t("statusOff")}</Badge>
          </span>
        }
      />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">
          {status.enabled ? t("onDescription") : t("offDescription")}{" "}
          {status.required && <span className="font-medium text-slate-800">{t("requiredForAdmins")}</span>}
        </p>
        {status.enabled && !codes && (
          <p className="text-sm text-slate-500">{t("recoveryCodesLeft", { count: status.recoveryCodesLeft })}</p>
        )}
        {codes && <RecoveryCodes codes={codes} />}
        <div className="flex flex-wrap gap-2">
          {status.enabled ? (
            <>
              <Button variant="secondary" onClick={() => setAsking("regenerate")}>
                {t("newRecoveryCodes")}
              </Button>
              {!status.required && (
                <Button variant="ghost" onClick={() => setAsking("disable")}>
                  {t("turnOff")}
                </Button>
              )}
            </>
          ) : (
            <Link href="/account/two-factor" className={buttonClasses("primary")} data-testid="two-factor-set-up">
              {t("setUp")}
            </Link>
          )}
        </div>
      </CardBody>
      <Dialog
        open={!!asking}
        onClose={close}
        title={asking === "disable" ? t("turnOffTitle") : t("newCodesTitle")}
        description={asking === "regenerate" ? t("newCodesBody") : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t("cancel")}
            </Button>
            <Button variant={asking === "disable" ? "danger" : "primary"} loading={pending} onClick={submit}>
              {asking === "disable" ? t("turnOff") : t("confirm")}
            </Button>
          </>
        }
      >
        <Field label={t("code")} htmlFor="confirm-code" hint={t("confirmWithCode")} error={error}>
          <Input
            id="confirm-code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") submit();
            }}
            autoFocus
          />
        </Field>
      </Dialog>
    </Card>
  );
}
