/**
 * The sidebar: every area of the product. `label` is a key of the `nav` message catalog.
 * Areas without a screen yet still appear, so the product's shape is visible from day one.
 */
export interface NavItem {
  href: string;
  label: string;
  adminOnly?: boolean;
  /** Shown only where merchants are sandbox merchants (docs/api/test-clocks.md). */
  sandboxOnly?: boolean;
}

export const navItems: NavItem[] = [
  { href: "/", label: "overview" },
  { href: "/charges", label: "charges" },
  { href: "/charges/reviews", label: "fraudReview" },
  { href: "/disputes", label: "disputes" },
  { href: "/payment-links", label: "paymentLinks" },
  { href: "/wallets", label: "wallets" },
  { href: "/receivables", label: "receivables" },
  { href: "/anticipations", label: "anticipations" },
  { href: "/withdrawals", label: "withdrawals" },
  { href: "/recipients", label: "recipients" },
  { href: "/api-keys", label: "apiKeys" },
  { href: "/webhooks", label: "webhooks" },
  { href: "/webhooks/logs", label: "webhookLogs" },
  { href: "/test-clock", label: "testClock", sandboxOnly: true },
  // The platform's own screens: hidden from merchants.
  { href: "/admin/merchants", label: "merchants", adminOnly: true },
  { href: "/admin/split-partners", label: "splitPartners", adminOnly: true },
  { href: "/admin/settlements", label: "settlements", adminOnly: true },
  { href: "/admin/audit", label: "auditLog", adminOnly: true },
  { href: "/docs", label: "docs" },
];
