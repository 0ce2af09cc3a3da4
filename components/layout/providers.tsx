"use client";

import { useEffect, type ReactNode } from "react";
import { QueryProvider } from "@/components/api/query-provider";
import { ToastProvider } from "@/components/ui/toast";
import { StepUpProvider } from "@/components/step-up/step-up-provider";

export function DashboardProviders({ children }: { children: ReactNode }) {
  // Set once the dashboard has hydrated. Screens arrive with their data in the HTML (server/http/query-seeds.ts),
  // so data on the screen no longer means its scripts run: the journeys wait for this before they type.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <QueryProvider>
      <ToastProvider>
        <StepUpProvider>{children}</StepUpProvider>
      </ToastProvider>
    </QueryProvider>
  );
}
