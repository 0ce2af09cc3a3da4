import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * A table that, with `stack`, becomes one card per row on narrow screens (below 768 px): the cells
 * marked `lead` (the amount, then the status) open the card side by side, the others follow as
 * "label value" lines from their `label`. One DOM for both layouts (the rules are in app/globals.css),
 * so a phone gets the same links and test ids as a desktop and nothing scrolls sideways.
 */
export function Table({ className, stack, ...rest }: HTMLAttributes<HTMLTableElement> & { stack?: boolean }) {
  return (
    <div className={stack ? "md:overflow-x-auto" : "overflow-x-auto"}>
      <table
        data-stack={stack ? "" : undefined}
        className={cn("min-w-full divide-y divide-slate-200 text-sm", className)}
        {...rest}
      />
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="bg-slate-50" {...props} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-slate-100 bg-white" {...props} />;
}

export function TR({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("hover:bg-slate-50/60", className)} {...rest} />;
}

export function TH({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th
      scope="col"
      className={cn(
        "px-3 py-2.5 text-left first:pl-5 last:pr-5 text-xs font-medium tracking-wide text-slate-600 uppercase",
        className,
      )}
      {...rest}
    />
  );
}

/**
 * A cell. In a stacked table: `label` names it on the card (its column header, usually); `lead`
 * puts it on the card's first line: "primary" on the left (the amount), "status" on the right;
 * `phone="hide"` leaves it out of the card (something the card already says).
 */
export function TD({
  className,
  label,
  lead,
  phone,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { label?: string; lead?: "primary" | "status"; phone?: "hide" }) {
  return (
    <td
      data-label={label}
      data-lead={lead}
      data-phone={phone}
      // No wrapping by default (money and dates stay on one line); a cell that sets its own
      // whitespace class gets only that one (cn does not resolve conflicting utilities).
      className={cn(
        "px-3 py-3 first:pl-5 last:pr-5 text-slate-700",
        !className?.includes("whitespace-") && "whitespace-nowrap",
        className,
      )}
      {...rest}
    />
  );
}
