"use client";

import { useCallback, useRef, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { ApiError } from "@/components/api/api-fetch";
import { StepUpContext, type StepUpGuard } from "./step-up-context";

// Rarely asked for: the dialog's code loads when it opens, not with every page of the dashboard.
const StepUpDialog = dynamic(() => import("./step-up-dialog").then((m) => m.StepUpDialog), { ssr: false });

/**
 * The dashboard's one step-up dialog (docs/api/authentication.md, "Step-up"). A money-out change is sent as
 * usual; the server refuses it with 403 `step_up_required` unless this session confirmed its user in the last
 * 10 minutes; the dialog then asks for a code (or the password), confirms it through a server action, and the
 * change is sent again. Cancelling gives the change its refusal back, which its form shows.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(0);
  const waiting = useRef<{ confirmed: () => void; cancelled: () => void } | undefined>(undefined);

  const guard = useCallback<StepUpGuard>(async (change) => {
    try {
      return await change();
    } catch (e) {
      if (!(e instanceof ApiError) || e.code !== "step_up_required") throw e;
      await new Promise<void>((resolve, reject) => {
        waiting.current = { confirmed: resolve, cancelled: () => reject(e) };
        setAsked((n) => n + 1);
        setOpen(true);
      });
      return change();
    }
  }, []);

  const settle = (confirmed: boolean) => {
    setOpen(false);
    const w = waiting.current;
    waiting.current = undefined;
    if (confirmed) w?.confirmed();
    else w?.cancelled();
  };

  return (
    <StepUpContext.Provider value={guard}>
      {children}
      {open && <StepUpDialog key={asked} open={open} onConfirmed={() => settle(true)} onCancel={() => settle(false)} />}
    </StepUpContext.Provider>
  );
}
