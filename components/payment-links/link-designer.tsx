"use client";

import { useMemo, useState, type FormEvent } from "react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiFetch, type One } from "@/components/api/api-fetch";
import type { CheckoutView } from "@/server/universal/checkout-page/payment-link-page";
import { Button, ConfirmDialog, PageHeader, useToast } from "@/components/ui";
import { isLinkPaymentMethod } from "@/server/universal/payment-methods";
import { CheckoutPreview } from "./checkout-preview";
import { DesignerFields } from "./designer-fields";
import { amountOf, bodyOf, formOf, HEX, type LinkForm } from "./form-state";
import { SharePanel } from "./share-panel";
import { paymentLinkKeys, type PaymentLink } from "./types";
import { useLinkImages } from "./use-link-images";
import { useCodes } from "@/components/codes/use-codes";

export interface LinkDesignerProps {
  initial?: PaymentLink;
  merchantName: string;
  uploadMaxBytes: number;
  /** The hosted checkout's texts (`paymentLinks.checkout`) for the preview. */
  checkoutStrings: Record<string, unknown>;
}

/** Create or edit a payment link, with the real checkout as a live preview beside the form. */
export function LinkDesigner({ initial, merchantName, uploadMaxBytes, checkoutStrings }: LinkDesignerProps) {
  const t = useTranslations("paymentLinks.designer");
  const locale = useLocale();
  const toast = useToast();
  const codes = useCodes();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<PaymentLink | undefined>(initial);
  const [form, setForm] = useState<LinkForm>(() => formOf(initial, locale));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [toggling, setToggling] = useState(false);
  const [confirmOff, setConfirmOff] = useState(false);

  const saved = (l: PaymentLink) => {
    setLink((prev) => ({ ...l, revenue: l.revenue ?? prev?.revenue }));
    void queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all });
  };
  const images = useLinkImages(link, uploadMaxBytes, saved);
  const update = (patch: Partial<LinkForm>) => setForm((f) => ({ ...f, ...patch }));

  const logoUrl = images.previewUrl("logo");
  const coverUrl = images.previewUrl("cover");
  const view = useMemo<CheckoutView>(() => {
    const amount = amountOf(form);
    const methods = form.methods.filter(isLinkPaymentMethod);
    return {
      linkId: link?.id ?? "preview",
      merchantName,
      title: form.title.trim() || t("titlePlaceholder"),
      description: form.description.trim() || null,
      // A fixed amount not typed yet previews as zero, not as the buyer-typed layout.
      amount: amount === "invalid" ? 0 : amount,
      currency: "BRL",
      primaryColor: HEX.test(form.primaryColor) ? form.primaryColor : null,
      summaryPanelColor: HEX.test(form.panelColor) ? form.panelColor : null,
      logo: logoUrl ? { url: logoUrl, width: link?.logo?.width ?? 72, height: link?.logo?.height ?? 72 } : null,
      cover: coverUrl ? { url: coverUrl, width: link?.cover?.width ?? 1600, height: link?.cover?.height ?? 600 } : null,
      methods: methods.length ? methods : ["credit_card"],
      maxInstallments: form.methods.includes("credit_card") ? form.maxInstallments : 1,
      availability: "available",
    };
  }, [form, link, merchantName, logoUrl, coverUrl, t]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (amountOf(form) === "invalid") local.amount = t("amountInvalid");
    setErrors(local);
    if (Object.keys(local).length) return;
    setSaving(true);
    try {
      const body = bodyOf(form);
      if (link) {
        saved((await apiFetch<One<PaymentLink>>(`/payment-links/${link.id}`, { method: "PATCH", body })).data);
        toast.success(t("saved"));
      } else {
        const created = (await apiFetch<One<PaymentLink>>("/payment-links", { method: "POST", body })).data;
        saved(created);
        await images.flush(created.id);
        toast.success(t("created"));
        // The designer already holds the new link: only the address changes (no page load), so a
        // reload or a shared URL opens the edit page.
        window.history.replaceState(null, "", `/payment-links/${created.id}`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.param) setErrors({ [err.param.split(".")[0]]: codes.error(err) });
      toast.error(t("saveFailed", { message: codes.error(err) }));
    } finally {
      setSaving(false);
    }
  }

  async function toggle() {
    if (!link) return;
    setToggling(true);
    try {
      const next =
        link.status === "active"
          ? (await apiFetch<One<PaymentLink>>(`/payment-links/${link.id}`, { method: "DELETE" })).data
          : (
              await apiFetch<One<PaymentLink>>(`/payment-links/${link.id}`, {
                method: "PATCH",
                body: { status: "active" },
              })
            ).data;
      saved(next);
      toast.success(next.status === "active" ? t("reactivated") : t("deactivated"));
    } catch (err) {
      toast.error(codes.error(err));
    } finally {
      setToggling(false);
      setConfirmOff(false);
    }
  }

  return (
    <div>
      <Link
        href="/payment-links"
        className="mb-2 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-800"
      >
        ← {t("back")}
      </Link>
      <PageHeader
        title={link ? t("editTitle") : t("newTitle")}
        actions={
          <Button type="submit" form="link-designer" loading={saving} data-testid="save-link">
            {saving ? t("saving") : link ? t("save") : t("create")}
          </Button>
        }
      />
      {/* Below xl one column: sharing comes first (on a phone it sat 2,400 px down, under the whole form), then
          the form, then the preview. The side column's box gives way (`contents`) so its panels take part in
          that order. */}
      <div className="flex flex-col gap-6 xl:grid xl:grid-cols-[minmax(0,1fr)_372px]">
        <form
          id="link-designer"
          onSubmit={(e) => void submit(e)}
          noValidate
          className="order-2 min-w-0 space-y-6 xl:order-none"
        >
          <DesignerFields form={form} update={update} errors={errors} images={images} uploadMaxBytes={uploadMaxBytes} />
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              {saving ? t("saving") : link ? t("save") : t("create")}
            </Button>
          </div>
        </form>
        <div className="contents xl:sticky xl:top-20 xl:block xl:space-y-6 xl:self-start">
          {link && (
            <div className="order-1 xl:order-none">
              <SharePanel
                link={link}
                busy={toggling}
                onToggle={() => (link.status === "active" ? setConfirmOff(true) : void toggle())}
              />
            </div>
          )}
          <div className="order-3 min-w-0 xl:order-none">
            <CheckoutPreview view={view} strings={checkoutStrings} />
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirmOff}
        onClose={() => setConfirmOff(false)}
        onConfirm={() => void toggle()}
        title={t("deactivate")}
        message={t("deactivateConfirm")}
        confirmLabel={t("deactivate")}
        loading={toggling}
      />
    </div>
  );
}
