"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { ACCEPTED_TYPES, formatBytes, uploadImage } from "./upload-image";
import type { PaymentLink } from "./types";

type Kind = "logo" | "cover";
interface Slot {
  pending: File | null;
  pendingUrl: string | null;
  progress: number | null;
  error: string | null;
}
const empty: Slot = { pending: null, pendingUrl: null, progress: null, error: null };

/**
 * The logo and cover of the designer: uploaded at once for a saved link, or held (with a local
 * preview) until a new link is created, then uploaded with progress.
 */
export function useLinkImages(link: PaymentLink | undefined, maxBytes: number, onSaved: (link: PaymentLink) => void) {
  const t = useTranslations("paymentLinks.designer");
  const [slots, setSlots] = useState<Record<Kind, Slot>>({ logo: empty, cover: empty });
  const set = (kind: Kind, patch: Partial<Slot>) => setSlots((s) => ({ ...s, [kind]: { ...s[kind], ...patch } }));

  useEffect(
    () => () => {
      for (const s of Object.values(slots)) if (s.pendingUrl) URL.revokeObjectURL(s.pendingUrl);
    },
    // Object URLs are released when the designer goes away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  async function upload(linkId: string, kind: Kind, file: File): Promise<PaymentLink | undefined> {
    set(kind, { progress: 0, error: null });
    try {
      const saved = await uploadImage<PaymentLink>(linkId, kind, file, (p) => set(kind, { progress: p }));
      set(kind, { ...empty });
      onSaved(saved);
      return saved;
    } catch (e) {
      set(kind, { progress: null, error: t("uploadFailed", { message: e instanceof Error ? e.message : String(e) }) });
      return undefined;
    }
  }

  function choose(kind: Kind, file: File) {
    if (!ACCEPTED_TYPES.includes(file.type)) return set(kind, { error: t("badType") });
    if (file.size > maxBytes) return set(kind, { error: t("tooBig", { size: formatBytes(maxBytes) }) });
    if (link) return void upload(link.id, kind, file);
    if (slots[kind].pendingUrl) URL.revokeObjectURL(slots[kind].pendingUrl);
    set(kind, { pending: file, pendingUrl: URL.createObjectURL(file), error: null });
  }

  async function remove(kind: Kind) {
    const slot = slots[kind];
    if (slot.pending) {
      if (slot.pendingUrl) URL.revokeObjectURL(slot.pendingUrl);
      return set(kind, { ...empty });
    }
    if (!link) return;
    try {
      onSaved((await apiFetch<One<PaymentLink>>(`/payment-links/${link.id}/${kind}`, { method: "DELETE" })).data);
    } catch (e) {
      set(kind, { error: t("uploadFailed", { message: e instanceof Error ? e.message : String(e) }) });
    }
  }

  /** After creating a link: sends what was held. */
  async function flush(linkId: string): Promise<boolean> {
    let ok = true;
    for (const kind of ["logo", "cover"] as const) {
      const file = slots[kind].pending;
      if (file && !(await upload(linkId, kind, file))) ok = false;
    }
    return ok;
  }

  const previewUrl = (kind: Kind) =>
    slots[kind].pendingUrl ?? (kind === "logo" ? (link?.merchant_logo_url ?? null) : (link?.cover?.url ?? null));
  return { slots, choose, remove, flush, previewUrl };
}
