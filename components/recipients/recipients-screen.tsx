"use client";

import { useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/format/use-format";
import { NavIcon } from "@/components/layout/nav-icons";
import { Badge, Button, Card, CardBody, CardHeader, EmptyState, PageHeader, useToast } from "@/components/ui";
import type { BankAccountRecipientView, PixKeyRecipientView } from "@/server/money/recipients/schemas";
import { useRecipients, useReleaseRecipient, useSetRecipient, type RecipientView } from "./use-recipients";

// The forms open in a dialog after a click; they and what they validate with (the document and Pix key
// rules, zod among them: 23 KB gzip) load then, not with the page.
const BankAccountForm = dynamic(() => import("./bank-account-form").then((m) => m.BankAccountForm), { ssr: false });
const PixKeyForm = dynamic(() => import("./pix-key-form").then((m) => m.PixKeyForm), { ssr: false });

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-3 py-1.5 text-sm sm:grid-cols-[9rem_1fr]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * Whether payouts may go to a destination yet: a new or changed one waits out its cooling-off
 * (docs/api/risk.md), which an admin may end early after confirming the change with the merchant.
 */
function PayoutsRow({
  recipient,
  onRelease,
  releasing,
}: {
  recipient: RecipientView;
  onRelease?: () => void;
  releasing: boolean;
}) {
  const t = useTranslations("recipients");
  const fmt = useFormat();
  const pending = recipient.status === "pending_verification";
  return (
    <Row label={t("payouts")}>
      <span data-testid={`${recipient.type}-status`} data-status={recipient.status}>
        {pending ? (
          <>
            <Badge tone="yellow">{t("pendingVerification")}</Badge>
            <span className="mt-1 block text-xs text-slate-500">
              {t("pendingUntil", { when: fmt.dateTime(recipient.payouts_available_at) })}
            </span>
          </>
        ) : (
          <Badge tone="green">{t("verified")}</Badge>
        )}
      </span>
      {pending && onRelease && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-2"
          disabled={releasing}
          onClick={onRelease}
          data-testid={`${recipient.type}-release`}
        >
          {t("releaseNow")}
        </Button>
      )}
    </Row>
  );
}

/** The merchant's bank account and Pix key, each shown masked and set or replaced in a dialog. */
export function RecipientsScreen({
  initial,
  merchantName,
  adminMerchantId,
}: {
  initial: RecipientView[];
  merchantName?: string;
  /** Set for an admin switched to a merchant: it may release a destination's cooling-off. */
  adminMerchantId?: string;
}) {
  const t = useTranslations("recipients");
  const fmt = useFormat();
  const toast = useToast();
  const list = useRecipients(initial);
  const save = useSetRecipient();
  const release = useReleaseRecipient(adminMerchantId);
  const onRelease = (type: RecipientView["type"]) =>
    adminMerchantId ? () => release.mutate(type, { onSuccess: () => toast.success(t("released")) }) : undefined;
  const [editing, setEditing] = useState<RecipientView["type"] | null>(null);
  const rows = list.data?.data ?? [];
  const bank = rows.find((r): r is BankAccountRecipientView => r.type === "bank_account");
  const pix = rows.find((r): r is PixKeyRecipientView => r.type === "pix_key");

  const submit = (type: RecipientView["type"], previousId?: string) => async (body: Record<string, unknown>) => {
    const saved = await save.mutateAsync({ type, body });
    setEditing(null);
    if (saved.id === previousId) toast.success(t("unchanged"));
    else toast.success(type === "bank_account" ? t("savedBankAccount") : t("savedPixKey"));
  };

  const action = (type: RecipientView["type"], exists: boolean) => (
    <Button
      size="sm"
      variant={exists ? "secondary" : "primary"}
      onClick={() => setEditing(type)}
      data-testid={`${type}-edit`}
    >
      {exists ? t("replace") : t("add")}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t("title")}
        description={merchantName ? t("descriptionFor", { merchant: merchantName }) : t("description")}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card data-testid="bank-account-card">
          <CardHeader
            title={t("bankAccount")}
            description={t("bankAccountHint")}
            actions={action("bank_account", !!bank)}
          />
          <CardBody>
            {bank ? (
              <dl className="divide-y divide-slate-100">
                <Row label={t("bank")}>
                  <span className="font-mono text-slate-500">{bank.bank_code}</span> ·{" "}
                  {bank.bank?.common_name ?? bank.bank?.name ?? ""}
                </Row>
                <Row label={t("branch")}>
                  <span className="font-mono">
                    {bank.branch}
                    {bank.branch_check_digit ? `-${bank.branch_check_digit}` : ""}
                  </span>
                </Row>
                <Row label={t("account")}>
                  <span className="font-mono" data-testid="masked-account">
                    {bank.account_number}-{bank.account_check_digit}
                  </span>{" "}
                  <span className="text-slate-500">· {t(`accountTypes.${bank.account_type}`)}</span>
                </Row>
                <Row label={t("holder")}>
                  {bank.holder_name}
                  <span className="block font-mono text-xs text-slate-500" data-testid="masked-document">
                    {bank.holder_document_type.toUpperCase()} {bank.holder_document}
                  </span>
                </Row>
                <Row label={t("savedOn")}>{fmt.date(bank.created_at)}</Row>
                <PayoutsRow recipient={bank} onRelease={onRelease("bank_account")} releasing={release.isPending} />
              </dl>
            ) : (
              <p className="py-2 text-sm text-slate-500" data-testid="recipient-none">
                {t("none")}
              </p>
            )}
          </CardBody>
        </Card>
        <Card data-testid="pix-key-card">
          <CardHeader title={t("pixKey")} description={t("pixKeyHint")} actions={action("pix_key", !!pix)} />
          <CardBody>
            {pix ? (
              <dl className="divide-y divide-slate-100">
                <Row label={t("keyType")}>{t(`keyTypes.${pix.key_type}`)}</Row>
                <Row label={t("key")}>
                  <span className="font-mono" data-testid="masked-key">
                    {pix.key}
                  </span>
                </Row>
                <Row label={t("savedOn")}>{fmt.date(pix.created_at)}</Row>
                <PayoutsRow recipient={pix} onRelease={onRelease("pix_key")} releasing={release.isPending} />
              </dl>
            ) : (
              <p className="py-2 text-sm text-slate-500" data-testid="recipient-none">
                {t("none")}
              </p>
            )}
          </CardBody>
        </Card>
      </div>
      <p className="mt-4 text-xs text-slate-500">
        {t("maskedNote")} {t("coolingOffNote")}
      </p>

      {editing === "bank_account" && (
        <BankAccountForm
          current={bank}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSubmit={submit("bank_account", bank?.id)}
        />
      )}
      {editing === "pix_key" && (
        <PixKeyForm
          current={pix}
          pending={save.isPending}
          onClose={() => setEditing(null)}
          onSubmit={submit("pix_key", pix?.id)}
        />
      )}
    </>
  );
}

/** An admin who has not switched to a merchant: recipients belong to one. */
export function ChooseMerchant() {
  const t = useTranslations("recipients");
  return (
    <>
      <PageHeader title={t("title")} />
      <Card>
        <EmptyState
          title={t("chooseMerchantTitle")}
          description={t("chooseMerchantText")}
          icon={<NavIcon name="recipients" />}
        />
      </Card>
    </>
  );
}
