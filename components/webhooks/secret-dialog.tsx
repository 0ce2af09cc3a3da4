"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button, CopyButton, Dialog } from "@/components/ui";
import type { EndpointWithSecret } from "./use-webhooks";

/**
 * The only moments a signing secret leaves the server: right after creation and after a
 * regenerate. Masked until the merchant chooses to reveal it; copyable either way.
 */
export function SecretDialog({ endpoint, onClose }: { endpoint: EndpointWithSecret | null; onClose: () => void }) {
  const t = useTranslations("webhooks");
  const [revealed, setRevealed] = useState(false);
  const close = () => {
    setRevealed(false);
    onClose();
  };
  const secret = endpoint?.secret ?? "";
  return (
    <Dialog
      open={!!endpoint}
      onClose={close}
      title={t("secretTitle")}
      description={endpoint?.url}
      footer={
        <Button onClick={close} data-testid="secret-done">
          {t("secretDone")}
        </Button>
      }
    >
      {endpoint && (
        <div className="space-y-4">
          <p
            className="flex gap-2 rounded-md bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
            role="note"
          >
            <span aria-hidden>⚠</span>
            {t("secretWarning")}
          </p>
          <div className="flex items-center gap-2">
            <code
              id="webhook-secret"
              data-testid="webhook-secret"
              data-secret={revealed ? secret : undefined}
              className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
            >
              {revealed ? secret : `whsec_${"•".repeat(24)}`}
            </code>
            <Button variant="secondary" size="sm" onClick={() => setRevealed((r) => !r)} data-testid="secret-reveal">
              {revealed ? t("secretHide") : t("secretReveal")}
            </Button>
            <CopyButton value={secret} targetId="webhook-secret" label={t("secretTitle")} />
          </div>
          <div>
            <p className="mb-1 text-xs text-slate-500">{t("secretUsage")}</p>
            <pre className="overflow-x-auto rounded-md bg-slate-900 px-3 py-2 text-xs leading-relaxed text-slate-100">
              {`import { Webhook } from "standardwebhooks";\n\nconst wh = new Webhook(process.env.WEBHOOK_SECRET);\n// ${t("secretSampleComment")}\nconst event = wh.verify(rawBody, headers);`}
            </pre>
          </div>
        </div>
      )}
    </Dialog>
  );
}
