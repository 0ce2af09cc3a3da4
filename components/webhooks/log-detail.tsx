"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import {
  Badge,
  Button,
  buttonClasses,
  Card,
  CardBody,
  CardHeader,
  EmptyState,
  PageHeader,
  Table,
  TableSkeleton,
  TBody,
  TD,
  TH,
  THead,
  TR,
  useToast,
} from "@/components/ui";
import { DeliveryStatusBadge } from "./delivery-status-badge";
import { attemptLabel, formatInstant, prettyJson } from "./format";
import { NextRetry } from "./next-retry";
import { useDeliveryLog, useResend } from "./use-webhooks";

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Code({ children, testId }: { children: string; testId?: string }) {
  return (
    // Focusable: a long body scrolls, and a keyboard must be able to scroll it too.
    <pre
      data-testid={testId}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-md bg-slate-900 px-3 py-2 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-slate-100"
    >
      {children}
    </pre>
  );
}

/** One delivery: the request sent, the answer received, every attempt, and a resend button. */
export function LogDetail({ id, locale }: { id: string; locale: string }) {
  const t = useTranslations("webhooks.logs");
  const common = useTranslations("common");
  const codes = useCodes();
  const toast = useToast();
  const log = useDeliveryLog(id);
  const resend = useResend();
  const back = (
    <Link href="/webhooks/logs" className={buttonClasses("secondary")}>
      {t("title")}
    </Link>
  );
  if (log.isPending) return <TableSkeleton label={common("loading")} />;
  if (log.isError)
    return (
      <EmptyState
        title={log.error instanceof ApiError && log.error.status === 404 ? t("notFound") : t("loadError")}
        action={back}
      />
    );
  const d = log.data;
  const attempted = d.attempt > 0;
  const headers = d.request.headers ?? {};

  return (
    <>
      <PageHeader
        title={
          <span className="flex items-center gap-3">
            <span>
              {t.rich("detailTitle", {
                event: d.event_name,
                code: (chunks) => <code className="font-mono">{chunks}</code>,
              })}
            </span>
            <DeliveryStatusBadge status={d.status} />
          </span>
        }
        description={d.endpoint_url}
        actions={
          <>
            {back}
            <Button
              data-testid="resend"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(d.id, {
                  onSuccess: (after) =>
                    after.attempts.at(-1)?.succeeded
                      ? toast.success(t("resentOk", { status: after.response_status_code ?? 0 }))
                      : toast.error(t("resentFailed", { reason: codes.deliveryFailure(after) })),
                  onError: (e) => toast.error(codes.error(e)),
                })
              }
            >
              {t("resend")}
            </Button>
          </>
        }
      />
      <Card className="mb-6">
        <CardBody>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            <Item label={t("eventId")}>
              <span className="font-mono text-xs break-all">{d.event_id}</span>
            </Item>
            <Item label={t("attempt")}>{attemptLabel(t, d.attempt, d.max_attempts)}</Item>
            <Item label={t("createdAt")}>{formatInstant(d.created_at, locale)}</Item>
            <Item label={t("lastAttempt")}>{d.last_attempt_at ? formatInstant(d.last_attempt_at, locale) : "—"}</Item>
            <Item label={t("nextRetry")}>
              <span data-testid="next-retry">
                <NextRetry log={d} locale={locale} />
              </span>
            </Item>
            <Item label={t("deliveredAt")}>{d.delivered_at ? formatInstant(d.delivered_at, locale) : "—"}</Item>
          </dl>
        </CardBody>
      </Card>
      <div className="mb-6 grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader
            title={t("request")}
            description={
              attempted ? <span className="font-mono text-xs">POST {d.request.url}</span> : t("requestNotYet")
            }
          />
          <CardBody className="space-y-3">
            {attempted && (
              <div>
                <p className="mb-1 text-xs font-medium text-slate-500">{t("headers")}</p>
                <Code testId="request-headers">
                  {Object.entries(headers)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join("\n")}
                </Code>
              </div>
            )}
            <div>
              <p className="mb-1 text-xs font-medium text-slate-500">{t("body")}</p>
              <Code testId="request-body">{prettyJson(d.request.body)}</Code>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t("responseReceived")} />
          <CardBody className="space-y-3">
            <dl className="grid grid-cols-2 gap-4">
              <Item label={t("statusCode")}>
                {d.response_status_code !== null ? (
                  <span
                    data-testid="response-status"
                    className={`font-mono ${d.response_status_code < 300 ? "text-emerald-700" : "text-red-700"}`}
                  >
                    {d.response_status_code}
                  </span>
                ) : (
                  <span className="text-slate-500">{attempted ? t("noResponse") : "—"}</span>
                )}
              </Item>
              <Item label={t("duration")}>{d.duration_ms !== null ? t("durationMs", { ms: d.duration_ms }) : "—"}</Item>
            </dl>
            {d.error_message && (
              <p
                className="rounded-md bg-red-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-red-800 ring-1 ring-red-200"
                data-testid="delivery-error"
              >
                <span className="font-medium">{t("error")}: </span>
                {codes.deliveryFailure(d)}
              </p>
            )}
            {attempted && (
              <div>
                <p className="mb-1 text-xs font-medium text-slate-500">{t("responseBody")}</p>
                <Code testId="response-body">{d.response_body ? prettyJson(d.response_body) : t("empty")}</Code>
              </div>
            )}
          </CardBody>
        </Card>
      </div>
      {d.attempts.length > 0 && (
        <Card>
          <CardHeader title={t("attempts")} />
          <Table stack data-testid="attempts">
            <THead>
              <tr>
                <TH>#</TH>
                <TH>{t("attemptedAt")}</TH>
                <TH>{t("trigger")}</TH>
                <TH>{t("result")}</TH>
                <TH>{t("response")}</TH>
                <TH>{t("duration")}</TH>
                <TH>{t("nextRetry")}</TH>
              </tr>
            </THead>
            <TBody>
              {[...d.attempts].reverse().map((a) => (
                <TR key={a.attempt}>
                  <TD className="tabular-nums" lead="primary">
                    #{a.attempt}
                  </TD>
                  <TD className="text-xs whitespace-nowrap" label={t("attemptedAt")}>
                    {formatInstant(a.attempted_at, locale)}
                  </TD>
                  <TD className="text-xs" label={t("trigger")}>
                    {t(`triggers.${a.trigger}`)}
                  </TD>
                  <TD lead="status">
                    <Badge tone={a.succeeded ? "green" : "red"}>{a.succeeded ? t("ok") : t("notOk")}</Badge>
                  </TD>
                  <TD className="text-xs md:max-w-72" label={t("response")}>
                    {a.response_status_code !== null ? (
                      <span className="font-mono">{a.response_status_code}</span>
                    ) : (
                      <span className="block break-words whitespace-normal text-red-700">
                        {codes.deliveryFailure(a)}
                      </span>
                    )}
                  </TD>
                  <TD className="text-xs tabular-nums" label={t("duration")}>
                    {t("durationMs", { ms: a.duration_ms })}
                  </TD>
                  <TD className="text-xs whitespace-nowrap" label={t("nextRetry")}>
                    {a.next_retry_at ? formatInstant(a.next_retry_at, locale) : "—"}
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        </Card>
      )}
    </>
  );
}
