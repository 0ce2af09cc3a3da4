import type { ReactNode } from "react";

// Next wants a root layout even for an app of route handlers only.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
