"use client";

import type { AuditEvent } from "./types";

function show(v: unknown): string {
  if (v === null || v === undefined) return "—";
  return typeof v === "string" ? v : JSON.stringify(v);
}

/**
 * What an event changed, one line per field: `field: before → after` for changes, `field: value` for
 * what was created or removed. Fields that did not change are left out.
 */
export function AuditChange({ before, after }: Pick<AuditEvent, "before" | "after">) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = keys.flatMap((k) => {
    const b = before?.[k];
    const a = after?.[k];
    if (before && after && k in before && k in after) {
      return show(a) === show(b) ? [] : [{ k, text: `${show(b)} → ${show(a)}` }];
    }
    return [{ k, text: show(after ? a : b) }];
  });
  if (lines.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="space-y-0.5 text-xs whitespace-normal">
      {lines.slice(0, 8).map(({ k, text }) => (
        <li key={k} className="break-words">
          <span className="font-mono text-slate-600">{k}</span>: <span className="text-slate-900">{text}</span>
        </li>
      ))}
    </ul>
  );
}
