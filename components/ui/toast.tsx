"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "./cn";

type Tone = "success" | "error" | "info";
interface ToastItem {
  id: number;
  tone: Tone;
  message: ReactNode;
}
interface ToastApi {
  success(message: ReactNode): void;
  error(message: ReactNode): void;
  info(message: ReactNode): void;
}

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

const tones: Record<Tone, string> = {
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-slate-200 bg-white text-slate-900",
};

/** Short confirmations after a mutation; they go away by themselves after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const push = useCallback((tone: Tone, message: ReactNode) => {
    const id = nextId++;
    setItems((all) => [...all, { id, tone, message }]);
    setTimeout(() => setItems((all) => all.filter((t) => t.id !== id)), tone === "error" ? 7000 : 4000);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({ success: (m) => push("success", m), error: (m) => push("error", m), info: (m) => push("info", m) }),
    [push],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2"
        aria-live="polite"
        data-testid="toasts"
      >
        {items.map((t) => (
          <div
            key={t.id}
            role="status"
            className={cn("pointer-events-auto rounded-lg border px-4 py-3 text-sm shadow-lg", tones[t.tone])}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a <ToastProvider> above it.");
  return api;
}
