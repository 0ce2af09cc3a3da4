"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useFormat } from "@/components/format/use-format";
import {
  Badge,
  Card,
  CardHeader,
  EmptyState,
  PageHeader,
  StatCard,
  Table,
  TBody,
  TD,
  TH,
  THead,
  TR,
  cn,
} from "@/components/ui";
import type { RollingReserveView } from "@/server/money/reserves/schemas";
import { RollingReserveCard } from "./rolling-reserve-card";
import { StatementView } from "./statement-view";
import type { WalletView } from "./types";

export function WalletsScreen({
  wallets,
  merchants,
  admin,
  merchantSelected = false,
  rollingReserve,
  today,
}: {
  wallets: WalletView[];
  merchants: Array<{ id: string; name: string }>;
  admin: boolean;
  /** An admin switched to one merchant: the page leads with that merchant's wallets, as the merchant sees them. */
  merchantSelected?: boolean;
  /** The merchant's rolling reserve, when one merchant's wallets lead and it has one (or holds from one). */
  rollingReserve?: RollingReserveView;
  today: string;
}) {
  const t = useTranslations("wallets");
  const fmt = useFormat();
  const names = new Map(merchants.map((m) => [m.id, m.name]));
  const platform = wallets.find((w) => w.owner_type === "platform" && w.wallet_type === "main");
  const main = wallets.find((w) => w.owner_type === "merchant" && w.wallet_type === "main");
  const [selected, setSelected] = useState<string | undefined>(
    (admin && !merchantSelected ? (platform ?? main) : main)?.id ?? wallets[0]?.id,
  );
  const current = wallets.find((w) => w.id === selected);
  const ownerName = (w: WalletView) =>
    w.owner_type === "platform" ? t("platform") : (names.get(w.owner_id ?? "") ?? w.owner_id ?? "");

  return (
    <>
      <PageHeader
        title={t("title")}
        description={admin ? t(merchantSelected ? "descriptionOneMerchant" : "descriptionAdmin") : t("description")}
      />
      {wallets.length === 0 ? (
        <Card>
          <EmptyState title={t("empty")} description={t("emptyText")} />
        </Card>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="balance-cards">
            {admin && !merchantSelected && platform && (
              <StatCard
                label={t("platformRevenue")}
                value={
                  <span data-testid="platform-balance">{fmt.money(platform.balance, platform.currency_code)}</span>
                }
                hint={t("platformHint")}
              />
            )}
            {(!admin || merchantSelected) && main && (
              <>
                <StatCard
                  label={t("available")}
                  value={<span data-testid="wallet-balance">{fmt.money(main.balance, main.currency_code)}</span>}
                  hint={t("availableHint")}
                />
                <StatCard
                  label={t("pending")}
                  value={
                    <span data-testid="wallet-pending">{fmt.money(main.pending_receivables, main.currency_code)}</span>
                  }
                  hint={t("pendingHint")}
                />
                <StatCard
                  label={t("held")}
                  value={fmt.money(main.held_amount, main.currency_code)}
                  hint={t("heldHint")}
                />
                <StatCard
                  label={t("lastMovement")}
                  value={main.last_movement_at ? fmt.date(main.last_movement_at) : "—"}
                />
              </>
            )}
            {admin && !merchantSelected && (
              <>
                <StatCard
                  label={t("merchantsTotal")}
                  value={fmt.money(
                    wallets
                      .filter((w) => w.owner_type === "merchant" && w.wallet_type === "main")
                      .reduce((s, w) => s + w.balance, 0),
                    "BRL",
                  )}
                  hint={t("merchantsTotalHint")}
                />
                <StatCard
                  label={t("pending")}
                  value={fmt.money(
                    wallets.reduce((s, w) => s + w.pending_receivables, 0),
                    "BRL",
                  )}
                  hint={t("pendingHintAdmin")}
                />
              </>
            )}
          </div>

          {rollingReserve && <RollingReserveCard reserve={rollingReserve} />}

          {(admin || wallets.length > 1) && (
            <Card>
              <CardHeader title={t("walletsTitle")} description={t("walletsHint")} />
              <Table data-testid="wallets-table">
                <THead>
                  <tr>
                    <TH>{t("colOwner")}</TH>
                    <TH>{t("colType")}</TH>
                    <TH className="text-right">{t("colBalance")}</TH>
                    <TH className="text-right">{t("colPending")}</TH>
                    <TH>{t("colLast")}</TH>
                  </tr>
                </THead>
                <TBody>
                  {wallets.map((w) => (
                    <TR
                      key={w.id}
                      className={cn("cursor-pointer", w.id === selected && "bg-indigo-50/60")}
                      onClick={() => setSelected(w.id)}
                      data-wallet-id={w.id}
                    >
                      <TD>
                        <button
                          type="button"
                          className="text-left font-medium text-slate-900 hover:underline"
                          onClick={() => setSelected(w.id)}
                          aria-pressed={w.id === selected}
                        >
                          {ownerName(w)}
                        </button>
                        {w.owner_type === "platform" && (
                          <Badge tone="purple" className="ml-2">
                            {t("feeBadge")}
                          </Badge>
                        )}
                      </TD>
                      <TD>
                        <Badge tone={w.wallet_type === "main" ? "blue" : "neutral"}>
                          {t(w.wallet_type === "main" ? "typeMain" : "typeReserve")}
                        </Badge>
                      </TD>
                      <TD className={cn("text-right tabular-nums", w.balance < 0 && "text-red-600")}>
                        {fmt.money(w.balance, w.currency_code)}
                      </TD>
                      <TD className="text-right tabular-nums text-slate-500">
                        {fmt.money(w.pending_receivables, w.currency_code)}
                      </TD>
                      <TD className="text-slate-500">{w.last_movement_at ? fmt.dateTime(w.last_movement_at) : "—"}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            </Card>
          )}

          {current && (
            <StatementView
              key={current.id}
              wallet={current}
              ownerName={
                admin
                  ? `${ownerName(current)} · ${t(current.wallet_type === "main" ? "typeMain" : "typeReserve")}`
                  : t(current.wallet_type === "main" ? "ownMain" : "ownReserve")
              }
              today={today}
            />
          )}
        </div>
      )}
    </>
  );
}
