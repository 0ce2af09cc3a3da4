"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { Button, cn } from "@/components/ui";

export interface ImageDropProps {
  kind: "logo" | "cover";
  label: string;
  hint: string;
  /** What is shown now: the stored image or the pending file's object URL. */
  previewUrl: string | null;
  pending: boolean;
  /** 0–100 while uploading, else null. */
  progress: number | null;
  error: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** Drag-and-drop (or click) image picker with the upload's progress. */
export function ImageDrop({
  kind,
  label,
  hint,
  previewUrl,
  pending,
  progress,
  error,
  onFile,
  onRemove,
}: ImageDropProps) {
  const t = useTranslations("paymentLinks.designer");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  function take(files: FileList | null) {
    const file = files?.[0];
    if (file) onFile(file);
  }
  function onDrop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid={`${kind}-dropzone`}
        className={cn(
          "relative flex items-center gap-4 rounded-lg border-2 border-dashed p-3 transition-colors",
          over
            ? "border-indigo-500 bg-indigo-50"
            : error
              ? "border-red-300 bg-red-50/40"
              : "border-slate-300 bg-slate-50/60",
        )}
      >
        <div
          className={cn(
            "flex shrink-0 items-center justify-center overflow-hidden rounded-md bg-white ring-1 ring-slate-200",
            kind === "logo" ? "size-16" : "h-16 w-32",
          )}
        >
          {previewUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a blob: or /media URL, shown as is
            <img
              src={previewUrl}
              alt=""
              className={cn("size-full", kind === "logo" ? "object-contain" : "object-cover")}
            />
          ) : (
            <svg
              viewBox="0 0 24 24"
              className="size-6 text-slate-400"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" strokeLinejoin="round" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1">
          {progress !== null ? (
            <div
              role="progressbar"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-label={label}
              data-testid={`${kind}-progress`}
            >
              <p className="text-sm text-slate-700">{t("uploading", { percent: progress })}</p>
              <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-200">
                <div
                  className="h-full rounded-full bg-indigo-600 transition-[width]"
                  style={{ width: `${progress}%` }}
                />
              </div>
            </div>
          ) : (
            <>
              <button
                type="button"
                onClick={() => input.current?.click()}
                className="text-left text-sm font-medium text-indigo-700 hover:underline"
              >
                {over ? t("dropActive") : previewUrl ? t("replace") : t("drop")}
              </button>
              <p className="text-xs text-slate-500">{pending ? t("pendingUpload") : hint}</p>
            </>
          )}
        </div>
        {previewUrl && progress === null && (
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`${t("remove")} ${label}`}>
            {t("remove")}
          </Button>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="sr-only"
          data-testid={`${kind}-input`}
          onChange={(e) => {
            take(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
      {error && (
        <p className="text-xs text-red-600" data-testid={`${kind}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
