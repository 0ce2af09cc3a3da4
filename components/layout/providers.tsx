"use client";

import type { ReactNode } from "react";
import { QueryProvider } from "@/components/api/query-provider";
import { ToastProvider } from "@/components/ui/toast";

export function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <ToastProvider>{children}</ToastProvider>
    </QueryProvider>
  );
}
