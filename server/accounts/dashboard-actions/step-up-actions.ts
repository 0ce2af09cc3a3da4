"use server";

import { headers } from "next/headers";
import { DomainError, RateLimitedError } from "@/server/platform/errors";
import { clientIp } from "@/server/platform/request/client-ip";
import { requirePageCtx } from "@/server/accounts/auth/page-ctx";
import { confirmStepUp, type StepUpFactor } from "@/server/accounts/auth/confirm-step-up";
import { getStepUpStatus } from "@/server/accounts/auth/step-up-status";

/**
 * The step-up dialog's actions (components/step-up/): what it asks for, and the confirmation itself, which
 * the dialog sends before retrying the change the server refused with `step_up_required`. Domain refusals
 * come back as a code for the dialog to translate, with the wait when throttled.
 */
export type StepUpResult<T> = { ok: true; value: T } | { ok: false; error: string; retryAfterSeconds?: number };

export async function stepUpStatusAction(): Promise<StepUpResult<{ factor: StepUpFactor; validUntil: string | null }>> {
  const ctx = await requirePageCtx();
  try {
    const { factor, validUntil } = await getStepUpStatus({ ctx });
    return { ok: true, value: { factor, validUntil: validUntil?.toISOString() ?? null } };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, error: e.code };
    throw e;
  }
}

export async function confirmStepUpAction(secret: string): Promise<StepUpResult<{ validUntil: string }>> {
  const ctx = await requirePageCtx();
  // The address counts the attempts, as at the sign-in (server/accounts/auth/sign-in-throttle.ts).
  const ip = clientIp(new Request("http://dashboard.invalid/", { headers: await headers() }));
  try {
    const { validUntil } = await confirmStepUp({
      ctx: { ...ctx, clientIp: ip },
      input: { secret: String(secret).slice(0, 200) },
    });
    return { ok: true, value: { validUntil: validUntil.toISOString() } };
  } catch (e) {
    if (e instanceof RateLimitedError) return { ok: false, error: e.code, retryAfterSeconds: e.retryAfterSeconds };
    if (e instanceof DomainError) return { ok: false, error: e.code };
    throw e;
  }
}
