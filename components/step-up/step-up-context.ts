"use client";

import { createContext, useContext } from "react";

/** Runs a change; when the server answers `step_up_required`, asks the user to confirm and runs it once more. */
export type StepUpGuard = <T>(change: () => Promise<T>) => Promise<T>;

// Outside the provider (no dialog to open) a change is simply sent.
export const StepUpContext = createContext<StepUpGuard>((change) => change());

/** The guard of the dashboard's step-up dialog (./step-up-provider.tsx), for the hooks of money-out changes. */
export function useStepUpGuard(): StepUpGuard {
  return useContext(StepUpContext);
}
