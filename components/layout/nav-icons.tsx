import type { ReactNode } from "react";

// Simple outline icons (24px grid, 1.6 stroke) keyed by nav label; unknown labels get a dot.
const paths: Record<string, ReactNode> = {
  overview: <path d="M4 13h6V4H4v9Zm0 7h6v-4H4v4Zm10 0h6v-9h-6v9Zm0-16v4h6V4h-6Z" />,
  charges: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </>
  ),
  fraudReview: <path d="M12 3 5 6v5c0 4.5 3 8.2 7 10 4-1.8 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  disputes: <path d="M12 9v4m0 4h.01M10.3 4.3 2.6 18a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0Z" />,
  paymentLinks: (
    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
  ),
  wallets: (
    <>
      <path d="M4 7a2 2 0 0 1 2-2h11v4M4 7v10a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Z" />
      <circle cx="16" cy="14" r="1" />
    </>
  ),
  receivables: <path d="M8 7V3m8 4V3M4 11h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />,
  anticipations: <path d="M12 8v4l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  withdrawals: <path d="M12 4v12m0 0-4-4m4 4 4-4M5 20h14" />,
  recipients: <path d="M3 10 12 4l9 6M5 10v8m4-8v8m6-8v8m4-8v8M3 20h18" />,
  apiKeys: <path d="M15 7a3 3 0 1 1-3 3m3-3a3 3 0 0 0-3 3m0 0-8 8v2h3l1-1v-2h2v-2h2l2-2" />,
  webhooks: <path d="M13 3 5 14h6l-1 7 8-11h-6l1-7Z" />,
  webhookLogs: <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />,
  merchants: <path d="M4 9h16l-1-4H5L4 9Zm0 0v10h16V9M9 19v-5h6v5" />,
  splitPartners: <path d="M6 4v5a3 3 0 0 0 3 3h6a3 3 0 0 1 3 3v5M18 4v5a3 3 0 0 1-3 3M4 6l2-2 2 2m8 0 2-2 2 2" />,
  settlements: <path d="M4 7h16M4 12h16M4 17h10m3 0 2 2 3-4" />,
  auditLog: <path d="M9 4h6l1 2h3v14H5V6h3l1-2Zm-1 8 2 2 5-5" />,
  testClock: <path d="M12 7v5l3 2M5 3 2 6m17-3 3 3M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z" />,
  docs: <path d="M7 3h7l5 5v13H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm7 0v5h5M9 13h6m-6 4h6" />,
};

export function NavIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-[18px] shrink-0"
      aria-hidden
    >
      {paths[name] ?? <circle cx="12" cy="12" r="2" />}
    </svg>
  );
}
