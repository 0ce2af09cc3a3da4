import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

const icons = {
  edit: "M4 20h4L18.5 9.5a2.12 2.12 0 0 0-3-3L5 17v3Zm9.5-12.5 3 3",
  power: "M12 3v8m5.66-4.66a8 8 0 1 1-11.32 0",
  trash: "M4 7h16M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3",
  copy: "M8 8V5a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-3M5 8h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z",
  more: "M6 12h.01M12 12h.01M18 12h.01",
} as const;

export type IconName = keyof typeof icons;

/** A square button with an icon; `label` is its accessible name and tooltip. */
export function IconButton({
  icon,
  label,
  tone = "neutral",
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { icon: IconName; label: string; tone?: "neutral" | "danger" }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md transition-colors disabled:opacity-50",
        tone === "danger"
          ? "text-slate-500 hover:bg-red-50 hover:text-red-600"
          : "text-slate-500 hover:bg-slate-100 hover:text-slate-900",
        className,
      )}
      {...rest}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-4"
        aria-hidden
      >
        <path d={icons[icon]} />
      </svg>
    </button>
  );
}
