"use client";

import type { ReactNode } from "react";
import { QueryProvider } from "@/components/api/query-provider";
import { ToastProvider } from "@/components/ui/toast";
import { StepUpProvider } from "@/components/step-up/step-up-provider";

export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>
        <StepUpProvider>{children}</StepUpProvider>
      </ToastProvider>
    </QueryProvider>
  );
}
