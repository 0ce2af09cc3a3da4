import { getTranslations } from "next-intl/server";
import { reasonLabel } from "@/components/fraud/reason-label";
import { Card, CardBody, CardHeader } from "@/components/ui";
import type { ChargeView } from "./types";

const DECISION_STYLE = {
  approve: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  review: "bg-amber-50 text-amber-900 ring-amber-200",
  deny: "bg-red-50 text-red-800 ring-red-200",
} as const;
/** A held charge shows where its review stands instead of the decision that held it. */
const REVIEW_STYLE = {
  pending: DECISION_STYLE.review,
  approved: DECISION_STYLE.approve,
  rejected: DECISION_STYLE.deny,
};

/** The charge's 3-D Secure result and fraud score with its reasons (docs/api/three-ds.md, docs/api/fraud.md). */
export async function ChargeRisk({ charge }: { charge: ChargeView }) {
  if (!charge.three_ds && !charge.fraud) return null;
  const t = await getTranslations("threeDs.risk");
  const tf = await getTranslations("fraud");
  return (
    <Card>
      <CardHeader title={t("title")} />
      <CardBody>
        <dl className="divide-y divide-slate-100 text-sm">
          <div className="flex justify-between gap-4 py-2" data-testid="charge-3ds">
            <dt className="shrink-0 whitespace-nowrap text-slate-500">{t("threeDs")}</dt>
            <dd className="text-right font-medium text-slate-900">
              {charge.three_ds
                ? t("threeDsResult", {
                    status: t(`status.${charge.three_ds.trans_status ?? "U"}`),
                    eci: charge.three_ds.eci ?? "—",
                    shift: charge.three_ds.liability_shift ? t("shiftYes") : t("shiftNo"),
                  })
                : t("threeDsNone")}
            </dd>
          </div>
          {charge.fraud && (
            // dt and dd sit right under the group's div: a description list allows nothing in between.
            <div
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
              data-testid="charge-fraud"
            >
              <dt className="whitespace-nowrap text-slate-500">{t("fraudScore")}</dt>
              <dd className="flex items-center gap-2 font-medium text-slate-900">
                <span className="tabular-nums">{charge.fraud.score}/100</span>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ring-1 ring-inset ${
                    charge.fraud.review_status
                      ? REVIEW_STYLE[charge.fraud.review_status]
                      : DECISION_STYLE[charge.fraud.decision]
                  }`}
                >
                  {charge.fraud.review_status
                    ? t(`review.${charge.fraud.review_status}`)
                    : t(`decision.${charge.fraud.decision}`)}
                </span>
              </dd>
              <dd className="w-full">
                {charge.fraud.reasons.length === 0 ? (
                  <p className="mt-1 text-slate-600">{t("noReasons")}</p>
                ) : (
                  <ul className="mt-2 space-y-1 border-l-2 border-slate-100 pl-3">
                    {charge.fraud.reasons.map((r) => (
                      <li key={r.code} className="flex justify-between gap-4" data-reason={r.code}>
                        {/* Labelled by code in the user's language; `detail` is the API's English, for integrators. */}
                        <span className="text-slate-700">{reasonLabel(tf, r.code)}</span>
                        <span className="shrink-0 tabular-nums text-slate-500">+{r.points}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}
