"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

/** Copies text; falls back to selecting it where the clipboard API is unavailable (plain http). */
export function CopyButton({
  value,
  targetId,
  label,
  text,
  testId,
}: {
  value: string;
  targetId?: string;
  label?: string;
  /** The button's words before copying, when "Copiar" alone would not say what is copied. */
  text?: string;
  testId?: string;
}) {
  const t = useTranslations("common");
  const [copied, setCopied] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={text ?? (label ? `${t("copy")} ${label}` : t("copy"))}
      data-testid={testId}
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
      {copied ? t("copied") : (text ?? t("copy"))}
    </Button>
  );
}
