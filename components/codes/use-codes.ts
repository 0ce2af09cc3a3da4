"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { codeWords, type CodeWords } from "./codes";

/** codeWords in the user's language, for client components. */
export function useCodes(): CodeWords {
  const t = useTranslations("codes");
  const common = useTranslations("common");
  return useMemo(() => codeWords(t, common("errorGeneric")), [t, common]);
}
