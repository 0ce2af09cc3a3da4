"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

/** Copies text; falls back to selecting it where the clipboard API is unavailable (plain http). */
export function CopyButton({ value, targetId, label }: { value: string; targetId?: string; label?: string }) {
  const t = useTranslations("common");
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label ? `${t("copy")} ${label}` : t("copy")}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
        } catch {
          const el = targetId ? document.getElementById(targetId) : null;
          if (el) window.getSelection()?.selectAllChildren(el);
        }
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? t("copied") : t("copy")}
    </Button>
  );
}
