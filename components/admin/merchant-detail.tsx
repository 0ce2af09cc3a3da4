"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError, type One } from "@/components/api/api-fetch";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  Dialog,
  Field,
  Input,
  PageHeader,
  useToast,
} from "@/components/ui";
import { formatDocument } from "./merchant-label";
import { MerchantUsers } from "./merchant-users";
import { PricingCard } from "./pricing-form";
import { ReserveSettingsCard } from "./reserve-settings-form";
import { WithdrawalLimitCard } from "./withdrawal-limit-form";
import type { Merchant } from "./types";

/** One merchant for an admin: who it is, suspend or reactivate, its users, its prices, its audit trail. */
export function MerchantDetail({ initial }: { initial: Merchant }) {
  const t = useTranslations("admin.merchant");
  const m = useTranslations("admin.merchants");
  const fmt = useFormat();
  const toast = useToast();
  const router = useRouter();
  const [merchant, setMerchant] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const active = merchant.status === "active";
  const setStatus = useMutation({
    mutationFn: () =>
      apiFetch<One<Merchant>>(`/merchants/${merchant.id}`, {
        method: "PATCH",
        body: { status: active ? "inactive" : "active" },
      }).then((r) => r.data),
    onSuccess: (next) => {
      setMerchant(next);
      setConfirming(false);
      toast.success(t(next.status === "active" ? "reactivated" : "suspended"));
      router.refresh();
    },
    onError: (e) => toast.error(e instanceof ApiError ? `${t("statusError")} (${e.code})` : t("statusError")),
  });

  return (
    <div className="space-y-6">
      <PageHeader
        title={merchant.name}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span data-testid="merchant-document">
              {merchant.document ? formatDocument(merchant.document) : t("noDocument")}
            </span>
            <span>{merchant.email}</span>
          </span>
        }
        actions={
          <Link href="/admin/merchants" className={buttonClasses("ghost")}>
            {t("back")}
          </Link>
        }
      />
      <Card>
        <CardHeader
          title={t("statusTitle")}
          actions={
            <Badge tone={active ? "green" : "red"}>
              <span data-testid="merchant-status">{active ? m("statusActive") : m("statusInactive")}</span>
            </Badge>
          }
        />
        <CardBody className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-xl text-sm text-slate-600">
            {active ? t("suspendHint") : t("reactivateHint")} {t("since", { date: fmt.date(merchant.created_at) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="edit-merchant">
              {t("edit")}
            </Button>
            <Link href={`/admin/audit?merchant_id=${merchant.id}`} className={buttonClasses("secondary")}>
              {t("auditTrail")}
            </Link>
            <Button
              variant={active ? "danger" : "primary"}
              onClick={() => setConfirming(true)}
              data-testid="toggle-merchant-status"
            >
              {active ? t("suspend") : t("reactivate")}
            </Button>
          </div>
        </CardBody>
      </Card>
      <MerchantUsers merchantId={merchant.id} />
      <PricingCard merchantId={merchant.id} />
      <ReserveSettingsCard merchantId={merchant.id} />
      <WithdrawalLimitCard merchantId={merchant.id} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t(active ? "suspendTitle" : "reactivateTitle", { name: merchant.name })}
        message={active ? t("suspendText") : t("reactivateText")}
        confirmLabel={active ? t("suspend") : t("reactivate")}
        danger={active}
        loading={setStatus.isPending}
        onConfirm={() => setStatus.mutate()}
      />
      <EditMerchantDialog
        key={String(editing)}
        open={editing}
        merchant={merchant}
        onClose={() => setEditing(false)}
        onSaved={(next) => {
          setMerchant(next);
          setEditing(false);
          router.refresh();
        }}
      />
    </div>
  );
}

function EditMerchantDialog({
  open,
  merchant,
  onClose,
  onSaved,
}: {
  open: boolean;
  merchant: Merchant;
  onClose: () => void;
  onSaved: (m: Merchant) => void;
}) {
  const t = useTranslations("admin.merchant");
  const m = useTranslations("admin.merchants");
  const common = useTranslations("common");
  const [name, setName] = useState(merchant.name);
  const [document, setDocument] = useState(merchant.document ? formatDocument(merchant.document) : "");
  const save = useMutation({
    mutationFn: () =>
      apiFetch<One<Merchant>>(`/merchants/${merchant.id}`, {
        method: "PATCH",
        body: { name, document: document.trim() ? document : null },
      }).then((r) => r.data),
    onSuccess: onSaved,
  });
  const error = save.error instanceof ApiError ? save.error : undefined;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("editTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="edit-merchant" loading={save.isPending} data-testid="edit-merchant-save">
            {common("save")}
          </Button>
        </>
      }
    >
      <form
        id="edit-merchant"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Field
          label={m("name")}
          htmlFor="edit-merchant-name"
          error={error?.param === "name" ? m("invalid.name") : undefined}
        >
          <Input id="edit-merchant-name" required value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field
          label={m("documentOptional")}
          htmlFor="edit-merchant-document"
          error={error?.param === "document" ? m("invalid.document") : undefined}
        >
          <Input
            id="edit-merchant-document"
            inputMode="numeric"
            value={document}
            onChange={(e) => setDocument(e.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
