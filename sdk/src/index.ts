// The ES module entry of the SDK: `import { PaymentSDK } from "@pagamentos/sdk"`.
export { PaymentSDK, type PaymentSDKOptions, type TokenizeResult } from "./client";
export { ApiError, AuthenticationError, PaymentSDKError, ValidationError } from "./errors";
export { CARD_BRANDS, detectBrand, type CardBrand } from "./brands";
export { validateCard, luhnValid, type CardInput, type CardIssue, type CardField } from "./validate-card";
