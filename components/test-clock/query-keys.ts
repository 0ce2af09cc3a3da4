export const testClockKeys = {
  all: ["test-clock"] as const,
  clock: (merchantId: string) => [...testClockKeys.all, merchantId] as const,
};
