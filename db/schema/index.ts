// Every table group of the service; drizzle-kit and the client read this file.
export * from "./merchants";
export * from "./api-keys";
export * from "./idempotency";
export * from "./events";
export * from "./payment-links";
export * from "./charges";
export * from "./card-tokens";
export * from "./ledger";
export * from "./webhooks";
export * from "./recipients";
export * from "./withdrawals";
export * from "./anticipations";
export * from "./split-partners";
export * from "./sign-in-throttle";
export * from "./two-factor";
export * from "./three-ds";
export * from "./fraud";
