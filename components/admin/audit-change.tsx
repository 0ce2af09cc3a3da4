"use client";

import { useLocale, useTranslations } from "next-intl";
import { auditValue, type AuditValueContext } from "./audit-value";
import type { AuditEvent } from "./types";

/**
 * What an event changed, one line per field: `field: before → after` for changes, `field: value` for
 * what was created or removed. Fields that did not change are left out. Values read as elsewhere in
 * the dashboard (./audit-value.ts).
 */
export function AuditChange({
  before,
  after,
  merchantNames,
  userEmails,
}: Pick<AuditEvent, "before" | "after"> & Pick<AuditValueContext, "merchantNames" | "userEmails">) {
  const t = useTranslations("admin.audit");
  const c: AuditValueContext = { locale: useLocale(), merchantNames, userEmails, yes: t("yes"), no: t("no") };
  const show = (k: string, v: unknown) => auditValue(k, v, c);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = keys.flatMap((k) => {
    const b = before?.[k];
    const a = after?.[k];
    if (before && after && k in before && k in after) {
      return show(k, a) === show(k, b) ? [] : [{ k, text: `${show(k, b)} → ${show(k, a)}`, raw: a }];
    }
    return [{ k, text: show(k, after ? a : b), raw: after ? a : b }];
  });
  if (lines.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="space-y-0.5 text-xs whitespace-normal">
      {lines.slice(0, 8).map(({ k, text, raw }) => (
        <li key={k} className="break-words" title={typeof raw === "string" ? raw : undefined}>
          <span className="font-mono text-slate-600">{k}</span>: <span className="text-slate-900">{text}</span>
        </li>
      ))}
    </ul>
  );
}
