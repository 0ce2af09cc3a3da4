import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-lg bg-white shadow-sm ring-1 ring-slate-200", className)} {...rest} />;
}

export function CardHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    // Wraps: on a phone the actions go under the title instead of widening the page. The title block's
    // basis, not its text's length, decides when: two cards side by side put their actions in one place.
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-slate-100 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1 basis-60">
        <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {actions}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("px-5 py-4", className)} {...rest} />;
}

/** A labelled number for overview pages. */
export function StatCard({ label, value, hint }: { label: ReactNode; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card className="px-4 py-4 sm:px-5">
      <p className="text-sm text-slate-500">{label}</p>
      {/* Divs, not paragraphs: a value or hint may be a loading placeholder, a block that a <p> cannot hold.
          Smaller on a phone, where two cards share a row and R$ 17.558,70 would overflow its card. */}
      <div
        data-testid="stat-value"
        className="mt-1 text-lg font-semibold tracking-tight break-words text-slate-900 tabular-nums sm:text-2xl"
      >
        {value}
      </div>
      {hint && <div className="mt-1 text-xs text-slate-500">{hint}</div>}
    </Card>
  );
}
