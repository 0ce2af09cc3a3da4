"use client";

import { useTranslations } from "next-intl";
import { Button, CopyButton, Dialog } from "@/components/ui";
import type { CreatedApiKey } from "./use-api-keys";

/** The one moment the secret exists outside its hash: shown, copyable, then gone. */
export function SecretDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const t = useTranslations("apiKeys");
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <Dialog
      open={!!created}
      onClose={onClose}
      title={t("secretTitle")}
      footer={
        <Button onClick={onClose} data-testid="secret-done">
          {t("secretDone")}
        </Button>
      }
    >
      {created && (
        <div className="space-y-4">
          <p
            className="flex gap-2 rounded-md bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200"
            role="note"
          >
            <span aria-hidden>⚠</span>
            {t("secretWarning")}
          </p>
          <KeyLine id="created-public-key" label={t("publicKey")} value={created.public_key} />
          <KeyLine id="created-secret-key" label={t("secretKey")} value={created.secret_key} />
          <div>
            <p className="mb-1 text-xs font-medium text-slate-500">{t("curlExample")}</p>
            <pre className="overflow-x-auto rounded-md bg-slate-900 px-3 py-2 text-xs text-slate-100">
              curl -u {created.public_key}:{created.secret_key} {origin}/v1/api-keys
            </pre>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function KeyLine({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div>
      <p className="mb-1 text-xs font-medium text-slate-500">{label}</p>
      <div className="flex items-center gap-2">
        <code
          id={id}
          data-testid={id}
          className="min-w-0 flex-1 truncate rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
        >
          {value}
        </code>
        <CopyButton value={value} targetId={id} label={label} />
      </div>
    </div>
  );
}
