import { getTranslations } from "next-intl/server";
import { codeWords, type CodeWords } from "./codes";

/** codeWords in the request's language, for server components. */
export async function getCodes(): Promise<CodeWords> {
  const [t, common] = await Promise.all([getTranslations("codes"), getTranslations("common")]);
  return codeWords(t, common("errorGeneric"));
}
