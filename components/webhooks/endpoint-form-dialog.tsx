"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError } from "@/components/api/api-fetch";
import { useCodes } from "@/components/codes/use-codes";
import { Button, Dialog, Field, Input, Select } from "@/components/ui";
import { API_VERSIONS, CURRENT_API_VERSION, type ApiVersion } from "@/server/universal/api-versions";
import type { Endpoint, EndpointInput } from "./use-webhooks";

/** Create (no `initial`) or edit an endpoint: URL, description, events, payload version, and on edit `active`. */
export function EndpointFormDialog({
  initial,
  eventNames,
  pending,
  onClose,
  onSubmit,
}: {
  initial?: Endpoint;
  eventNames: string[];
  pending: boolean;
  onClose: () => void;
  onSubmit: (input: EndpointInput) => Promise<unknown>;
}) {
  const t = useTranslations("webhooks");
  const common = useTranslations("common");
  const codes = useCodes();
  const [url, setUrl] = useState(initial?.url ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [all, setAll] = useState(!initial || initial.events.includes("*"));
  const [selected, setSelected] = useState<Set<string>>(new Set(initial?.events.filter((e) => e !== "*") ?? []));
  const [active, setActive] = useState(initial?.active ?? true);
  const [apiVersion, setApiVersion] = useState<ApiVersion>(initial?.api_version ?? CURRENT_API_VERSION);
  const [errors, setErrors] = useState<{ url?: string; events?: string; form?: string }>({});

  const families = [
    { label: t("familyCharge"), names: eventNames.filter((n) => n.startsWith("charge.")) },
    { label: t("familyWithdrawal"), names: eventNames.filter((n) => n.startsWith("withdrawal.")) },
  ];

  const submit = async () => {
    setErrors({});
    if (!all && selected.size === 0) return setErrors({ events: t("eventsRequired") });
    const input: EndpointInput = {
      url: url.trim(),
      description: description.trim() || null,
      events: all ? ["*"] : eventNames.filter((n) => selected.has(n)),
      api_version: apiVersion,
      ...(initial && { active }),
    };
    try {
      await onSubmit(input);
    } catch (e) {
      const field =
        e instanceof ApiError && e.param
          ? e.param === "url"
            ? "url"
            : e.param.startsWith("events")
              ? "events"
              : "form"
          : "form";
      // The API's message is English: the dialog says it by its code, in the user's language.
      setErrors({ [field]: codes.error(e) });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={initial ? t("editTitle") : t("createTitle")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {common("cancel")}
          </Button>
          <Button type="submit" form="endpoint-form" loading={pending}>
            {initial ? common("save") : common("create")}
          </Button>
        </>
      }
    >
      <form
        id="endpoint-form"
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label={t("url")} htmlFor="endpoint-url" hint={t("urlHint")} error={errors.url}>
          <Input
            id="endpoint-url"
            type="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/webhooks"
            required
            aria-invalid={!!errors.url}
            autoFocus
          />
        </Field>
        <Field label={t("descriptionLabel")} htmlFor="endpoint-description">
          <Input
            id="endpoint-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={t("descriptionPlaceholder")}
            maxLength={500}
          />
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t("events")}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="events-mode"
              checked={all}
              onChange={() => setAll(true)}
              className="accent-indigo-600"
            />
            {t("eventsAll")}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="events-mode"
              checked={!all}
              onChange={() => setAll(false)}
              className="accent-indigo-600"
            />
            {t("eventsSome")}
          </label>
          {!all && (
            <div className="grid grid-cols-1 gap-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200 sm:grid-cols-2">
              {families.map((f) => (
                <div key={f.label}>
                  <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{f.label}</p>
                  {f.names.map((name) => (
                    <label key={name} className="flex items-center gap-2 py-0.5 text-xs text-slate-800">
                      <input
                        type="checkbox"
                        className="accent-indigo-600"
                        checked={selected.has(name)}
                        onChange={(e) => {
                          const next = new Set(selected);
                          if (e.target.checked) next.add(name);
                          else next.delete(name);
                          setSelected(next);
                        }}
                      />
                      <span>
                        {codes.event(name)} <code className="font-mono text-slate-500">{name}</code>
                      </span>
                    </label>
                  ))}
                </div>
              ))}
            </div>
          )}
          {errors.events && <p className="text-xs text-red-600">{errors.events}</p>}
        </fieldset>
        <Field label={t("apiVersion")} htmlFor="endpoint-api-version" hint={t("apiVersionHint")}>
          <Select
            id="endpoint-api-version"
            value={apiVersion}
            onChange={(e) => setApiVersion(e.target.value as ApiVersion)}
          >
            {[...API_VERSIONS].reverse().map((v) => (
              <option key={v} value={v}>
                {v === CURRENT_API_VERSION ? t("apiVersionCurrent", { version: v }) : v}
              </option>
            ))}
          </Select>
        </Field>
        {initial && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={active}
              onChange={(e) => setActive(e.target.checked)}
              className="accent-indigo-600"
            />
            {t("activeLabel")}
          </label>
        )}
        {errors.form && <p className="text-sm text-red-600">{errors.form}</p>}
      </form>
    </Dialog>
  );
}
