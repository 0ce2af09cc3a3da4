"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CSV_FORMATS, type CsvFormat } from "@/server/universal/csv-format";
import { buttonClasses } from "./button";
import { cn } from "./cn";

/**
 * A CSV download with its format beside it (docs/api/csv.md): the Portuguese dashboard offers the
 * pt-BR spreadsheet format first, the English one the machine format. `href` makes it a link to a
 * server export; `onExport` builds the file in the browser.
 */
export function ExportControl({
  label,
  href,
  onExport,
  disabled,
  testId,
}: {
  label: string;
  href?: (format: CsvFormat) => string;
  onExport?: (format: CsvFormat) => void;
  disabled?: boolean;
  testId?: string;
}) {
  const common = useTranslations("common");
  const locale = useLocale();
  const [format, setFormat] = useState<CsvFormat>(locale === "pt-BR" ? "pt-BR" : "machine");
  const id = `${testId ?? "export"}-format`;
  const ordered = locale === "pt-BR" ? CSV_FORMATS : [...CSV_FORMATS].reverse();
  return (
    <div className="flex max-w-full min-w-0 items-center">
      <label htmlFor={id} className="sr-only">
        {common("csvFormat")}
      </label>
      <select
        id={id}
        value={format}
        onChange={(e) => setFormat(e.target.value as CsvFormat)}
        className="h-9 w-60 min-w-0 shrink rounded-l-md border-0 bg-white py-0 pr-7 pl-2 text-xs text-slate-700 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
        data-testid={`${testId ?? "export"}-format`}
      >
        {ordered.map((f) => (
          <option key={f} value={f}>
            {common(`csvFormats.${f}`)}
          </option>
        ))}
      </select>
      {href ? (
        <a
          className={cn(buttonClasses("secondary"), "-ml-px rounded-l-none whitespace-nowrap")}
          href={href(format)}
          download
          data-testid={testId}
        >
          {label}
        </a>
      ) : (
        <button
          type="button"
          className={cn(buttonClasses("secondary"), "-ml-px rounded-l-none whitespace-nowrap")}
          disabled={disabled}
          onClick={() => onExport?.(format)}
          data-testid={testId}
        >
          {label}
        </button>
      )}
    </div>
  );
}
