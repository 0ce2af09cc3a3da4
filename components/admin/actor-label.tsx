"use client";

import { useTranslations } from "next-intl";
import type { AuditEvent } from "./types";

/** Who acted, as a person reads it: the admin's e-mail, a platform key, the operator's CLI or a job. */
export function ActorLabel({ actor }: { actor: AuditEvent["actor"] }) {
  const t = useTranslations("admin.audit.actors");
  if (actor.type === "user") return <span>{actor.email ?? t("user")}</span>;
  if (actor.type === "api_key")
    return (
      <span>
        {t("apiKey")} <span className="font-mono text-xs text-slate-600">{actor.id?.slice(0, 8)}</span>
      </span>
    );
  return <span>{t(actor.type)}</span>;
}
