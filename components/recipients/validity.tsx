import type { ReactNode } from "react";

/** The live verdict under a field: green once valid, red once complete and wrong, else the hint. */
export function Validity({
  state,
  hint,
  ok,
  bad,
  id,
}: {
  state: "typing" | "valid" | "invalid";
  hint: ReactNode;
  ok: ReactNode;
  bad: ReactNode;
  id: string;
}) {
  if (state === "valid")
    return (
      <p id={id} className="flex items-center gap-1 text-xs text-emerald-700" data-testid="validity-ok">
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden className="size-3.5">
          <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
        </svg>
        {ok}
      </p>
    );
  if (state === "invalid")
    return (
      <p id={id} className="text-xs text-red-600" data-testid="validity-bad">
        {bad}
      </p>
    );
  return (
    <p id={id} className="text-xs text-slate-500">
      {hint}
    </p>
  );
}
