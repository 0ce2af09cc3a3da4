"use server";

import { revalidatePath } from "next/cache";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { markNoticeRead } from "@/server/delivery/notices/mark-notice-read";
import { NotFoundError } from "@/server/platform/errors";

/**
 * The notice banner's "Got it": marks one of the signed-in user's own notices read (the verb keeps it to the
 * user's own, within its merchant). A notice already gone is no error: another tab may have marked it.
 */
export async function markNoticeReadAction(form: FormData): Promise<void> {
  const ctx = await requirePageCtx();
  const id = form.get("id");
  try {
    await markNoticeRead({ ctx, id: typeof id === "string" ? id : "" });
  } catch (e) {
    if (!(e instanceof NotFoundError)) throw e;
  }
  revalidatePath("/", "layout");
}
