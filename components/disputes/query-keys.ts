export const disputeKeys = {
  all: ["disputes"] as const,
  list: () => [...disputeKeys.all, "list"] as const,
  rates: () => [...disputeKeys.all, "rates"] as const,
};
