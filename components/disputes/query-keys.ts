export const disputeKeys = {
  all: ["disputes"] as const,
  list: (merchantId?: string) => [...disputeKeys.all, "list", merchantId ?? "all"] as const,
  merchants: () => [...disputeKeys.all, "merchants"] as const,
  rates: () => [...disputeKeys.all, "rates"] as const,
};
