import { PaymentSDK } from "./client";
import { ApiError, AuthenticationError, PaymentSDKError, ThreeDSError, ValidationError } from "./errors";
import { ThreeDS } from "./three-ds";
import { Fraud } from "./fraud";
import { detectBrand, CARD_BRANDS } from "./brands";
import { validateCard } from "./validate-card";

/**
 * The `<script src="/sdk/v1.js">` entry: defines the global `PaymentSDK` class, with the error
 * classes and helpers as its static members (`PaymentSDK.ValidationError`, …).
 */
const statics = {
  ApiError,
  AuthenticationError,
  PaymentSDKError,
  ThreeDSError,
  ValidationError,
  ThreeDS,
  Fraud,
  detectBrand,
  validateCard,
  brands: CARD_BRANDS,
};
Object.assign(PaymentSDK, statics);
// The whole bundle is one file anyway: `sdk.threeDS.authenticate(…)` and `sdk.fraud.collect()` (docs/api/three-ds.md).
Object.defineProperty(PaymentSDK.prototype, "threeDS", {
  get(this: PaymentSDK) {
    return new ThreeDS(this);
  },
});
Object.defineProperty(PaymentSDK.prototype, "fraud", {
  get(this: PaymentSDK) {
    return new Fraud(this);
  },
});
(globalThis as unknown as { PaymentSDK: typeof PaymentSDK & typeof statics }).PaymentSDK =
  PaymentSDK as typeof PaymentSDK & typeof statics;

// The bundle knows where it was served from: that is the service, unless baseUrl says otherwise.
const script = typeof document !== "undefined" ? document.currentScript : null;
if (script instanceof HTMLScriptElement && script.src) PaymentSDK.defaultBaseUrl = new URL(script.src).origin;
