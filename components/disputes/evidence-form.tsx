"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch, type One } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { useFormat } from "@/components/format/use-format";
import { Button, ConfirmDialog, Field, Input, Textarea, buttonClasses, useToast } from "@/components/ui";
import { disputeKeys } from "./query-keys";
import { ANSWERABLE, EVIDENCE_FIELDS, type DisputeView } from "./types";

/** A file as the API takes it: a data URL (the server decides the type by the bytes). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/** The merchant's answer: text fields and files, then submit or accept, each confirmed. */
export function EvidenceForm({ dispute }: { dispute: DisputeView }) {
  const t = useTranslations("disputes");
  const fmt = useFormat();
  const codes = useCodes();
  const toast = useToast();
  const qc = useQueryClient();
  const [text, setText] = useState<Record<string, string>>(() => ({ ...dispute.evidence }));
  const [files, setFiles] = useState<File[]>([]);
  const [confirm, setConfirm] = useState<"submit" | "accept" | null>(null);
  const answerable = ANSWERABLE.includes(dispute.status);
  const done = (message: string) => {
    toast.success(message);
    void qc.invalidateQueries({ queryKey: disputeKeys.all });
  };
  const save = useMutation({
    mutationFn: async () => {
      const changed = Object.fromEntries(
        EVIDENCE_FIELDS.filter((f) => (text[f] ?? "") !== (dispute.evidence[f] ?? "")).map((f) => [f, text[f] ?? ""]),
      );
      const uploads = await Promise.all(files.map(async (f) => ({ filename: f.name, file: await readAsDataUrl(f) })));
      return apiFetch<One<DisputeView>>(`/disputes/${dispute.id}/evidence`, {
        method: "POST",
        body: { ...changed, ...(uploads.length > 0 && { files: uploads }) },
      });
    },
    onSuccess: () => {
      setFiles([]);
      done(t("saved"));
    },
    onError: (e) => toast.error(codes.error(e)),
  });
  const act = useMutation({
    mutationFn: (what: "submit" | "accept") =>
      apiFetch<One<DisputeView>>(`/disputes/${dispute.id}/${what}`, { method: "POST" }),
    onSuccess: (_, what) => {
      setConfirm(null);
      done(t(what === "submit" ? "submitted" : "accepted"));
    },
    onError: (e) => {
      setConfirm(null);
      toast.error(codes.error(e));
    },
  });

  if (!answerable)
    return (
      <div className="space-y-3 text-sm text-slate-600">
        <p>{t("readOnly")}</p>
        {EVIDENCE_FIELDS.filter((f) => dispute.evidence[f]).map((f) => (
          <div key={f}>
            <p className="font-medium text-slate-800">{t(`field.${f}`)}</p>
            <p className="break-words whitespace-pre-wrap">{dispute.evidence[f]}</p>
          </div>
        ))}
        <FileList dispute={dispute} />
      </div>
    );

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
      }}
    >
      <p className="text-sm text-slate-500">{t("evidenceHint")}</p>
      {EVIDENCE_FIELDS.map((f) => (
        <Field key={f} label={t(`field.${f}`)} htmlFor={`evidence-${f}`}>
          {f === "shipping_tracking_number" ? (
            <Input
              id={`evidence-${f}`}
              value={text[f] ?? ""}
              maxLength={5000}
              onChange={(e) => setText((s) => ({ ...s, [f]: e.target.value }))}
            />
          ) : (
            <Textarea
              id={`evidence-${f}`}
              rows={3}
              className="font-sans"
              value={text[f] ?? ""}
              maxLength={5000}
              onChange={(e) => setText((s) => ({ ...s, [f]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      <Field label={t("files")} htmlFor="evidence-files">
        {/* The browser's own button speaks the browser's language: ours is a label in the user's. */}
        <div className="flex flex-wrap items-center gap-3">
          <input
            id="evidence-files"
            type="file"
            multiple
            accept="application/pdf,image/png,image/jpeg"
            className="peer sr-only"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          <label
            htmlFor="evidence-files"
            aria-hidden="true"
            className={buttonClasses(
              "secondary",
              "sm",
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600",
            )}
          >
            {t("chooseFiles")}
          </label>
          <span className="text-sm break-all text-slate-600">
            {files.length > 0 ? files.map((f) => f.name).join(", ") : t("noFiles")}
          </span>
        </div>
      </Field>
      <FileList dispute={dispute} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" loading={save.isPending}>
          {t("save")}
        </Button>
        <Button type="button" onClick={() => setConfirm("submit")}>
          {t(dispute.kind === "pix_med" ? "submitMed" : "submit")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setConfirm("accept")}>
          {t("accept")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && act.mutate(confirm)}
        title={t(confirm === "accept" ? "acceptTitle" : "submitTitle")}
        message={
          confirm === "accept"
            ? t(dispute.kind === "pix_med" ? "acceptMessageMed" : "acceptMessage", {
                amount: fmt.money(dispute.amount),
              })
            : t(dispute.kind === "pix_med" ? "submitMessageMed" : "submitMessage")
        }
        confirmLabel={t(confirm === "accept" ? "accept" : dispute.kind === "pix_med" ? "submitMed" : "submit")}
        danger={confirm === "accept"}
        loading={act.isPending}
      />
    </form>
  );
}

function FileList({ dispute }: { dispute: DisputeView }) {
  const t = useTranslations("disputes");
  if (dispute.evidence_files.length === 0) return null;
  return (
    <div data-testid="evidence-files">
      <p className="text-sm font-medium text-slate-800">{t("filesAttached")}</p>
      <ul className="mt-1 space-y-1 text-sm text-slate-600">
        {dispute.evidence_files.map((f) => (
          <li key={f.id} className="break-all">
            {f.filename} · {Math.ceil(f.size / 1024)} KB
          </li>
        ))}
      </ul>
    </div>
  );
}
