// The ES module entry of the SDK: `import { PaymentSDK } from "@pagamentos/sdk"`.
export { PaymentSDK, type PaymentSDKOptions, type TokenizeResult } from "./client";
export { ApiError, AuthenticationError, PaymentSDKError, ThreeDSError, ValidationError } from "./errors";
// 3-D Secure and fraud are separate classes so that a bundle importing only PaymentSDK leaves them out:
// `new ThreeDS(sdk).authenticate(…)`, `new Fraud(sdk).collect()`. The <script> bundle has them as sdk.threeDS, sdk.fraud.
export { ThreeDS, type AuthenticateInput, type ThreeDSResult, type ThreeDSStatus } from "./three-ds";
export { Fraud, type FraudCollectResult } from "./fraud";
export { CARD_BRANDS, detectBrand, type CardBrand } from "./brands";
export { validateCard, luhnValid, type CardInput, type CardIssue, type CardField } from "./validate-card";
