import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale, getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/layout/client-messages";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return { title: { default: t("appName"), template: `%s · ${t("appName")}` } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-screen bg-slate-50 text-slate-900">
        {/* The locale and time zone for every client component; each screen adds the catalogues it reads. */}
        <ClientMessages namespaces={[]}>{children}</ClientMessages>
      </body>
    </html>
  );
}
