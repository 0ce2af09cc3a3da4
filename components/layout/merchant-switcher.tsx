"use client";

import { useTransition } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { setActiveMerchantAction } from "@/server/auth/actions";
import { Select } from "@/components/ui";

/** The admin's view: one merchant (cookie `active_merchant`) or all of them. */
export function MerchantSwitcher({
  merchants,
  current,
}: {
  merchants: Array<{ id: string; name: string }>;
  current?: string;
}) {
  const t = useTranslations("common");
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-500">
      <span className="hidden sm:inline">{t("viewingAs")}</span>
      <Select
        aria-label={t("merchant")}
        data-testid="merchant-switcher"
        className="h-8 w-32 sm:w-52"
        value={current ?? ""}
        disabled={pending}
        onChange={(e) => {
          const id = e.target.value;
          startTransition(async () => {
            await setActiveMerchantAction(id);
            // Everything cached was for the previous view.
            queryClient.clear();
            router.refresh();
          });
        }}
      >
        <option value="">{t("allMerchants")}</option>
        {merchants.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </Select>
    </label>
  );
}
