/**
 * The types of the Payments API, generated from GET /v1/openapi.json by openapi-typescript
 * (`npm run api:types`). Do not edit: the next generation overwrites it.
 *
 * import createClient from "openapi-fetch";
 * import type { paths } from "@pagamentos/sdk/api";
 * const client = createClient<paths>({ baseUrl, headers: { Authorization: "Basic ..." } });
 */
export interface paths {
    "/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description The caller's merchant's key pairs (an admin: every merchant's, or one with `merchant_id`). A secret key is shown only in the answer that created it, never here.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Makes a public/secret key pair for the current merchant (a platform key for an admin with no merchant chosen). The secret key is in this answer only. From the dashboard it needs a fresh step-up of the session.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an API key
         * @description One key pair of the caller's merchant. The secret key is not shown: it is answered once, at creation.
         */
        get: operations["getApiKey"];
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Removes the key permanently: its credentials answer 401 from then on. Answers the key as it was, with `deleted: true`.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        /**
         * Update an API key
         * @description Changes the name, the status (`inactive` keys answer 401) or the IP whitelist. From the dashboard, changing `ip_whitelist` or setting `status: active` needs a fresh step-up of the session; renaming and disabling never do.
         */
        patch: operations["updateApiKey"];
        trace?: never;
    };
    "/v1/charges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List charges
         * @description Newest first. A merchant always gets its own charges (`merchant_id` cannot widen that); an admin may filter by `merchant_id`. Pages by `page`, or by cursor (`starting_after`/`ending_before`, a charge id; `pagination.has_more`) for deep pages. `total` is exact for filters by status, method, currency and whole days; other filters count up to 1,000, and past that `total` is 1,000 with `pagination.total_is_estimate: true` (docs/api/conventions.md).
         */
        get: operations["listCharges"];
        put?: never;
        /**
         * Create a charge
         * @description `credit_card`: send `payment_details.token` (a token of the same merchant from POST /tokenize) and `installments` (1–12); the card is authorized and, unless `capture` is false, captured before the answer. A declined card is not an HTTP error: the charge is answered 201 with `status: failed`, `failure_code` and `failure_message`.
         *
         *     `apple_pay`: send no `payment_details` and no `split` (400 naming the field); the answer carries `checkout_url`, the hosted secure checkout: redirect the buyer there in the top browser context (it refuses to be framed). After paying, the buyer goes to `return_url` with `?charge_id=`; that visit confirms nothing: read the charge or wait for `charge.captured`.
         *
         *     `pix`: send no `payment_details` and no `split`; optional `pix.expires_in` (60–2592000 s, default 3600). The answer is `pending` with `pix.qr_code` (the BR Code, copy and paste), `pix.qr_code_image` (SVG data URL) and `pix.expires_at`. The PSP's payment captures it (`charge.captured`, `pix.end_to_end_id`); unpaid at `expires_at` it is canceled with `failure_code` `expired` (`charge.canceled`); a late or second payment is returned to the payer automatically (docs/api/pix.md).
         *
         *     `google_pay`: 422 `payment_method_disabled`.
         *
         *     **Items and amount**: `items` are optional; when sent, the sum of `quantity × unit_price` must equal `amount` exactly (400 `items`).
         *
         *     **Split**: card charges only; amount rules plus percentage rules (of the amount) must add up to the amount exactly (400 `split.rules`). Percentage shares round down, the leftover centavos going to the first percentage rule. A charge with split is captured in full only. The charge's processing fee is borne by the rules with `charge_processing_fee: true` (all rules when none is), in proportion to their parts; when their parts cannot carry it the charge is refused (400 `split_fee_not_covered` naming `split.rules.{i}.charge_processing_fee`).
         *
         *     **3-D Secure** (docs/api/three-ds.md): `payment_details.three_ds_authentication_id` names a successful authentication of the same card token, amount and currency; the charge records `three_ds` (trans_status, eci, liability_shift). A card whose issuer requires authentication fails without one (`authentication_required`).
         *
         *     **Fraud analysis** (docs/api/fraud.md): every card charge is scored 0–100 with named reasons (`fraud`); deny fails it with `fraud_suspected`, review authorizes it without capture and puts it in GET /v1/charges/reviews.
         *
         *     Events: `charge.created`, then `charge.authorized` or `charge.failed`, then `charge.captured`.
         */
        post: operations["createCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Charges summary
         * @description Counts and amounts by status, approval rate, volumes and average ticket, for the list's filters.
         */
        get: operations["getChargesSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/revenue-chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Monthly revenue
         * @description Captured less refunded, per UTC month, for the last `months` months; months without sales are zero.
         */
        get: operations["getRevenueChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enabled payment methods
         * @description What may be offered for a currency. Only BRL is processed; Google Pay is disabled; Pix is enabled for charges (not yet for payment links).
         */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export charges as CSV
         * @description The list's filters; at most 100 000 rows, newest first. `format=machine` (the default): amounts in centavos, ISO 8601 UTC times, commas. `format=pt-BR`: for Brazilian spreadsheets (docs/api/csv.md).
         */
        get: operations["exportCharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a charge
         * @description One charge of the caller's merchant, in any status (a declined one included).
         */
        get: operations["getCharge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capture a charge
         * @description authorized → captured, once. `amount` (≤ authorized) captures part and releases the rest. Event `charge.captured`.
         */
        post: operations["captureCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a charge
         * @description For a captured or partially refunded charge, Apple Pay included (by charge id alone). `amount` defaults to everything still refundable; refunds may repeat until the captured amount is refunded. Concurrent refunds never exceed it. Events `charge.partially_refunded` / `charge.refunded`. The part of a refund already paid out to the merchant (settled or anticipated receivables) is taken from its `main` wallet, which may go below zero only down to the merchant's refund allowance (0 by default, set by admins: `PATCH /v1/merchants/{id}/reserve-settings`); beyond it the refund is refused before the acquirer is asked, and nothing changes (docs/api/risk.md). A Pix charge is refunded through its PSP (a devolução) within 90 days of its payment: while the PSP processes it the amount is reserved (`refundable_amount` lower) and `refunded_amount` rises when the PSP reports it done; a devolução the payer's bank refuses releases the amount (docs/api/pix.md).
         */
        post: operations["refundCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a charge
         * @description Voids an authorized charge (nothing was captured) or abandons a pending Apple Pay charge. Event `charge.canceled`.
         */
        post: operations["cancelCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the fraud review queue
         * @description Authorized charges that fraud analysis held for review, oldest first (docs/api/fraud.md).
         */
        get: operations["listChargeReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/charges/{id}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a held charge
         * @description `approve` captures the authorized amount (`charge.captured`); `reject` voids it (`charge.canceled`). Once per charge.
         */
        post: operations["reviewCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description Newest first, with `revenue` per link.
         */
        get: operations["listPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description A hosted payment page at `/pay/{id}`. `status` is not accepted here (a new link is `active`). Colours are `#RRGGBB`; `expires_at` must be in the future; methods must be enabled for the currency (`google_pay` are disabled: 422 `payment_method_disabled`).
         */
        post: operations["createPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-links/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment link
         * @description One payment link of the caller's merchant, active or not.
         */
        get: operations["getPaymentLink"];
        put?: never;
        post?: never;
        /**
         * Deactivate a payment link
         * @description A soft delete: status becomes `inactive`; the link and its charges stay, and PATCH `status: active` brings it back.
         */
        delete: operations["deactivatePaymentLink"];
        options?: never;
        head?: never;
        /**
         * Update a payment link
         * @description Every field optional; `status` reactivates or deactivates. `max_uses` cannot go below `uses` (422 `max_uses_below_uses`).
         */
        patch: operations["updatePaymentLink"];
        trace?: never;
    };
    "/v1/payment-links/{id}/upload-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the merchant logo
         * @description Body `{"file": "<base64 or data URL>"}`. PNG, JPEG or WebP, recognised by the bytes (a declared type or name is ignored: a PNG sent as `image/jpeg` is stored as the PNG it is). SVG is refused. Over UPLOAD_MAX_BYTES answers 413; over UPLOAD_MAX_DIMENSION pixels (4096 by default) or undecodable bytes answer 400. The image is re-encoded, which drops EXIF/ICC metadata, and scaled to its display box; it is served from a content-hashed URL cached for a year.
         */
        post: operations["uploadPaymentLinkLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-links/{id}/upload-cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the cover image
         * @description Body `{"file": "<base64 or data URL>"}`. PNG, JPEG or WebP, recognised by the bytes (a declared type or name is ignored: a PNG sent as `image/jpeg` is stored as the PNG it is). SVG is refused. Over UPLOAD_MAX_BYTES answers 413; over UPLOAD_MAX_DIMENSION pixels (4096 by default) or undecodable bytes answer 400. The image is re-encoded, which drops EXIF/ICC metadata, and scaled to its display box; it is served from a content-hashed URL cached for a year.
         */
        post: operations["uploadPaymentLinkCover"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-links/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the merchant logo
         * @description Removes the uploaded logo and any external `merchant_logo_url`.
         */
        delete: operations["removePaymentLinkLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payment-links/{id}/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the cover image
         * @description Takes the cover image off the link; the hosted page shows none until another is uploaded. Answers the link.
         */
        delete: operations["removePaymentLinkCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay through a payment link (used by the hosted page)
         * @description Public, no credentials: the page at `/pay/{id}` calls it with a card token made by the SDK with the merchant's checkout public key. One use of the link is taken atomically before the charge and given back when the payment fails, so a declined card never uses up a link. `pix`: answers 201 with the charge `pending` and `pix` (the QR code, its copy-and-paste text, `expires_at` 15 minutes ahead, `status_url` to poll); no use is taken until the PSP reports the payment, and a payment arriving after the link's last use was taken is returned to the payer (docs/api/pix.md, "Payment links"). Inactive, expired or used-up links answer 422 (`link_inactive`, `link_expired`, `link_used_up`). Rate limited per address and per link (429).
         */
        post: operations["payPaymentLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/pix/{charge_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The state of the hosted page's Pix code (used by the hosted page)
         * @description Public, no credentials: the page polls it every 2 seconds while its Pix code is shown, and turns into the receipt when `state` is `paid` (or goes to `next_url`, the link's redirect_url). A pending code past `expires_at` reads `expired` at once. Reads only; not counted against the payment rate limit.
         */
        get: operations["getPaymentLinkPixStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/3ds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 3-D Secure before paying through a link (used by the hosted page)
         * @description Public, no credentials, from the hosted page itself only (same origin; 403 `csrf` otherwise): the page's card token (of this link, this checkout session, not yet used) is authenticated for the amount the payment will be, as the link's merchant (docs/api/hosted-checkout.md, "3-D Secure"). `Y`/`A`: the page pays with `three_ds_authentication_id`; `C`: the page shows `challenge_path` in its modal frame; `N`/`R`: nothing is charged. Nothing is charged and no use of the link is taken here. Rate limited per address and per link (429).
         */
        post: operations["authenticatePaymentLinkCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/3ds/{authentication_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The result of the hosted page's 3-D Secure challenge
         * @description Public, same origin. A POST because the body carries the page's token and checkout session, which bind the answer to the page that made the authentication; any other token, session or link is the same 404.
         */
        post: operations["getPaymentLinkAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pay/{id}/3ds/{authentication_id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer closed the hosted page's 3-D Secure challenge
         * @description Public, same origin. A pending challenge ends as `N` with `status_reason: challenge_canceled`; an ended one is answered as it is (a cancel racing the right code keeps `Y`). Nothing is charged, and the link's uses are unchanged.
         */
        post: operations["cancelPaymentLinkAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored checkout image
         * @description Public. `Cache-Control: public, max-age=31536000, immutable` (the key holds the content hash) and `X-Content-Type-Options: nosniff`.
         */
        get: operations["getCheckoutImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The merchant's endpoints, newest first.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers a URL to receive events, pinned to `api_version` (the current version unless the request names another known one). The signing secret (`whsec_…`) is in this answer only.
         *
         *     Each event is POSTed to every active endpoint of the merchant that subscribes to it, with the JSON body `{"id", "event", "api_version", "created_at", "data"}` (`data` is the object at the time of the event, shaped by the endpoint's `api_version`: see docs/api/versioning.md; `id` is the event id: de-duplicate on it), signed the Standard Webhooks way: headers `webhook-id` (the event id), `webhook-timestamp` (unix seconds of the send) and `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the base64-decoded part of the `whsec_` secret>`. A 2xx answer within 10 seconds is success; anything else, or no answer (the request is aborted), is a failed attempt. Retry schedule (the delay before each attempt; the reasoning is in docs/api/webhooks.md): attempt 1 is made 30 s after the event, then each failed attempt k is followed by attempt k+1 after 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h and 24 h (attempts at 30 s, 1 min 30 s, 6 min 30 s, 21 min 30 s, 51 min 30 s, 1 h 51 min 30 s, 3 h 51 min 30 s, 7 h 51 min 30 s, 15 h 51 min 30 s and 39 h 51 min 30 s after the event). The 10th failed attempt makes the delivery `exhausted`. Private, loopback and link-local targets are refused at creation and again at every send, after DNS resolution; redirects are not followed.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One webhook endpoint of the caller's merchant: its URL, the events it subscribes to and its pinned `api_version`. The signing secret is shown only when it is created or regenerated.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint. Its delivery logs stay; its unfinished deliveries end `exhausted`.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, the events, the description, `active` or `api_version`. A disabled endpoint gets no new deliveries; its pending ones wait until it is enabled again. A new `api_version` shapes the deliveries made from now on; those already made keep their bytes.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/v1/postbacks/endpoints/{id}/regenerate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Regenerate an endpoint's signing secret
         * @description Creates a new signing secret, returned in this answer only. The previous secret is invalid at once: every request from now on, retries included, is signed with the new one.
         */
        post: operations["regenerateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/endpoints/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends a signed `webhook.test` event to the endpoint now (also when it is disabled) and answers its delivery log. Test events are tried once (`max_attempts` 1): a failure ends `exhausted`.
         */
        post: operations["sendWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/delivery-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery logs
         * @description Audit of deliveries, newest first. `page` defaults to 1, `limit` to 20.
         *
         *     Each event is POSTed to every active endpoint of the merchant that subscribes to it, with the JSON body `{"id", "event", "api_version", "created_at", "data"}` (`data` is the object at the time of the event, shaped by the endpoint's `api_version`: see docs/api/versioning.md; `id` is the event id: de-duplicate on it), signed the Standard Webhooks way: headers `webhook-id` (the event id), `webhook-timestamp` (unix seconds of the send) and `webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the base64-decoded part of the `whsec_` secret>`. A 2xx answer within 10 seconds is success; anything else, or no answer (the request is aborted), is a failed attempt. Retry schedule (the delay before each attempt; the reasoning is in docs/api/webhooks.md): attempt 1 is made 30 s after the event, then each failed attempt k is followed by attempt k+1 after 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h and 24 h (attempts at 30 s, 1 min 30 s, 6 min 30 s, 21 min 30 s, 51 min 30 s, 1 h 51 min 30 s, 3 h 51 min 30 s, 7 h 51 min 30 s, 15 h 51 min 30 s and 39 h 51 min 30 s after the event). The 10th failed attempt makes the delivery `exhausted`. Private, loopback and link-local targets are refused at creation and again at every send, after DNS resolution; redirects are not followed.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/delivery-logs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery log
         * @description One delivery with the request sent (URL, headers, body), the last answer received and every attempt.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/postbacks/delivery-logs/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resend a delivery
         * @description Sends the delivery again now, whatever its status, and records the attempt (`trigger: manual`). A 2xx makes it `success`. A failure of a `pending` or `failed` delivery counts as its next attempt (the schedule continues from now; after the 10th it is `exhausted`); a failed resend leaves a `success` or `exhausted` delivery as it was. Works for disabled endpoints, not deleted ones.
         */
        post: operations["resendWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallets
         * @description A wallet per owner (`merchant` or `platform`), type (`main`: available funds; `reserve`: held funds) and currency, made on first use. A merchant sees only its own; an admin sees all, the platform's fee wallet included, and may filter by owner. A merchant filtering by another owner gets 403 `cross_merchant_filter`.
         */
        get: operations["listWallets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a wallet
         * @description Balance, held amount, pending receivables and the last movement.
         */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{id}/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wallet statement
         * @description Opening balance, the period's entries, closing balance (= opening + entries) and a summary by entry type. Dates are local days in the merchant's time zone (America/Sao_Paulo, named in `time_zone`): a movement at 22:30 Brasília time is on that day.
         */
        get: operations["getWalletStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/wallets/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List wallet entries
         * @description Ledger entries of the wallet, newest first.
         */
        get: operations["listWalletEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List receivables
         * @description A captured card charge of N installments makes N receivables per receiver (one per split rule), installment i settling at the capture date + 30·i days (UTC). A merchant sees the receivables it receives; naming another merchant in `owner_id` / `merchant_id` is 403 `cross_merchant_filter`. An admin sees all.
         */
        get: operations["listReceivables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receivables/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receivables summary
         * @description Counts and sums by status, in total and per `period` of the settlement date.
         */
        get: operations["getReceivablesSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receivables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a receivable
         * @description One receivable: an installment of a captured charge, with its settlement date, amounts and status.
         */
        get: operations["getReceivable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run settlement (admin)
         * @description Settles every pending receivable due on or before `as_of` into its owner's main wallet (the MDR into the platform's wallet). A receivable whose charge has a refund awaiting the acquirer's answer waits for the first run after it. The job also runs every minute on its own; running it again, or from several processes at once, settles each receivable once. An operator's tool: it acts on every merchant, and entries it posts are dated at `as_of` (their `posted_at` is the real time). To run one sandbox merchant ahead of time, advance its test clock (`advanceTestClock`).
         */
        post: operations["runSettlement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's pricing
         * @description Card MDR by installment count, anticipation rate and withdrawal fees. A merchant sees its own; another merchant's id is 404.
         */
        get: operations["getMerchantPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a merchant's pricing (admin)
         * @description Fields left out keep their value. Applies to charges captured from now on; existing receivables keep their fees.
         */
        patch: operations["updateMerchantPricing"];
        trace?: never;
    };
    "/v1/merchants/{id}/reserve-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's refund allowance and rolling reserve
         * @description Defaults while no admin set them (`custom: false`): refund allowance 0 (a refund must be covered by the charge's unsettled receivables plus `main`), rolling reserve off (0), 30 days. A merchant sees its own; another merchant's id is 404.
         */
        get: operations["getMerchantReserveSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a merchant's refund allowance and rolling reserve (admin)
         * @description Fields left out keep their value; the change is in the audit log (`reserve_settings.updated`). A new percentage or period applies to credits from now on: holds already made keep their amount and release date.
         */
        patch: operations["updateMerchantReserveSettings"];
        trace?: never;
    };
    "/v1/merchants/{id}/rolling-reserve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what a merchant's rolling reserve holds
         * @description The amount held now (it is part of the `reserve` wallet's balance, beside the funds of pending withdrawals) and the next days it returns to `main`. A merchant sees its own; another merchant's id is 404.
         */
        get: operations["getMerchantRollingReserve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations/simulate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an anticipation
         * @description Receivables are chosen by `receivable_ids` (every one must be the merchant's, `pending`, settle after today, and have no refund of its charge awaiting the acquirer, or the answer is 422 `receivables_unavailable` with `details` naming each), or as the eligible ones settling between `settlement_date_from` and `settlement_date_to`, earliest first, up to `amount` (whole receivables; 422 `no_eligible_receivables` when none is left). Answers what a request with the same body would take and pay today, and whether it would be approved at once. Changes nothing. The totals come with their count, first and last settlement dates and a breakdown by month; `include_receivables=false` leaves out the list of receivables, which can run to thousands.
         */
        post: operations["simulateAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List anticipations
         * @description Newest first. A merchant sees its own; naming another merchant is 403 `cross_merchant_filter`.
         */
        get: operations["listAnticipations"];
        put?: never;
        /**
         * Request an anticipation
         * @description Receivables are chosen by `receivable_ids` (every one must be the merchant's, `pending`, settle after today, and have no refund of its charge awaiting the acquirer, or the answer is 422 `receivables_unavailable` with `details` naming each), or as the eligible ones settling between `settlement_date_from` and `settlement_date_to`, earliest first, up to `amount` (whole receivables; 422 `no_eligible_receivables` when none is left). The receivables become `reserved` in the same transaction, so two requests never take the same one: a concurrent request takes what is left, or is 422. Within the merchant's limits (see anticipation settings) it is approved and paid out at once (`completed`: the net credited to the main wallet, receivables `anticipated`); above them it stays `pending` for an admin.
         */
        post: operations["requestAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Anticipations summary
         * @description Totals by status; for completed ones the fees paid, the days anticipated weighted by amount and the effective monthly rate.
         */
        get: operations["getAnticipationsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an anticipation
         * @description One anticipation of the caller's merchant, with its figures per receivable (docs/api/anticipations.md).
         */
        get: operations["getAnticipation"];
        put?: never;
        post?: never;
        /**
         * Cancel an anticipation
         * @description Only a `pending` one: it becomes `canceled` and its receivables `pending` again. Any other status is 422 `invalid_state` and changes nothing.
         */
        delete: operations["cancelAnticipation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve an anticipation (admin)
         * @description A `pending` anticipation is approved and paid out, priced again as of today (days already passed are not charged).
         */
        post: operations["approveAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/anticipations/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject an anticipation (admin)
         * @description A `pending` anticipation becomes `rejected` with the `reason` given; its receivables are `pending` again.
         */
        post: operations["rejectAnticipation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/anticipation-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's anticipation settings
         * @description The approval limits and the automatic anticipation. A merchant sees its own; another merchant's id is 404.
         */
        get: operations["getAnticipationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a merchant's anticipation settings
         * @description Fields left out keep their value. A merchant may change `automatic_*`; the `auto_approve_*` limits are an admin's (403 `admin_only`).
         */
        patch: operations["updateAnticipationSettings"];
        trace?: never;
    };
    "/tokenize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tokenize a card
         * @description Called from the buyer's browser by the SDK (`/sdk/v1.js`), never by the merchant's backend: the card goes straight
         *     to the service, which encrypts it (AES-256-GCM) and answers an opaque token to send as `payment_details.token`.
         *     Basic authentication with the **public key alone** (`base64(pk_…:)`); a secret key as the user name is 401, and
         *     a secret key sent as the password (`pk_…:sk_…`) is 401 `secret_key_in_browser`: a secret key must never reach a browser.
         *     CORS is answered for any origin (preflight included).
         *
         *     Rules: number 13–19 digits (spaces and dashes stripped), Luhn check, a known brand (longest prefix of the brand table);
         *     holder name not empty; month `01`–`12`; year 4 digits and the expiry (end of the month) not in the past; CVV 3 digits,
         *     4 for amex. Each failure is a 400 `validation_error` whose `param` is `card.number`, `card.holderName`,
         *     `card.expirationMonth`, `card.expirationYear` or `card.cvv` (codes: `invalid_number`, `incorrect_number`,
         *     `unsupported_brand`, `invalid_holder_name`, `invalid_expiry_month`, `invalid_expiry_year`, `expired_card`, `invalid_cvv`).
         *
         *     The CVV is checked and then forgotten: never stored, never logged. The same card number for the same merchant answers
         *     the existing token, with the same status (201) as a new one, so the answer does not tell whether the card was on file;
         *     the stored name and expiry are never rewritten through a public key (the answer echoes the expiry sent). Another
         *     merchant gets its own token. On the hosted checkout (its own key, `X-Checkout-Session`) the token is a `ctok_…` bound
         *     to that page's link and session, usable once within 10 minutes (docs/api/hosted-checkout.md).
         *     Rate-limited per public key and client address together, and per key far above any real checkout; refused cards count
         *     against a stricter budget per address (429 with `Retry-After`). `Idempotency-Key` is ignored: tokenizing is idempotent by itself.
         */
        post: operations["tokenizeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List banks
         * @description Ordered by COMPE code; with `search`, an exact code or ISPB comes first.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banks/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank by COMPE code
         * @description One bank of the directory, by its COMPE code (3 digits).
         */
        get: operations["getBank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/banks/ispb/{ispb}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank by ISPB
         * @description One bank of the directory, by its ISPB (8 digits).
         */
        get: operations["getBankByIspb"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List recipients
         * @description The current (primary) recipients: the merchant's own, or every merchant's for an admin.
         */
        get: operations["listRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipients/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the primary recipient of a type
         * @description The merchant's primary payout destination of this type (`bank_account` or `pix_key`); 404 while it has none.
         */
        get: operations["getRecipient"];
        /**
         * Create or replace the primary recipient of a type
         * @description `bank_account` takes a bank account (the bank's COMPE code must be in `GET /v1/banks`, the holder's CPF or CNPJ must have valid check digits); `pix_key` a Pix key of its type. Answers 201 when the merchant had none of this type, 200 when it replaced one (the old one is kept for withdrawal history) or when the same recipient was sent again (nothing changes). A new or changed recipient is `pending_verification` for a cooling-off period (24 hours by default): withdrawals to it are accepted, their money held in reserve, and paid from `payouts_available_at` on; the change is audited, emits `recipient.updated` and is announced to the merchant's dashboard users (a notice and an e-mail). The destination must be the merchant's own: a bank account's `holder_document`, and a Pix key's owner as the Pix key directory answers it, must be the merchant's CPF/CNPJ (docs/api/risk.md). A refusal changes nothing. From the dashboard it needs a fresh step-up of the session (a key pair does not).
         */
        put: operations["setRecipient"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/recipients/{type}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End a recipient's cooling-off now (admins)
         * @description After the platform confirmed the change with the merchant: the recipient is `verified` at once and withdrawals waiting for it are due now (a TED at the next bank window). Releasing a verified recipient changes nothing. From the dashboard it needs a fresh step-up of the admin's session.
         */
        post: operations["releaseRecipient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/split-partners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List split partners
         * @description The relations in which the merchant charges or receives, newest first. Admins see every relation.
         */
        get: operations["listSplitPartners"];
        put?: never;
        /**
         * Allow a merchant to split with another
         * @description Admins only. `merchant_id` may then name `partner_id` in `split.rules` of its charges, with the terms it sends (`liable`, `charge_processing_fee`). Creating an existing relation answers it again.
         */
        post: operations["createSplitPartner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/split-partners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a split partner
         * @description Admins only. New charges may no longer name the partner; charges already accepted are paid by their rules.
         */
        delete: operations["deleteSplitPartner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawals
         * @description Newest first. A merchant sees its own; an admin sees everyone's, or one merchant's with `merchant_id`. Pages with `page` and `per_page`, and the answer's `pagination` says `per_page` (not `limit`).
         */
        get: operations["listWithdrawals"];
        put?: never;
        /**
         * Create a withdrawal
         * @description `amount` (centavos) reaches the recipient; the fee of the merchant's pricing is charged on top. `amount + fee` moves from the `main` wallet to `reserve` at once; not enough available balance is 422 `insufficient_funds` and changes nothing. Pix goes to the Pix key (or the bank account when there is no key), TED to the bank account; without one it is 422 `pix_recipient_required` / `bank_account_required`. A TED asked outside the bank window is scheduled for the next one (`scheduled_for`). Sandbox: the amount's last two digits `…51` fails with `recipient_account_invalid`, `…52` fails with `recipient_bank_unavailable`, `…53` fails with `rejected_by_destination`, `…54` stays `processing`; anything else completes. One that would take the merchant's withdrawals of the last 24 hours (those that went on without an admin) past its `daily_max_amount` (see withdrawal settings) is created all the same, its money held, as `pending_review`: it is sent only after an admin approves it.
         */
        post: operations["createWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List withdrawal methods
         * @description Both methods, each `available` or not given the merchant's recipients (Pix needs a Pix key or a bank account, TED a bank account), with its fee and timing.
         */
        get: operations["listWithdrawalMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/fee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quote a withdrawal fee
         * @description The fee the caller's merchant would pay to withdraw `amount` by `method` (Pix 0 and TED 367 by default), and `total_amount`, what would leave the available balance.
         */
        get: operations["getWithdrawalFee"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Withdrawals summary
         * @description Counts, amounts and fees by status and by method for withdrawals requested in the period, with the amount withdrawn and the fees paid (completed ones). A merchant's own, or everyone's for an admin.
         */
        get: operations["getWithdrawalsSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a withdrawal
         * @description One withdrawal of the caller's merchant, with its amount, fee, method and status.
         */
        get: operations["getWithdrawal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending withdrawal
         * @description Only while `pending` (a TED waiting for the bank window, or a Pix the rail has not taken yet) or `pending_review`; `amount + fee` return to `main`. Otherwise 422 `invalid_state`.
         */
        post: operations["cancelWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a withdrawal waiting for review (admin)
         * @description A `pending_review` withdrawal becomes `pending` (`approval: manual`) and is sent at its `scheduled_for` by the payout job; event `withdrawal.approved`, audited. A suspended merchant's is 422 `merchant_inactive` until it is reactivated (it may be rejected meanwhile).
         */
        post: operations["approveWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a withdrawal waiting for review (admin)
         * @description A `pending_review` withdrawal becomes `rejected` with the `reason` given; `amount + fee` return to `main`. Event `withdrawal.rejected`, audited.
         */
        post: operations["rejectWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/withdrawal-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's daily withdrawal limit
         * @description `daily_max_amount` and how much of it the last 24 hours used and left. A merchant reads its own; another merchant's id is 404.
         */
        get: operations["getWithdrawalSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a merchant's daily withdrawal limit (admin)
         * @description Admins only (a merchant gets 403 `admin_only`); the change is audited. Applies from the next request.
         */
        patch: operations["updateWithdrawalSettings"];
        trace?: never;
    };
    "/v1/withdrawals/{id}/receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a withdrawal receipt
         * @description A PNG (`Content-Disposition: attachment`) of a completed withdrawal, 960×1600 pixels (480×800 at 2×): merchant, amount, fee, total, method, masked recipient, bank with COMPE and ISPB, requested and completed times in Brasília time, the withdrawal id and an authentication code. 422 `invalid_state` before it completes.
         */
        get: operations["getWithdrawalReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/withdrawals/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a withdrawal receipt as PDF
         * @description The same receipt as `GET /v1/withdrawals/{id}/receipt`, as a one-page PDF (`Content-Disposition: attachment`) of 360×600 points holding that image, for filing. 422 `invalid_state` before the withdrawal completes.
         */
        get: operations["getWithdrawalReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/receipts/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a receipt's authentication code
         * @description Public, no credentials: whoever holds a receipt can check it. Answers what the receipt prints about the transfer; an unknown code is 404. Dashes and case do not matter. People open the page the receipt prints, `/receipts/{code}`, which shows the same answer.
         */
        get: operations["verifyWithdrawalReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/test-clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's test clock
         * @description The clock's `current_time` and where it was last advanced to. A merchant reads its own; another merchant's id is 404.
         */
        get: operations["getTestClock"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/test-clock/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Advance a merchant's test clock
         * @description Moves the clock to `frozen_time` (later than its `current_time`; earlier is 400 on `frozen_time`) and runs, as of that time, the merchant's own automatic work: automatic anticipation, settlement of receivables due on or before that day, release of rolling-reserve holds due, and due payouts. Answers when the work is done, with what it did. Events and webhooks follow as usual; the advance is audited (`test_clock.advanced`).
         */
        post: operations["advanceTestClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List disputes
         * @description Soonest `due_by` first. A merchant sees its own; an admin everyone's, or one merchant's with `merchant_id`. `due_from`/`due_to` bound `due_by`.
         */
        get: operations["listDisputes"];
        put?: never;
        /**
         * Open a sandbox dispute (admin)
         * @description Admin only. The sandbox acquirer disputes a captured card charge and notifies it as any acquirer would: a `chargeback` withdraws the amount (and the dispute fee) at once; an `inquiry` (retrieval request) moves no money until it is lost or accepted. A captured Pix charge gets a MED infraction report from the sandbox PSP instead (`kind: pix_med`, reason `fraudulent`): the amount is blocked, no fee; lost or accepted, it is returned to the payer as a devolução. One dispute per charge.
         */
        post: operations["openDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dispute rate per merchant (admin)
         * @description Admin only. Card disputes opened ÷ card charges captured in the last `days` (Pix MED reports count in neither), per merchant, highest first, flagged above 0.9 % (where the card networks' monitoring programs start).
         */
        get: operations["listDisputeRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a dispute
         * @description The dispute with its evidence, files (described, not their bytes) and timeline.
         */
        get: operations["getDispute"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add evidence to a dispute
         * @description Text fields replace the ones named (an empty string clears one); `files` are added, at most 5 per dispute, each a PDF, PNG or JPEG as base64 or a data URL, decided by its bytes; another type is 400 `unsupported_file_type` and nothing of the request is stored. Only before submission.
         */
        post: operations["updateDisputeEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a dispute's evidence
         * @description Sends the evidence to the acquirer; it can no longer change (`under_review`). Sandbox: evidence containing `winning_evidence` is won at once, `losing_evidence` lost; anything else waits for an admin's decision.
         */
        post: operations["submitDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a dispute
         * @description The merchant concedes (`accepted`): the disputed amount goes back to the cardholder; a retrieval request has its funds withdrawn first. The fee is not returned.
         */
        post: operations["acceptDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/disputes/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decide a sandbox dispute (admin)
         * @description Admin only, sandbox: the issuer's decision on an open dispute. `won` returns the amount to whoever bore it (not the fee); `lost` sends it to the cardholder.
         */
        post: operations["closeDispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/3ds/authentications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Authenticate a cardholder (3-D Secure 2)
         * @description Called from the buyer's browser by the SDK (`sdk.threeDS.authenticate`), with the **public key alone**; CORS for any origin.
         *     Runs the directory server and the issuer's ACS for the card token, amount and currency. `trans_status`: `Y` (frictionless,
         *     authenticated), `A` (attempted), `C` (challenge: show `challenge_url` in an iframe of this page, which only the `Origin` of this
         *     call may frame), `N`, `R`, `U`. An authentication expires 10 minutes after creation and pays one charge at most.
         *     See docs/api/three-ds.md for the test cards.
         */
        post: operations["createThreeDsAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/3ds/authentications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a 3-D Secure authentication
         * @description Its current result: the SDK reads it when the challenge page says the challenge ended.
         */
        get: operations["getThreeDsAuthentication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/3ds/authentications/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending challenge
         * @description The buyer closed the challenge (the SDK's modal, Escape): a `C` authentication ends `N` with `status_reason` `challenge_canceled`. Any other state is answered unchanged.
         */
        post: operations["cancelThreeDsAuthentication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/fraud/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a device session
         * @description Called from the buyer's browser by the SDK (`sdk.fraud.collect()`), with the public key alone; CORS for any origin. Pass the answered `id` as `payment_details.fraud_session_id` of one charge.
         */
        post: operations["createFraudSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/fraud-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's fraud thresholds
         * @description The merchant itself or an admin. Defaults until an admin sets them.
         */
        get: operations["getFraudSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a merchant's fraud thresholds
         * @description Admins only. Fields not sent keep their value; `review_score` must not be above `deny_score`.
         */
        patch: operations["updateFraudSettings"];
        trace?: never;
    };
    "/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Disable or re-enable a user
         * @description Admins only. A disabled user cannot sign in, and its open dashboard sessions are refused from their next request. Enabling it again does not revive those sessions.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/v1/users/{id}/revoke-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a user's sessions
         * @description Admins only. Every dashboard session the user signed in before now is refused from its next request (within a few seconds on every instance); the user signs in again.
         */
        post: operations["revokeUserSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List merchants
         * @description Admins only, by name. `search` matches part of the name or e-mail, or the document's digits.
         */
        get: operations["listMerchants"];
        put?: never;
        /**
         * Create a merchant
         * @description Admins only. Creates the merchant and its first dashboard user (the e-mail given). Without `password` one is generated and answered once, in `password`. Recorded in the audit log.
         */
        post: operations["createMerchant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant
         * @description A merchant reads itself; admins read any. Another merchant's id is 404.
         */
        get: operations["getMerchant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update, suspend or reactivate a merchant
         * @description Admins only. `status: inactive` suspends the merchant: its API keys and public key answer 401 and its users' dashboard sessions end at their next request; `active` restores them. Recorded in the audit log.
         */
        patch: operations["updateMerchant"];
        trace?: never;
    };
    "/v1/merchants/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a merchant's users
         * @description Admins only: the merchant's dashboard users, oldest first, to disable one (`PATCH /v1/users/{id}`) or end its sessions.
         */
        get: operations["listMerchantUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/merchants/{id}/security-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a merchant's dashboard security rules
         * @description Whether every dashboard user of the merchant must use TOTP. A merchant reads its own; another merchant's id is 404.
         */
        get: operations["getSecuritySettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Require two-factor for all of a merchant's users
         * @description An admin, or the merchant's own dashboard user after a step-up (403 `step_up_required` without one, docs/api/authentication.md). A merchant's API key cannot change it (403 `session_required`): a leaked secret key must not lower the dashboard's defences. When on, users without TOTP may only enrol from their next request.
         */
        patch: operations["updateSecuritySettings"];
        trace?: never;
    };
    "/v1/audit-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit events
         * @description Admins only, newest first. Each event names its actor (user, platform key, CLI or job), the action, its target, the merchant concerned, short before/after summaries without secrets, the request id and the client address. Events are written in the transaction of the change and can never be changed or deleted.
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "charge.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.created`
         * @description A charge was created (any method, before authorization). The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.authorized": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.authorized`
         * @description The acquirer approved the charge. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeAuthorizedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.captured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.captured`
         * @description The charge was captured (at once, or by `POST /v1/charges/{id}/capture`). The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeCapturedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.failed`
         * @description The acquirer declined the charge or failed; `failure_code` says why. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.partially_refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.partially_refunded`
         * @description A refund left part of the captured amount. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargePartiallyRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.refunded`
         * @description A refund left none of the captured amount. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeRefundedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.canceled`
         * @description An authorization was released, or a pending charge canceled. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeCanceledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.created`
         * @description A withdrawal was requested; one past the merchant's daily total has `status: pending_review`. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.processing`
         * @description The withdrawal was sent to the bank rail. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalProcessingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.completed`
         * @description The withdrawal was paid; `authentication_code` and `receipt_url` are set. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.failed`
         * @description The bank refused the withdrawal; the money is back in the balance. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalFailedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.canceled`
         * @description The withdrawal was canceled; the money is back in the balance. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalCanceledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.approved`
         * @description An admin let a withdrawal held for review go on (`status: pending`). The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalApprovedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "withdrawal.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `withdrawal.rejected`
         * @description An admin refused a withdrawal held for review; the money is back, `reason` says why. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWithdrawalRejectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "anticipation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `anticipation.created`
         * @description An anticipation was requested. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveAnticipationCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "anticipation.processing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `anticipation.processing`
         * @description The anticipation was approved and is being paid out. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveAnticipationProcessingEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "anticipation.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `anticipation.completed`
         * @description The anticipation was paid out into the main wallet. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveAnticipationCompletedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "anticipation.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `anticipation.canceled`
         * @description A pending anticipation was canceled; its receivables are pending again. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveAnticipationCanceledEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "anticipation.rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `anticipation.rejected`
         * @description An admin rejected a pending anticipation; its receivables are pending again. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveAnticipationRejectedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "recipient.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `recipient.updated`
         * @description A payout destination was set, changed or released from its cooling-off; the data is the recipient, masked. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveRecipientUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.dispute.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.dispute.created`
         * @description The acquirer notified a dispute of a charge; the data is the dispute. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeDisputeCreatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.dispute.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.dispute.updated`
         * @description The dispute's evidence changed or was submitted (`status: under_review`). The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeDisputeUpdatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.dispute.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.dispute.closed`
         * @description The dispute ended: `status` is `won`, `lost` or `accepted`. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeDisputeClosedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.dispute.funds_withdrawn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.dispute.funds_withdrawn`
         * @description The disputed amount and the dispute fee left the liable merchants' balances. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeDisputeFundsWithdrawnEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "charge.dispute.funds_reinstated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `charge.dispute.funds_reinstated`
         * @description The dispute was won: the disputed amount is back (the fee is not). The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveChargeDisputeFundsReinstatedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * `webhook.test`
         * @description Sent only by `POST /v1/postbacks/endpoints/{id}/test`, tried once. The service POSTs this to every active endpoint of the merchant that subscribes to it (or to `*`), shaped by the endpoint's `api_version`: one body per version below. Answer 2xx within 10 seconds; anything else is a failed attempt, retried on the schedule of docs/api/webhooks.md.
         */
        post: operations["receiveWebhookTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description The `data` of `charge.*` events delivered to endpoints pinned to `2026-11-26`. */
        ChargeEventData20261126: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description pending (Apple Pay or Pix awaiting the buyer; a Pix charge goes to captured when paid, canceled when it expires) → processing → authorized | failed; authorized → captured | canceled; captured → partially_refunded → refunded.
             * @enum {string}
             */
            status: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
            /** @description Asked for and authorized, in centavos. */
            amount: number;
            captured_amount: number;
            refunded_amount: number;
            /** @description captured_amount − refunded_amount − refunds asked of the acquirer and not yet answered. */
            refundable_amount: number;
            currency: string;
            /** @enum {string} */
            payment_method: "credit_card" | "apple_pay" | "google_pay" | "pix";
            product_type: ("physical" | "digital") | null;
            installments: number;
            /** @description The create request's capture flag. */
            capture: boolean;
            customer: {
                name: string | null;
                email: string | null;
                tax_id: string | null;
                phone: string | null;
                type: ("individual" | "company") | null;
            } | null;
            items: {
                name: string;
                quantity: number;
                unit_price: number;
                tangible: boolean;
            }[];
            split: {
                rules: {
                    /** Format: uuid */
                    merchant_id: string;
                    amount?: number;
                    percentage?: number;
                    liable: boolean;
                    charge_processing_fee: boolean;
                }[];
            } | null;
            /** @description The card charged (for Apple Pay, the wallet's card as the acquirer reports it). Never the full number. */
            card: {
                brand: string;
                first_six: string | null;
                last_four: string;
                holder_name: string | null;
            } | null;
            payment_link_id: string | null;
            return_url: string | null;
            /** @description Apple Pay while pending: the hosted secure checkout. Open it in the top browser context, never in an iframe. */
            checkout_url: string | null;
            authorization_code: string | null;
            /** @example card_declined */
            failure_code: string | null;
            /** @description Fit to show the buyer. */
            failure_message: string | null;
            /** @description The 3-D Secure authentication the charge used (docs/api/three-ds.md). */
            three_ds: {
                /** Format: uuid */
                authentication_id: string;
                trans_status: string | null;
                eci: string | null;
                liability_shift: boolean;
            } | null;
            /** @description Fraud analysis of a card charge (docs/api/fraud.md). */
            fraud: {
                /** @description 0–100. */
                score: number;
                /** @enum {string} */
                decision: "approve" | "review" | "deny";
                reasons: {
                    code: string;
                    points: number;
                    detail: string;
                }[];
                review_status: ("pending" | "approved" | "rejected") | null;
            } | null;
            refunds: components["schemas"]["Refund"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            authorized_at: string | null;
            captured_at: string | null;
            failed_at: string | null;
            canceled_at: string | null;
        };
        /** @description The `data` of `withdrawal.*` events delivered to endpoints pinned to `2026-11-26`. */
        WithdrawalEventData20261126: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            /**
             * @description `pending_review`: past the merchant's daily total, waiting for an admin; `pending`: due at `scheduled_for`; `rejected`: an admin refused it and the money is back in `main` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_review" | "pending" | "processing" | "completed" | "failed" | "canceled" | "rejected";
            /** @description Centavos that reach the recipient (the net of the transfer). */
            amount: number;
            /** @description The withdrawal fee of the merchant's pricing. */
            fee_amount: number;
            /** @description `amount` + `fee_amount`: what left the available balance. */
            total_amount: number;
            currency: string;
            description: string | null;
            /** @description The recipient as it was when the withdrawal was made, masked. */
            recipient: components["schemas"]["WithdrawalBankAccountRecipient"] | components["schemas"]["WithdrawalPixKeyRecipient"];
            /** @description The institution credited (for a Pix key, known once the transfer completes). */
            bank: components["schemas"]["WithdrawalBank"] | null;
            /**
             * Format: date-time
             * @description When the bank rail takes it: at once for Pix, the next TED window for TED.
             */
            scheduled_for: string;
            failure_code: string | null;
            failure_message: string | null;
            /** @description Printed on the receipt once completed; `GET /v1/receipts/{code}` verifies it. */
            authentication_code: string | null;
            /** @description `automatic`: within the merchant's daily total; `manual`: an admin decided; null while `pending_review`. */
            approval: ("automatic" | "manual") | null;
            /** @description The admin's words on approving or rejecting it. */
            reason: string | null;
            /** @description The PNG receipt, once completed. */
            receipt_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            processing_at: string | null;
            completed_at: string | null;
            failed_at: string | null;
            canceled_at: string | null;
            approved_at: string | null;
            rejected_at: string | null;
        };
        /** @description The `data` of `anticipation.*` events delivered to endpoints pinned to `2026-11-26`. */
        AnticipationEventData20261126: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** @enum {string} */
            anticipation_type: "spot" | "automatic";
            /**
             * @description `pending` (receivables `reserved`, waiting for approval) → `processing` (approved) → `completed` (paid, receivables `anticipated`); or `canceled` / `rejected` (receivables back to `pending`).
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "canceled" | "rejected";
            currency: string;
            /** @description The receivables' net amount taken (centavos). */
            amount: number;
            /** @description The anticipation fee: per receivable amount × monthly rate ÷ 30 × days, half-up. */
            fee_amount: number;
            /** @description What the merchant receives: amount − fee_amount. */
            net_amount: number;
            receivables: components["schemas"]["AnticipatedReceivable"][];
            monthly_rate_bp: number;
            /**
             * Format: date
             * @description The day the days are counted from (the completion day once completed).
             */
            anticipation_date: string;
            requested_amount: number | null;
            settlement_date_from: string | null;
            settlement_date_to: string | null;
            approval: ("automatic" | "manual") | null;
            /** @description Why it was rejected or canceled by the service. */
            reason: string | null;
            ledger_transaction_id: string | null;
            metadata: {
                [key: string]: unknown;
            };
            approved_at: string | null;
            completed_at: string | null;
            canceled_at: string | null;
            rejected_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The `data` of `recipient.*` events delivered to endpoints pinned to `2026-11-26`. */
        RecipientEventData20261126: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** @constant */
            type: "bank_account";
            bank_code: string;
            branch: string;
            branch_check_digit: string | null;
            /**
             * @description Masked: only the last digits show.
             * @example **3456
             */
            account_number: string;
            account_check_digit: string;
            /** @enum {string} */
            account_type: "checking" | "savings" | "payment";
            holder_name: string;
            /**
             * @description Masked.
             * @example ***.379.955-**
             */
            holder_document: string;
            /** @enum {string} */
            holder_document_type: "cpf" | "cnpj";
            /** Format: date-time */
            created_at: string;
            /**
             * @description `pending_verification`: new or changed, in its cooling-off period; withdrawals to it wait until `payouts_available_at` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_verification" | "verified";
            /**
             * Format: date-time
             * @description The first instant a payout may go to it.
             */
            payouts_available_at: string;
            /** @description The bank of the directory that `bank_code` names. */
            bank: {
                /**
                 * @description COMPE code, 3 digits.
                 * @example 341
                 */
                code: string;
                /**
                 * @description ISPB, 8 digits.
                 * @example 60701190
                 */
                ispb: string;
                /** @example Itaú Unibanco S.A. */
                name: string;
                /** @example ITAÚ UNIBANCO S.A. */
                short_name: string | null;
            } | null;
        } | {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** @constant */
            type: "pix_key";
            /** @enum {string} */
            key_type: "cpf" | "cnpj" | "email" | "phone" | "random";
            /**
             * @description Masked.
             * @example +5511*****4321
             */
            key: string;
            /** Format: date-time */
            created_at: string;
            /**
             * @description `pending_verification`: new or changed, in its cooling-off period; withdrawals to it wait until `payouts_available_at` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_verification" | "verified";
            /**
             * Format: date-time
             * @description The first instant a payout may go to it.
             */
            payouts_available_at: string;
        };
        /** @description The `data` of `dispute.*` events delivered to endpoints pinned to `2026-11-26`. */
        DisputeEventData20261126: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** Format: uuid */
            charge_id: string;
            /**
             * @description `warning_needs_response` (retrieval request, no money moved), `needs_response` (chargeback, funds withdrawn), `under_review` (evidence submitted), then `won`, `lost` or `accepted`.
             * @enum {string}
             */
            status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
            /** @description Disputed centavos: all or part of the captured amount. */
            amount: number;
            currency: string;
            /** @description The dispute fee charged (0 while no funds were withdrawn). */
            fee_amount: number;
            /** @enum {string} */
            reason: "fraudulent" | "product_not_received" | "duplicate" | "product_unacceptable" | "subscription_canceled" | "credit_not_processed" | "unrecognized" | "general";
            /** @description The card network whose reason code this is (`visa`, `mastercard`), or `pix` for MED. */
            network: string;
            /**
             * @description The network's reason code; for MED, DICT's `infractionType` (`FRAUD`).
             * @example 10.4
             */
            network_reason_code: string;
            /**
             * Format: date-time
             * @description Evidence must be submitted before this instant, or the dispute is lost.
             */
            due_by: string;
            funds_withdrawn: boolean;
            funds_reinstated: boolean;
            /** @description Who bore the disputed amount (the split rules' `liable` receivers, else the merchant). */
            liability: {
                /** Format: uuid */
                merchant_id: string;
                amount: number;
            }[];
            evidence: {
                /** @description What was sold, and how it matches what the cardholder ordered. */
                product_description?: string;
                /** @description The cardholder's name as the merchant knows it. */
                customer_name?: string;
                /** @description The e-mail the customer used. */
                customer_email?: string;
                /** @description Messages with the customer that show the purchase was made or received. */
                customer_communication?: string;
                /** @description Who delivered (Correios, a carrier). */
                shipping_carrier?: string;
                /** @description The tracking code of the delivery. */
                shipping_tracking_number?: string;
                /** @description When it was shipped. */
                shipping_date?: string;
                /** @description The refund policy shown to the customer, and how. */
                refund_policy?: string;
                /** @description The cancellation policy of a subscription, and how it was shown. */
                cancellation_policy?: string;
                /** @description Anything else. In the sandbox, `winning_evidence` wins and `losing_evidence` loses. */
                uncategorized_text?: string;
            };
            evidence_files: components["schemas"]["DisputeEvidenceFile"][];
            evidence_submitted_at: string | null;
            timeline: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                type: "opened" | "funds_withdrawn" | "evidence_updated" | "submitted" | "won" | "lost" | "accepted" | "funds_reinstated" | "devolucao_requested" | "devolucao_returned" | "devolucao_failed";
                /** @enum {string} */
                status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
                note?: string;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            closed_at: string | null;
        };
        /** @description The `data` of `webhook.*` events delivered to endpoints pinned to `2026-11-26`. */
        WebhookTestEventData20261126: {
            /** @constant */
            object: "webhook_test";
            /** Format: uuid */
            endpoint_id: string;
            message: string;
        };
        CreateApiKeyRequest: {
            name: string;
            /**
             * @description IPs or CIDR ranges (IPv4 and IPv6) allowed to use the key; empty means any address.
             * @example [
             *       "203.0.113.7",
             *       "10.0.0.0/8",
             *       "2001:db8::/32"
             *     ]
             */
            ip_whitelist?: string[];
        };
        UpdateApiKeyRequest: {
            name?: string;
            /** @enum {string} */
            status?: "active" | "inactive";
            /**
             * @description IPs or CIDR ranges (IPv4 and IPv6) allowed to use the key; empty means any address.
             * @example [
             *       "203.0.113.7",
             *       "10.0.0.0/8",
             *       "2001:db8::/32"
             *     ]
             */
            ip_whitelist?: string[];
        };
        CreateChargeRequest: {
            /**
             * @description Integer centavos, > 0. When `items` are sent, the sum of quantity × unit_price must equal it exactly.
             * @example 10990
             */
            amount: number;
            /**
             * @description `google_pay` answer 422 `payment_method_disabled`.
             * @enum {string}
             */
            payment_method: "credit_card" | "apple_pay" | "google_pay" | "pix";
            /**
             * @description ISO-4217; only `BRL` is processed (422 `currency_not_supported` otherwise).
             * @default BRL
             */
            currency?: string;
            /** @enum {string} */
            product_type?: "physical" | "digital";
            /**
             * @description false authorizes only; capture later with POST /v1/charges/{id}/capture.
             * @default true
             */
            capture?: boolean;
            /**
             * Format: uri
             * @description Apple Pay: where the secure checkout sends the buyer afterwards, with `charge_id` added; https in production. It confirms nothing: read the charge or wait for its webhook.
             */
            return_url?: string;
            customer?: components["schemas"]["ChargeCustomerInput"];
            items?: components["schemas"]["ChargeItemInput"][];
            /** @description Required for credit_card; refused for apple_pay. */
            payment_details?: {
                /** @description A card token of the same merchant, from POST /tokenize. */
                token: string;
                /** @default 1 */
                installments?: number;
                /**
                 * Format: uuid
                 * @description A successful (`Y`/`A`), unused, unexpired 3-D Secure authentication of the same card token, amount and currency (docs/api/three-ds.md).
                 */
                three_ds_authentication_id?: string;
                /**
                 * Format: uuid
                 * @description The buyer's device session from the SDK's `fraud.collect()`, for fraud analysis (docs/api/fraud.md).
                 */
                fraud_session_id?: string;
            };
            split?: components["schemas"]["ChargeSplitInput"];
            pix?: components["schemas"]["PixChargeInput"];
            /**
             * Format: uuid
             * @description The payment link this charge was paid through (set by the hosted link checkout).
             */
            payment_link_id?: string;
        };
        ChargeCustomerInput: {
            name: string;
            /** Format: email */
            email: string;
            /**
             * @description CPF or CNPJ, formatted or digits only; stored as digits.
             * @example 123.456.789-09
             */
            tax_id?: string;
            phone?: string;
            /**
             * @description Inferred from tax_id when omitted (CPF: individual, CNPJ: company).
             * @enum {string}
             */
            type?: "individual" | "company";
        };
        ChargeItemInput: {
            name: string;
            quantity: number;
            /** @description Centavos. */
            unit_price: number;
            /** @description Defaults to true for `physical` products, false otherwise. */
            tangible?: boolean;
        };
        /** @description Card charges only. The rules add up to the whole amount exactly, or the charge is refused (400 `split.rules`). */
        ChargeSplitInput: {
            rules: {
                /**
                 * Format: uuid
                 * @description The receiver: the charging merchant itself, or a split partner an admin related to it (`/v1/split-partners`).
                 */
                merchant_id: string;
                /** @description Centavos. Exactly one of amount or percentage. */
                amount?: number;
                /** @description Of the charge amount, up to two decimals. */
                percentage?: number;
                /**
                 * @description Bears refunds and chargebacks of parts already paid. A receiver that is not liable keeps what it was paid; the liable rules (or, when none is, the charging merchant) bear its part.
                 * @default true
                 */
                liable?: boolean;
                /**
                 * @description Bears the charge's processing fee, shared with the other marked rules in proportion to their parts. When no rule is marked, every rule bears it.
                 * @default true
                 */
                charge_processing_fee?: boolean;
            }[];
        };
        /** @description Pix charges only (docs/api/pix.md). */
        PixChargeInput: {
            /**
             * @description Seconds the QR code can be paid, from creation: 60 to 2592000 (30 days); 3600 (1 hour) by default.
             * @default 3600
             */
            expires_in?: number;
        };
        CaptureChargeRequest: {
            /**
             * @description Up to the authorized amount; defaults to all of it. The rest is released.
             * @example 10990
             */
            amount?: number;
        };
        RefundRequest: {
            /**
             * @description Defaults to everything not yet refunded.
             * @example 10990
             */
            amount?: number;
            reason?: string;
        };
        CancelChargeRequest: Record<string, never>;
        ReviewChargeRequest: {
            /**
             * @description approve captures the whole authorized amount; reject voids the authorization (the charge is canceled).
             * @enum {string}
             */
            decision: "approve" | "reject";
        };
        CreatePaymentLinkRequest: {
            title: string;
            description?: string | null;
            /** @description Centavos; null lets the buyer type the amount. */
            amount?: number | null;
            /** @default BRL */
            currency?: string;
            /** @enum {string} */
            product_type: "physical" | "digital";
            /** @description Methods offered on the page; each must be enabled for the currency (`google_pay` are disabled). */
            allowed_payment_methods: ("credit_card" | "apple_pay" | "google_pay" | "pix")[];
            /** @description 1–12; null means a single payment. */
            max_installments?: number | null;
            /** @description Must be in the future. */
            expires_at?: string | null;
            /** @description Successful payments the link accepts; null is unlimited. A Pix payment arriving after the last use was taken is returned to the payer (docs/api/pix.md, "Payment links"). */
            max_uses?: number | null;
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Where the buyer goes after paying, instead of the success page. */
            redirect_url?: string | null;
            primary_color?: string | null;
            summary_panel_color?: string | null;
            /** @description An external logo; an uploaded logo replaces it. */
            merchant_logo_url?: string | null;
        };
        UpdatePaymentLinkRequest: {
            title?: string;
            description?: string | null;
            /** @description Centavos; null lets the buyer type the amount. */
            amount?: number | null;
            currency?: string;
            /** @enum {string} */
            product_type?: "physical" | "digital";
            /** @description Methods offered on the page; each must be enabled for the currency (`google_pay` are disabled). */
            allowed_payment_methods?: ("credit_card" | "apple_pay" | "google_pay" | "pix")[];
            /** @description 1–12; null means a single payment. */
            max_installments?: number | null;
            /** @description Must be in the future. */
            expires_at?: string | null;
            /** @description Successful payments the link accepts; null is unlimited. A Pix payment arriving after the last use was taken is returned to the payer (docs/api/pix.md, "Payment links"). */
            max_uses?: number | null;
            /** @enum {string} */
            status?: "active" | "inactive";
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Where the buyer goes after paying, instead of the success page. */
            redirect_url?: string | null;
            primary_color?: string | null;
            summary_panel_color?: string | null;
            /** @description An external logo; an uploaded logo replaces it. */
            merchant_logo_url?: string | null;
        };
        UploadImageRequest: {
            /** @description The image as base64 or a data URL; PNG, JPEG or WebP, recognised by its bytes. */
            file: string;
        };
        PayLinkRequest: {
            /** @enum {string} */
            payment_method: "credit_card" | "apple_pay" | "pix";
            /** @description credit_card: the `ctok_…` token made by tokenizing on this page, in this checkout session; it pays once, within minutes. */
            token?: string;
            /** @description credit_card: the page's checkout session, the one the token was made in. */
            checkout_session?: string;
            /**
             * Format: uuid
             * @description credit_card: the page's successful 3-D Secure authentication of this card token and amount (POST /pay/{id}/3ds); used once.
             */
            three_ds_authentication_id?: string;
            /** @default 1 */
            installments?: number;
            /** @description Centavos; only for a link without an amount. */
            amount?: number;
            customer: components["schemas"]["ChargeCustomerInput"];
        };
        PayLinkAuthenticationRequest: {
            /** @description The `ctok_…` token made on this page, not yet used. */
            token: string;
            /** @description The page's checkout session. */
            checkout_session: string;
            /** @description Centavos; only for a link without an amount (the same the payment will send). */
            amount?: number;
            browser: components["schemas"]["ThreeDsBrowser"];
        };
        ThreeDsBrowser: {
            /** @example text/html,application/json */
            accept_header: string;
            language: string;
            color_depth: number;
            screen_height: number;
            screen_width: number;
            /** @description Minutes, as `Date.prototype.getTimezoneOffset()` answers (UTC−3 is 180). */
            time_zone_offset: number;
            user_agent: string;
            java_enabled: boolean;
            javascript_enabled: boolean;
        };
        PayLinkAuthenticationReference: {
            /** @description The `ctok_…` token made on this page, not yet used. */
            token: string;
            /** @description The page's checkout session. */
            checkout_session: string;
        };
        CreateWebhookEndpointRequest: {
            /**
             * @description Where events are POSTed. `https` in production; private, loopback and link-local addresses are refused.
             * @example https://example.com/webhooks/payments
             */
            url: string;
            /**
             * @description Event names to receive, or `["*"]` for every event.
             * @default [
             *       "*"
             *     ]
             * @example [
             *       "charge.captured",
             *       "charge.refunded"
             *     ]
             */
            events?: ("*" | "charge.created" | "charge.authorized" | "charge.captured" | "charge.failed" | "charge.partially_refunded" | "charge.refunded" | "charge.canceled" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed" | "withdrawal.canceled" | "withdrawal.approved" | "withdrawal.rejected" | "anticipation.created" | "anticipation.processing" | "anticipation.completed" | "anticipation.canceled" | "anticipation.rejected" | "recipient.updated" | "charge.dispute.created" | "charge.dispute.updated" | "charge.dispute.closed" | "charge.dispute.funds_withdrawn" | "charge.dispute.funds_reinstated")[];
            description?: string | null;
            /** @default true */
            active?: boolean;
            /**
             * @description The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.
             * @example 2026-11-26
             * @enum {string}
             */
            api_version?: "2026-11-26";
        };
        UpdateWebhookEndpointRequest: {
            /**
             * @description Where events are POSTed. `https` in production; private, loopback and link-local addresses are refused.
             * @example https://example.com/webhooks/payments
             */
            url?: string;
            /**
             * @description Event names to receive, or `["*"]` for every event.
             * @example [
             *       "charge.captured",
             *       "charge.refunded"
             *     ]
             */
            events?: ("*" | "charge.created" | "charge.authorized" | "charge.captured" | "charge.failed" | "charge.partially_refunded" | "charge.refunded" | "charge.canceled" | "withdrawal.created" | "withdrawal.processing" | "withdrawal.completed" | "withdrawal.failed" | "withdrawal.canceled" | "withdrawal.approved" | "withdrawal.rejected" | "anticipation.created" | "anticipation.processing" | "anticipation.completed" | "anticipation.canceled" | "anticipation.rejected" | "recipient.updated" | "charge.dispute.created" | "charge.dispute.updated" | "charge.dispute.closed" | "charge.dispute.funds_withdrawn" | "charge.dispute.funds_reinstated")[];
            description?: string | null;
            /** @description `false` stops new deliveries; pending ones wait until it is `true` again. */
            active?: boolean;
            /**
             * @description The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.
             * @example 2026-11-26
             * @enum {string}
             */
            api_version?: "2026-11-26";
        };
        RunSettlementRequest: {
            /**
             * Format: date
             * @description Settle what is due on or before this date (default: today, UTC).
             */
            as_of?: string;
        };
        UpdatePricingRequest: {
            /** @description Basis points. */
            mdr_1x_bp?: number;
            /** @description Basis points. */
            mdr_2_6_bp?: number;
            /** @description Basis points. */
            mdr_7_12_bp?: number;
            /** @description Basis points. */
            anticipation_monthly_bp?: number;
            /** @description Centavos. */
            withdrawal_fee_pix?: number;
            /** @description Centavos. */
            withdrawal_fee_ted?: number;
            /** @description Basis points. */
            pix_mdr_bp?: number;
            /** @description Centavos; at most pix_fee_max. */
            pix_fee_min?: number;
            /** @description Centavos. */
            pix_fee_max?: number;
            /** @description 0 or 1. */
            pix_settlement_days?: number;
            /** @description Centavos. */
            dispute_fee?: number;
        };
        UpdateReserveSettingsRequest: {
            /** @description Centavos a refund may leave the merchant's `main` wallet below zero (0 = a refund must be covered by the charge's unsettled receivables plus `main`). At most 1 000 000 000 (R$ 10.000.000,00). */
            refund_allowance?: number;
            /** @description Share of each credit to `main` (settlements, anticipations) held in `reserve`, basis points of a percent (1000 = 10 %); 0 = no rolling reserve. */
            rolling_reserve_bp?: number;
            /** @description Days each hold of the rolling reserve stays in `reserve` before it returns to `main`. */
            rolling_reserve_days?: number;
        };
        AnticipationRequest: {
            /**
             * @description `spot` for a request; `automatic` anticipations are made by the daily job from the merchant's settings (a request with it is 422 `invalid_anticipation_type`; a simulation accepts it).
             * @enum {string}
             */
            anticipation_type: "spot" | "automatic";
            /** @description Exactly these receivables; every one must be eligible, or nothing is taken (422). */
            receivable_ids?: string[];
            /**
             * Format: date
             * @description Eligible receivables settling on or after (YYYY-MM-DD).
             */
            settlement_date_from?: string;
            /**
             * Format: date
             * @description Eligible receivables settling on or before (YYYY-MM-DD).
             */
            settlement_date_to?: string;
            /** @description Centavos of receivables' net amount to take at most: earliest-settling first, whole receivables only, skipping any that would pass it. */
            amount?: number;
            /** @default BRL */
            currency?: string;
            /**
             * Format: uuid
             * @description Admins: the merchant to anticipate for.
             */
            merchant_id?: string;
            metadata?: {
                [key: string]: unknown;
            };
        };
        AnticipationDecision: {
            /** @description Shown to the merchant. */
            reason?: string;
        };
        UpdateAnticipationSettingsRequest: {
            /** @description Admins only. */
            auto_approve_max_share_bp?: number;
            /** @description Admins only. */
            auto_approve_min_amount?: number;
            /** @description Admins only. */
            auto_approve_max_amount?: number;
            /** @description Admins only. */
            auto_approve_daily_max_amount?: number;
            automatic_enabled?: boolean;
            /** @description Basis points, at least 1. */
            automatic_share_bp?: number;
            automatic_delay_days?: number;
        };
        /** @description The card under `card`. The five card fields may also be sent at the top level; error `param`s are always `card.<field>`. */
        TokenizeRequest: {
            card: components["schemas"]["CardInput"];
        };
        CardInput: {
            /**
             * @description 13 to 19 digits; spaces and dashes are allowed and stripped. Must pass the Luhn check and match a known brand.
             * @example 4111 1111 1111 1111
             */
            number: string;
            /**
             * @description Name as printed on the card.
             * @example MARIA DA SILVA
             */
            holderName: string;
            /**
             * @description `01` to `12` (`1`–`9` are accepted and padded).
             * @example 12
             */
            expirationMonth: string;
            /**
             * @description 4 digits; the expiry (end of that month) must not be in the past.
             * @example 2030
             */
            expirationYear: string;
            /**
             * @description 3 or 4 digits (4 for amex, 3 for the others). Checked, then forgotten: never stored nor logged.
             * @example 123
             */
            cvv: string;
        };
        BankAccountRecipientRequest: {
            /**
             * @description COMPE code of a bank in the directory (`GET /v1/banks`).
             * @example 341
             */
            bank_code: string;
            /** @example 0001 */
            branch: string;
            /** @description Only for banks whose branches have one. */
            branch_check_digit?: string | null;
            /** @example 123456 */
            account_number: string;
            /** @example 7 */
            account_check_digit: string;
            /** @enum {string} */
            account_type: "checking" | "savings" | "payment";
            /** @example Maria da Silva */
            holder_name: string;
            /**
             * @description The holder's CPF or CNPJ, digits only or punctuated; the alphanumeric CNPJ (from July 2026) is accepted.
             * @example 295.379.955-93
             */
            holder_document: string;
        };
        PixKeyRecipientRequest: {
            /** @enum {string} */
            key_type: "cpf" | "cnpj" | "email" | "phone" | "random";
            /**
             * @description `cpf`/`cnpj`: check digits verified; `email`: at most 77 characters; `phone`: `+55`, area code and the mobile number; `random`: a UUID.
             * @example +5511987654321
             */
            key: string;
        };
        CreateSplitPartnerRequest: {
            /**
             * Format: uuid
             * @description The charging merchant: it may name `partner_id` in its split rules.
             */
            merchant_id: string;
            /**
             * Format: uuid
             * @description The merchant that may receive parts of `merchant_id`'s charges.
             */
            partner_id: string;
        };
        CreateWithdrawalRequest: {
            /**
             * @description Centavos that reach the recipient; the fee is charged on top.
             * @example 15000
             */
            amount: number;
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            description?: string;
        };
        WithdrawalDecision: {
            /** @description Shown to the merchant. */
            reason?: string;
        };
        UpdateWithdrawalSettingsRequest: {
            /**
             * @description Most a merchant's withdrawals may take out without an admin in any 24 hours, centavos; 0 sends every withdrawal to review.
             * @example 5000000
             */
            daily_max_amount: number;
        };
        AdvanceTestClockRequest: {
            /**
             * Format: date-time
             * @description The instant to move the clock to, ISO-8601 with a zone (`2027-01-15T12:00:00Z`). Later than the clock's `current_time`: a clock never goes back.
             * @example 2027-01-15T12:00:00Z
             */
            frozen_time: string;
        };
        OpenDisputeRequest: {
            /** Format: uuid */
            charge_id: string;
            /** @enum {string} */
            reason: "fraudulent" | "product_not_received" | "duplicate" | "product_unacceptable" | "subscription_canceled" | "credit_not_processed" | "unrecognized" | "general";
            /** @description Centavos; defaults to what is left of the captured amount after refunds. */
            amount?: number;
            /**
             * @description `inquiry` opens a retrieval request (`warning_needs_response`), moving no money. A Pix charge gets a MED infraction report instead (reason `fraudulent`, `chargeback` only).
             * @default chargeback
             * @enum {string}
             */
            kind?: "chargeback" | "inquiry";
        };
        DisputeEvidenceRequest: {
            /** @description What was sold, and how it matches what the cardholder ordered. */
            product_description?: string;
            /** @description The cardholder's name as the merchant knows it. */
            customer_name?: string;
            /** @description The e-mail the customer used. */
            customer_email?: string;
            /** @description Messages with the customer that show the purchase was made or received. */
            customer_communication?: string;
            /** @description Who delivered (Correios, a carrier). */
            shipping_carrier?: string;
            /** @description The tracking code of the delivery. */
            shipping_tracking_number?: string;
            /** @description When it was shipped. */
            shipping_date?: string;
            /** @description The refund policy shown to the customer, and how. */
            refund_policy?: string;
            /** @description The cancellation policy of a subscription, and how it was shown. */
            cancellation_policy?: string;
            /** @description Anything else. In the sandbox, `winning_evidence` wins and `losing_evidence` loses. */
            uncategorized_text?: string;
            files?: {
                filename: string;
                /** @description The file as base64 or a data URL: PDF, PNG or JPEG, decided by its bytes, not its name. */
                file: string;
            }[];
        };
        CloseDisputeRequest: {
            /** @enum {string} */
            outcome: "won" | "lost";
        };
        CreateThreeDsAuthenticationRequest: {
            /** @description A card token of the same merchant, from POST /tokenize. */
            token: string;
            /**
             * @description Centavos: the amount of the charge that will use this authentication.
             * @example 10990
             */
            amount: number;
            /** @default BRL */
            currency?: string;
            browser: components["schemas"]["ThreeDsBrowser"];
        };
        CreateFraudSessionRequest: {
            /** @description A random id the SDK keeps in the browser's storage. */
            device_id: string;
            user_agent?: string;
            language?: string;
            screen?: string;
            /** @example America/Sao_Paulo */
            time_zone?: string;
            time_zone_offset?: number;
        };
        UpdateFraudSettingsRequest: {
            /** @description From this score up a card charge is held for review. */
            review_score?: number;
            /** @description From this score up a card charge fails with `fraud_suspected`. */
            deny_score?: number;
            velocity_window_minutes?: number;
            /** @description Charges of one card in the window before the rule trips. */
            card_velocity_limit?: number;
            device_velocity_limit?: number;
            ip_velocity_limit?: number;
            email_velocity_limit?: number;
        };
        UpdateUser: {
            /**
             * @description `disabled`: the user cannot sign in and its sessions end at their next request.
             * @enum {string}
             */
            status: "active" | "disabled";
        };
        CreateMerchantRequest: {
            name: string;
            /**
             * Format: email
             * @description The merchant's contact and its first dashboard user's e-mail.
             */
            email: string;
            /** @description CPF or CNPJ, with or without punctuation; stored without it. Check digits are verified. */
            document?: string;
            /** @description The first user's password; when left out one is generated and answered once. */
            password?: string;
        };
        UpdateMerchantRequest: {
            name?: string;
            document?: string | null;
            /**
             * @description `inactive` suspends the merchant (keys 401, sessions end); `active` reactivates it.
             * @enum {string}
             */
            status?: "active" | "inactive";
        };
        UpdateSecuritySettingsRequest: {
            require_two_factor: boolean;
        };
        Error: {
            error: {
                /** @enum {string} */
                type: "validation_error" | "authentication_error" | "permission_error" | "not_found" | "idempotency_error" | "invalid_request_error" | "acquirer_error" | "rate_limited" | "api_error";
                code: string;
                message: string;
                /** @description The first bad field, e.g. `amount` or `customer.email`. */
                param?: string;
                details?: {
                    param: string;
                    message: string;
                }[];
                /** @description On a 500 only: the request's id (as `X-Request-Id`), for support. */
                request_id?: string;
            };
        };
        CreatedApiKey: {
            /** Format: uuid */
            id: string;
            /** @description Null for a platform (admin) key. */
            merchant_id: string | null;
            name: string;
            /** @example pk_3hV… */
            public_key: string;
            secret_key_last_four: string;
            /** @enum {string} */
            status: "active" | "inactive";
            ip_whitelist: string[];
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Shown only in this answer; store it now. */
            secret_key: string;
        };
        ApiKey: {
            /** Format: uuid */
            id: string;
            /** @description Null for a platform (admin) key. */
            merchant_id: string | null;
            name: string;
            /** @example pk_3hV… */
            public_key: string;
            secret_key_last_four: string;
            /** @enum {string} */
            status: "active" | "inactive";
            ip_whitelist: string[];
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Pagination: {
            /** @description The page answered; 1 when paging by cursor. */
            page: number;
            limit: number;
            /** @description Rows matching the filter. When `total_is_estimate` is true, a lower bound: at least this many. */
            total: number;
            total_pages: number;
            /** @description True when counting stopped at a cap (1,000 for the charges list) and `total` is that cap: there are at least that many. Absent or false: `total` is exact. */
            total_is_estimate?: boolean;
            /** @description Lists with cursors: whether more rows follow in the direction of travel (older after `starting_after`, newer before `ending_before`). */
            has_more?: boolean;
        };
        DeletedApiKey: {
            /** Format: uuid */
            id: string;
            /** @description Null for a platform (admin) key. */
            merchant_id: string | null;
            name: string;
            /** @example pk_3hV… */
            public_key: string;
            secret_key_last_four: string;
            /** @enum {string} */
            status: "active" | "inactive";
            ip_whitelist: string[];
            last_used_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /**
             * @description Always `true`: the key no longer exists.
             * @constant
             */
            deleted: true;
        };
        Charge: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description pending (Apple Pay or Pix awaiting the buyer; a Pix charge goes to captured when paid, canceled when it expires) → processing → authorized | failed; authorized → captured | canceled; captured → partially_refunded → refunded.
             * @enum {string}
             */
            status: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
            /** @description Asked for and authorized, in centavos. */
            amount: number;
            captured_amount: number;
            refunded_amount: number;
            /** @description captured_amount − refunded_amount − refunds asked of the acquirer and not yet answered. */
            refundable_amount: number;
            currency: string;
            /** @enum {string} */
            payment_method: "credit_card" | "apple_pay" | "google_pay" | "pix";
            product_type: ("physical" | "digital") | null;
            installments: number;
            /** @description The create request's capture flag. */
            capture: boolean;
            customer: {
                name: string | null;
                email: string | null;
                tax_id: string | null;
                phone: string | null;
                type: ("individual" | "company") | null;
            } | null;
            items: {
                name: string;
                quantity: number;
                unit_price: number;
                tangible: boolean;
            }[];
            split: {
                rules: {
                    /** Format: uuid */
                    merchant_id: string;
                    amount?: number;
                    percentage?: number;
                    liable: boolean;
                    charge_processing_fee: boolean;
                }[];
            } | null;
            /** @description The card charged (for Apple Pay, the wallet's card as the acquirer reports it). Never the full number. */
            card: {
                brand: string;
                first_six: string | null;
                last_four: string;
                holder_name: string | null;
            } | null;
            payment_link_id: string | null;
            return_url: string | null;
            /** @description Apple Pay while pending: the hosted secure checkout. Open it in the top browser context, never in an iframe. */
            checkout_url: string | null;
            pix: components["schemas"]["ChargePix"];
            authorization_code: string | null;
            /** @example card_declined */
            failure_code: string | null;
            /** @description Fit to show the buyer. */
            failure_message: string | null;
            /** @description The 3-D Secure authentication the charge used (docs/api/three-ds.md). */
            three_ds: {
                /** Format: uuid */
                authentication_id: string;
                trans_status: string | null;
                eci: string | null;
                liability_shift: boolean;
            } | null;
            /** @description Fraud analysis of a card charge (docs/api/fraud.md). */
            fraud: {
                /** @description 0–100. */
                score: number;
                /** @enum {string} */
                decision: "approve" | "review" | "deny";
                reasons: {
                    code: string;
                    points: number;
                    detail: string;
                }[];
                review_status: ("pending" | "approved" | "rejected") | null;
            } | null;
            refunds: components["schemas"]["Refund"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            authorized_at: string | null;
            captured_at: string | null;
            failed_at: string | null;
            canceled_at: string | null;
        };
        /** @description Pix charges only (docs/api/pix.md). */
        ChargePix: {
            /** @description The charge's id at the Pix PSP (26–35 letters and digits). */
            txid: string;
            /** @description The BR Code (Pix copia e cola) while the charge can be paid: a dynamic code whose location holds the amount; null once paid, canceled or expired. */
            qr_code: string | null;
            /** @description The same code as an SVG data URL, for an <img>; null when qr_code is. */
            qr_code_image: string | null;
            /**
             * Format: date-time
             * @description When the PSP stops accepting the code.
             */
            expires_at: string;
            /** @description The Pix that paid the charge (E + 32 characters), once captured. */
            end_to_end_id: string | null;
        } | null;
        Refund: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            charge_id: string;
            amount: number;
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        ChargeSummary: {
            total_count: number;
            total_amount: number;
            by_status: {
                /** @enum {string} */
                status: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
                count: number;
                amount: number;
            }[];
            /** @description Approved (ever authorized) ÷ (approved + failed), 0–1 with 4 decimals; null when neither exists. */
            approval_rate: number | null;
            captured_volume: number;
            refunded_volume: number;
            /** @description captured_volume − refunded_volume. */
            net_volume: number;
            captured_count: number;
            /** @description captured_volume ÷ captured_count, rounded half-up; 0 when none. */
            average_ticket: number;
        };
        RevenueChart: {
            currency: string;
            months: {
                /** @example 2026-11 */
                month: string;
                /** @description Captured in the month (by capture date). */
                captured: number;
                /** @description Refunded in the month (by refund date). */
                refunded: number;
                /** @description captured − refunded; may be negative. */
                revenue: number;
                /** @description Charges captured in the month. */
                charges: number;
            }[];
        };
        ChargePaymentMethods: {
            currency: string;
            payment_methods: {
                /** @enum {string} */
                payment_method: "credit_card" | "apple_pay" | "google_pay" | "pix";
                enabled: boolean;
                max_installments: number | null;
                /** @description Why a method is disabled. */
                reason: string | null;
            }[];
        };
        PaymentLink: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** @description The hosted checkout, /pay/{id}, on the service's public base URL. */
            url: string;
            title: string;
            description: string | null;
            amount: number | null;
            currency: string;
            /** @enum {string} */
            product_type: "physical" | "digital";
            allowed_payment_methods: ("credit_card" | "apple_pay" | "google_pay" | "pix")[];
            max_installments: number | null;
            expires_at: string | null;
            max_uses: number | null;
            /** @description Uses taken from `max_uses`: payments made, plus Apple Pay checkouts still in progress (given back if they fail or expire). A declined payment does not count, nor a Pix code shown and not paid (a Pix takes its use when it is paid; docs/api/pix.md). For a count of payments, read `payments`. */
            uses: number;
            /** @enum {string} */
            status: "active" | "inactive";
            /**
             * @description Whether the page takes payments now, and why not.
             * @enum {string}
             */
            availability: "available" | "inactive" | "expired" | "used_up";
            metadata: {
                [key: string]: unknown;
            };
            redirect_url: string | null;
            primary_color: string | null;
            summary_panel_color: string | null;
            /** @description The uploaded logo's URL, else the external one given. */
            merchant_logo_url: string | null;
            cover_image_url: string | null;
            logo: components["schemas"]["PaymentLinkImage"] | null;
            cover: components["schemas"]["PaymentLinkImage"] | null;
            /** @description GET and list: captured amount of the link's charges, net of refunds (centavos). */
            revenue?: number;
            /** @description GET and list: the link's charges that were paid (captured; refunded later still counts). Unlike `uses`, an Apple Pay checkout in progress or abandoned does not count. */
            payments?: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PaymentLinkImage: {
            url: string;
            width: number;
            height: number;
            content_type: string;
            bytes: number;
        };
        PayLinkResult: {
            charge_id: string | null;
            /** @description The charge's status: `captured`/`authorized` paid, `failed` declined, `pending` for Apple Pay and Pix. */
            status: string;
            paid: boolean;
            failure_code: string | null;
            /** @description Plain words fit to show the buyer. */
            failure_message: string | null;
            /** @description Where the page sends the buyer: the success page, the link's redirect_url, or the Apple Pay secure checkout. */
            next_url: string | null;
            /** @description Pix only: the code to pay, shown on the page. */
            pix: components["schemas"]["PayLinkPixCode"] | null;
        };
        PayLinkPixCode: {
            txid: string;
            /** @description The BR Code (copy and paste). */
            qr_code: string;
            /** @description The QR code as an SVG data URL. */
            qr_code_image: string;
            /** Format: date-time */
            expires_at: string;
            /** @description Centavos. */
            amount: number;
            /** @description GET it (short polling) to learn when the code is paid or expired. */
            status_url: string;
        };
        PayLinkPixStatus: {
            /** Format: uuid */
            charge_id: string;
            /**
             * @description `pending` payable; `paid` (the receipt follows); `expired` the code ran out, unpaid (ask for a new one); `used_up` paid after the link's last use was taken by another payment, returned to the payer; `canceled` otherwise.
             * @enum {string}
             */
            state: "pending" | "paid" | "expired" | "used_up" | "canceled";
            /** Format: date-time */
            expires_at: string;
            /** @description Paid, on a link with a redirect_url: where to send the buyer (with `charge_id`). */
            next_url: string | null;
            receipt: {
                amount: number;
                reference: string;
                /** Format: date-time */
                paid_at: string;
                end_to_end_id: string | null;
            } | null;
        };
        PayLinkAuthentication: {
            /** Format: uuid */
            authentication_id: string;
            /**
             * @description Y/A: pay with it; C: show `challenge_path` in the page's modal; N/R: not authenticated; U: unavailable.
             * @enum {string}
             */
            trans_status: "Y" | "A" | "C" | "N" | "R" | "U";
            status_reason: string | null;
            /** @description With C: the challenge page, on this origin (the page frames it: `frame-src 'self'`). */
            challenge_path: string | null;
            /** Format: date-time */
            expires_at: string;
        };
        WebhookEndpointWithSecret: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            url: string;
            description: string | null;
            events: string[];
            active: boolean;
            /**
             * @description The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.
             * @example 2026-11-26
             * @enum {string}
             */
            api_version: "2026-11-26";
            /**
             * @description `whsec_…` and the secret's last four characters, to tell secrets apart.
             * @example whsec_…k3Q=
             */
            secret_hint: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The signing secret (`whsec_…`), in this answer only: store it now. Verify deliveries with it (Standard Webhooks). */
            secret: string;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            url: string;
            description: string | null;
            events: string[];
            active: boolean;
            /**
             * @description The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.
             * @example 2026-11-26
             * @enum {string}
             */
            api_version: "2026-11-26";
            /**
             * @description `whsec_…` and the secret's last four characters, to tell secrets apart.
             * @example whsec_…k3Q=
             */
            secret_hint: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        DeletedWebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            url: string;
            description: string | null;
            events: string[];
            active: boolean;
            /**
             * @description The API version the payloads sent to this endpoint are shaped in (docs/api/versioning.md). A new endpoint is pinned to the current version; deliveries already made keep the version they were made in.
             * @example 2026-11-26
             * @enum {string}
             */
            api_version: "2026-11-26";
            /**
             * @description `whsec_…` and the secret's last four characters, to tell secrets apart.
             * @example whsec_…k3Q=
             */
            secret_hint: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @constant */
            deleted: true;
        };
        WebhookDeliveryLogDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            /** @description The endpoint's current URL. */
            endpoint_url: string;
            /**
             * Format: uuid
             * @description The payload's `id`: receivers de-duplicate on it.
             */
            event_id: string;
            event_name: string;
            /**
             * @description `pending` (no attempt yet), `success` (a 2xx within the timeout), `failed` (the last attempt failed; `next_retry_at` says when the next is due), `exhausted` (no further automatic attempts).
             * @enum {string}
             */
            status: "pending" | "success" | "failed" | "exhausted";
            /** @description Attempts made so far, automatic and manual. */
            attempt: number;
            /** @description Automatic attempts before `exhausted` (10; 1 for test events). */
            max_attempts: number;
            response_status_code: number | null;
            /** @description Why the attempt failed, in English; null on success. */
            error_message: string | null;
            /** @description Why the attempt failed, as a code: `http_status` (a non-2xx answer), `timeout`, `invalid_url`, `https_required`, `address_refused` (the host resolves to a private address), `dns_failure`, `connection_refused`, `tls_error`, `network_error`, `endpoint_deleted`. Null on success, and on attempts made before codes were recorded whose message names no known cause. */
            error_code: ("http_status" | "timeout" | "invalid_url" | "https_required" | "address_refused" | "dns_failure" | "connection_refused" | "tls_error" | "network_error" | "endpoint_deleted") | null;
            /**
             * @description The code's parameters: `status` (HTTP status) of `http_status`, `ms` of `timeout`, `detail` (the system's error code, such as `ECONNRESET`) of the network failures.
             * @example {
             *       "status": 500
             *     }
             */
            error_params: {
                [key: string]: string | number;
            } | null;
            duration_ms: number | null;
            /** @description The first 2048 characters of the last answer. */
            response_body: string | null;
            next_retry_at: string | null;
            last_attempt_at: string | null;
            delivered_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The last request sent (headers are those of the last attempt). */
            request: {
                url: string | null;
                headers: {
                    [key: string]: string;
                } | null;
                /** @description The exact JSON body sent (the same for every attempt). */
                body: string;
            };
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookDeliveryAttempt"][];
        };
        WebhookDeliveryAttempt: {
            attempt: number;
            /** @enum {string} */
            trigger: "automatic" | "manual" | "test";
            succeeded: boolean;
            /** Format: date-time */
            attempted_at: string;
            duration_ms: number;
            request_url: string;
            request_headers: {
                [key: string]: string;
            };
            response_status_code: number | null;
            response_body: string | null;
            /** @description Why the attempt failed, in English; null on success. */
            error_message: string | null;
            /** @description Why the attempt failed, as a code: `http_status` (a non-2xx answer), `timeout`, `invalid_url`, `https_required`, `address_refused` (the host resolves to a private address), `dns_failure`, `connection_refused`, `tls_error`, `network_error`, `endpoint_deleted`. Null on success, and on attempts made before codes were recorded whose message names no known cause. */
            error_code: ("http_status" | "timeout" | "invalid_url" | "https_required" | "address_refused" | "dns_failure" | "connection_refused" | "tls_error" | "network_error" | "endpoint_deleted") | null;
            /**
             * @description The code's parameters: `status` (HTTP status) of `http_status`, `ms` of `timeout`, `detail` (the system's error code, such as `ECONNRESET`) of the network failures.
             * @example {
             *       "status": 500
             *     }
             */
            error_params: {
                [key: string]: string | number;
            } | null;
            /**
             * @description `pending` (no attempt yet), `success` (a 2xx within the timeout), `failed` (the last attempt failed; `next_retry_at` says when the next is due), `exhausted` (no further automatic attempts).
             * @enum {string}
             */
            status_after: "pending" | "success" | "failed" | "exhausted";
            next_retry_at: string | null;
        };
        WebhookDeliveryLog: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            /** @description The endpoint's current URL. */
            endpoint_url: string;
            /**
             * Format: uuid
             * @description The payload's `id`: receivers de-duplicate on it.
             */
            event_id: string;
            event_name: string;
            /**
             * @description `pending` (no attempt yet), `success` (a 2xx within the timeout), `failed` (the last attempt failed; `next_retry_at` says when the next is due), `exhausted` (no further automatic attempts).
             * @enum {string}
             */
            status: "pending" | "success" | "failed" | "exhausted";
            /** @description Attempts made so far, automatic and manual. */
            attempt: number;
            /** @description Automatic attempts before `exhausted` (10; 1 for test events). */
            max_attempts: number;
            response_status_code: number | null;
            /** @description Why the attempt failed, in English; null on success. */
            error_message: string | null;
            /** @description Why the attempt failed, as a code: `http_status` (a non-2xx answer), `timeout`, `invalid_url`, `https_required`, `address_refused` (the host resolves to a private address), `dns_failure`, `connection_refused`, `tls_error`, `network_error`, `endpoint_deleted`. Null on success, and on attempts made before codes were recorded whose message names no known cause. */
            error_code: ("http_status" | "timeout" | "invalid_url" | "https_required" | "address_refused" | "dns_failure" | "connection_refused" | "tls_error" | "network_error" | "endpoint_deleted") | null;
            /**
             * @description The code's parameters: `status` (HTTP status) of `http_status`, `ms` of `timeout`, `detail` (the system's error code, such as `ECONNRESET`) of the network failures.
             * @example {
             *       "status": 500
             *     }
             */
            error_params: {
                [key: string]: string | number;
            } | null;
            duration_ms: number | null;
            /** @description The first 2048 characters of the last answer. */
            response_body: string | null;
            next_retry_at: string | null;
            last_attempt_at: string | null;
            delivered_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Wallet: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            owner_type: "merchant" | "platform";
            /** @description The merchant; null for the platform's wallet. */
            owner_id: string | null;
            /** @enum {string} */
            wallet_type: "main" | "reserve";
            currency_code: string;
            /** @description Sum of the wallet's ledger entries, in centavos. Can be negative after a refund of money already paid out. */
            balance: number;
            /** @description Funds of the same owner and currency held in its `reserve` wallet (pending withdrawals, holds). */
            held_amount: number;
            /** @description Net of the owner's receivables not yet settled (`pending`, `reserved`) in this currency; `main` wallets only. */
            pending_receivables: number;
            is_active: boolean;
            last_movement_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        WalletDetail: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            owner_type: "merchant" | "platform";
            /** @description The merchant; null for the platform's wallet. */
            owner_id: string | null;
            /** @enum {string} */
            wallet_type: "main" | "reserve";
            currency_code: string;
            /** @description Sum of the wallet's ledger entries, in centavos. Can be negative after a refund of money already paid out. */
            balance: number;
            /** @description Funds of the same owner and currency held in its `reserve` wallet (pending withdrawals, holds). */
            held_amount: number;
            /** @description Net of the owner's receivables not yet settled (`pending`, `reserved`) in this currency; `main` wallets only. */
            pending_receivables: number;
            is_active: boolean;
            last_movement_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description The latest entry posted to the wallet. */
            last_movement: components["schemas"]["WalletEntry"] | null;
        };
        WalletEntry: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            wallet_id: string;
            /** Format: uuid */
            transaction_id: string;
            type: string;
            /** @enum {string} */
            direction: "credit" | "debit";
            /** @description Signed centavos: positive credits the wallet, negative debits it. */
            amount: number;
            /** @description The wallet's balance right after this entry was posted. */
            balance_after: number;
            description: string | null;
            reference_type: string | null;
            reference_id: string | null;
            details: components["schemas"]["WalletEntryDetails"];
            /**
             * Format: date-time
             * @description The effective time: when the movement counts in balances and statements. A sandbox merchant's test clock (or an operator's `--as-of` run) sets it to the clock's time.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the entry was really written. Equals `created_at` except for work run ahead of time by a test clock or `--as-of`.
             */
            posted_at: string;
        };
        WalletEntryDetails: {
            /** @description The charge of a settlement, fee or refund. */
            charge_id: string | null;
            installment_number: number | null;
            installments_total: number | null;
            withdrawal_method: ("pix" | "ted") | null;
            /** @description Receivables paid out by an anticipation. */
            receivable_count: number | null;
        };
        WalletStatement: {
            /** Format: uuid */
            wallet_id: string;
            currency_code: string;
            /**
             * @description The IANA time zone whose days the period counts: the merchant's, America/Sao_Paulo.
             * @example America/Sao_Paulo
             */
            time_zone: string;
            /**
             * Format: date-time
             * @description The instant the period starts (local midnight, in UTC).
             */
            start_date: string;
            /**
             * Format: date-time
             * @description Exclusive end of the period: the local midnight after its last day, in UTC.
             */
            end_date: string;
            /** @description Sum of the entries before the period. */
            opening_balance: number;
            /** @description opening_balance + the period's entries. */
            closing_balance: number;
            /** @description The period's entries, oldest first (at most 5 000; see `truncated`). */
            entries: components["schemas"]["WalletEntry"][];
            /** @description The charges the entries name (`details.charge_id`), described: who paid and for what. Another merchant's charge is left out. */
            charges: components["schemas"]["ChargeContext"][];
            truncated: boolean;
            summary: {
                entry_count: number;
                total_credits: number;
                /** @description A positive number. */
                total_debits: number;
                net_change: number;
                by_type: {
                    type: string;
                    count: number;
                    credits: number;
                    debits: number;
                    net: number;
                }[];
            };
        };
        ChargeContext: {
            /** Format: uuid */
            id: string;
            customer_name: string | null;
            customer_email: string | null;
            payment_link_id: string | null;
            /** @description The payment link the buyer paid through. */
            payment_link_title: string | null;
            /** @description The name of the charge's first item, if it has items. */
            first_item: string | null;
        };
        Receivable: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            charge_id: string;
            /** @enum {string} */
            owner_type: "merchant" | "platform";
            /** Format: uuid */
            owner_id: string;
            /**
             * Format: uuid
             * @description The merchant that receives the money (the owner).
             */
            merchant_id: string;
            /**
             * Format: uuid
             * @description The merchant whose charge made this receivable; differs from `merchant_id` for split rules.
             */
            source_merchant_id: string;
            /** @description Index of the charge's split rule; null without split. */
            split_rule_index: number | null;
            installment_number: number;
            installments: number;
            currency: string;
            /** @enum {string} */
            payment_method: "credit_card" | "apple_pay" | "google_pay" | "pix";
            /**
             * @description `pending` until its settlement date; `settled` once paid into the owner's main wallet; `canceled` when refunded before settlement; `reserved` / `anticipated` by anticipations; `suspended` held by the platform.
             * @enum {string}
             */
            status: "pending" | "reserved" | "anticipated" | "settled" | "canceled" | "suspended";
            /** @description Gross, as captured (centavos). */
            amount: number;
            /** @description Part of `amount` taken back by refunds. */
            refunded_amount: number;
            /** @description MDR: half-up to the centavo, in proportion to what is left after refunds until settled; kept by the platform once settled. */
            fee_amount: number;
            /** @description What settles (or settled) into the owner's wallet: amount − refunded_amount − fee_amount until settled. */
            net_amount: number;
            /** Format: date */
            settlement_date: string;
            settled_at: string | null;
            canceled_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description In lists: who paid and for what, to recognise the charge without its id. Null for a split part of another merchant's charge. */
            charge?: components["schemas"]["ChargeContext"] | null;
        };
        ReceivablesSummary: {
            /** @enum {string} */
            period: "day" | "week" | "month" | "year";
            date_from: string | null;
            date_to: string | null;
            totals: {
                count: number;
                amount: number;
                refunded_amount: number;
                fee_amount: number;
                net_amount: number;
            };
            /** @description Every status, zeros included. */
            by_status: {
                /** @enum {string} */
                status: "pending" | "reserved" | "anticipated" | "settled" | "canceled" | "suspended";
                count: number;
                amount: number;
                refunded_amount: number;
                fee_amount: number;
                net_amount: number;
            }[];
            /** @description Per period (by settlement date) and status; empty buckets left out. */
            series: {
                /** Format: date */
                period_start: string;
                /** @enum {string} */
                status: "pending" | "reserved" | "anticipated" | "settled" | "canceled" | "suspended";
                count: number;
                amount: number;
                refunded_amount: number;
                fee_amount: number;
                net_amount: number;
            }[];
        };
        SettlementRun: {
            /** Format: date */
            as_of: string;
            settled: number;
            gross_amount: number;
            fee_amount: number;
            net_amount: number;
        };
        Pricing: {
            /** Format: uuid */
            merchant_id: string;
            /** @description False while the merchant pays the platform defaults. */
            custom: boolean;
            /** @description Card MDR for 1 installment, in basis points of a percent (319 = 3.19 %). */
            mdr_1x_bp: number;
            /** @description Card MDR for 2–6 installments, basis points. */
            mdr_2_6_bp: number;
            /** @description Card MDR for 7–12 installments, basis points. */
            mdr_7_12_bp: number;
            /** @description Anticipation rate per month, pro rata by days, basis points. */
            anticipation_monthly_bp: number;
            /** @description Fee per pix withdrawal, centavos. */
            withdrawal_fee_pix: number;
            /** @description Fee per TED withdrawal, centavos. */
            withdrawal_fee_ted: number;
            /** @description Pix charge MDR, basis points (99 = 0.99 %), held between pix_fee_min and pix_fee_max. */
            pix_mdr_bp: number;
            /** @description Least fee of a Pix charge, centavos (never more than the charge). */
            pix_fee_min: number;
            /** @description Most fee of a Pix charge, centavos. */
            pix_fee_max: number;
            /** @description Days from a Pix payment to its receivable's settlement: 0 (D+0) or 1 (D+1). */
            pix_settlement_days: number;
            /** @description Fee per chargeback, centavos, charged when the disputed funds are withdrawn and kept if the dispute is won. */
            dispute_fee: number;
        };
        ReserveSettings: {
            /** Format: uuid */
            merchant_id: string;
            /** @description False while the merchant has the defaults. */
            custom: boolean;
            /** @description Centavos a refund may leave the merchant's `main` wallet below zero (0 = a refund must be covered by the charge's unsettled receivables plus `main`). At most 1 000 000 000 (R$ 10.000.000,00). */
            refund_allowance: number;
            /** @description Share of each credit to `main` (settlements, anticipations) held in `reserve`, basis points of a percent (1000 = 10 %); 0 = no rolling reserve. */
            rolling_reserve_bp: number;
            /** @description Days each hold of the rolling reserve stays in `reserve` before it returns to `main`. */
            rolling_reserve_days: number;
        };
        RollingReserve: {
            /** Format: uuid */
            merchant_id: string;
            /** @description ISO-4217; BRL. */
            currency: string;
            /** @description Centavos held by the rolling reserve now (part of the `reserve` wallet's balance). */
            held_amount: number;
            /** @description Share of each credit to `main` (settlements, anticipations) held in `reserve`, basis points of a percent (1000 = 10 %); 0 = no rolling reserve. */
            rolling_reserve_bp: number;
            /** @description Days each hold of the rolling reserve stays in `reserve` before it returns to `main`. */
            rolling_reserve_days: number;
            /** @description The next release days (up to 10), earliest first. */
            next_releases: {
                /**
                 * Format: date
                 * @description UTC day the holds return to `main`.
                 */
                date: string;
                /** @description Centavos released that day. */
                amount: number;
            }[];
        };
        AnticipationSimulation: {
            /** @description The receivables' net amount taken (centavos). */
            amount: number;
            /** @description The anticipation fee: per receivable amount × monthly rate ÷ 30 × days, half-up. */
            fee_amount: number;
            /** @description What the merchant receives: amount − fee_amount. */
            net_amount: number;
            /** @description Every receivable taken, earliest settling first; empty when asked with `include_receivables=false`. */
            receivables: components["schemas"]["AnticipatedReceivable"][];
            /** @description How many receivables it takes (with or without the list). */
            receivable_count: number;
            /**
             * Format: date
             * @description The earliest settlement date among them.
             */
            first_settlement_date: string;
            /**
             * Format: date
             * @description The latest settlement date among them.
             */
            last_settlement_date: string;
            /** @description The figures added up by month of settlement, earliest first; they sum to the totals. */
            by_month: components["schemas"]["AnticipationMonthTotals"][];
            currency: string;
            /** @description The merchant's rate, basis points (249 = 2.49 % a month). */
            monthly_rate_bp: number;
            /** Format: date */
            anticipation_date: string;
            /** @description Days anticipated, weighted by amount. */
            weighted_average_days: number;
            /** @description Percent a month the fee amounts to (rounding aside, the rate). */
            effective_monthly_rate: number;
            /**
             * @description Whether a request with this body would be approved at once or wait for an admin.
             * @enum {string}
             */
            approval: "automatic" | "manual";
        };
        AnticipatedReceivable: {
            /** Format: uuid */
            receivable_id: string;
            /** Format: date */
            settlement_date: string;
            /** @description The receivable's net amount taken. */
            amount: number;
            /** @description Anticipation fee on it. */
            fee_amount: number;
            /** @description What the merchant receives for it. */
            net_amount: number;
            /** @description Days between the anticipation date and its settlement date. */
            days: number;
        };
        AnticipationMonthTotals: {
            /** @description Month of settlement, YYYY-MM. */
            month: string;
            /** @description Receivables taken that settle in it. */
            count: number;
            /** @description Their net amount taken. */
            amount: number;
            /** @description Their anticipation fee. */
            fee_amount: number;
            /** @description What the merchant receives for them. */
            net_amount: number;
        };
        Anticipation: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** @enum {string} */
            anticipation_type: "spot" | "automatic";
            /**
             * @description `pending` (receivables `reserved`, waiting for approval) → `processing` (approved) → `completed` (paid, receivables `anticipated`); or `canceled` / `rejected` (receivables back to `pending`).
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "canceled" | "rejected";
            currency: string;
            /** @description The receivables' net amount taken (centavos). */
            amount: number;
            /** @description The anticipation fee: per receivable amount × monthly rate ÷ 30 × days, half-up. */
            fee_amount: number;
            /** @description What the merchant receives: amount − fee_amount. */
            net_amount: number;
            receivables: components["schemas"]["AnticipatedReceivable"][];
            monthly_rate_bp: number;
            /**
             * Format: date
             * @description The day the days are counted from (the completion day once completed).
             */
            anticipation_date: string;
            requested_amount: number | null;
            settlement_date_from: string | null;
            settlement_date_to: string | null;
            approval: ("automatic" | "manual") | null;
            /** @description Why it was rejected or canceled by the service. */
            reason: string | null;
            ledger_transaction_id: string | null;
            metadata: {
                [key: string]: unknown;
            };
            approved_at: string | null;
            completed_at: string | null;
            canceled_at: string | null;
            rejected_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        AnticipationsSummary: {
            /** @description Every status, zeros included. */
            by_status: {
                /** @enum {string} */
                status: "pending" | "processing" | "completed" | "canceled" | "rejected";
                count: number;
                amount: number;
                fee_amount: number;
                net_amount: number;
            }[];
            /** @description Anticipations paid out: `fee_amount` is the fees paid. */
            completed: {
                count: number;
                amount: number;
                fee_amount: number;
                net_amount: number;
                weighted_average_days: number;
                /** @description Percent a month the fees paid amount to. */
                effective_monthly_rate: number;
            };
        };
        AnticipationSettings: {
            /** Format: uuid */
            merchant_id: string;
            /** @description Largest share of the merchant's unpaid receivables a request may take and be approved at once (basis points; 10000 = 100 %). */
            auto_approve_max_share_bp: number;
            /** @description Smallest request, centavos; smaller ones are refused (422 `amount_below_minimum`). */
            auto_approve_min_amount: number;
            /** @description Largest request approved at once, centavos; larger ones wait for an admin. */
            auto_approve_max_amount: number;
            /** @description Most approved at once in any 24 hours, centavos (the merchant's automatic approvals together, this request's included); beyond it a request waits for an admin. */
            auto_approve_daily_max_amount: number;
            automatic_enabled: boolean;
            /** @description Share of each day's new receivables the daily job anticipates (basis points). */
            automatic_share_bp: number;
            /** @description Days after capture the job waits. */
            automatic_delay_days: number;
            /** @description When automatic anticipation was turned on. */
            automatic_since: string | null;
        };
        TokenizeResult: {
            /**
             * @description Opaque token for the card; send it as `payment_details.token` when creating a charge.
             * @example tok_3mJq0b1Zc8rX2wYt9kLpQ4sVn7uEaH6d
             */
            token: string;
            /** @enum {string} */
            brand: "visa" | "mastercard" | "elo" | "amex" | "hipercard" | "diners" | "jcb" | "discover";
            /** @example 1111 */
            lastFourDigits: string;
            /** @example 411111 */
            firstSixDigits: string;
            /** @example 12 */
            expirationMonth: string;
            /** @example 2030 */
            expirationYear: string;
        };
        Bank: {
            /**
             * @description COMPE code, 3 digits.
             * @example 341
             */
            code: string;
            /**
             * @description ISPB, 8 digits.
             * @example 60701190
             */
            ispb: string;
            /** @example Itaú Unibanco S.A. */
            name: string;
            /** @example ITAÚ UNIBANCO S.A. */
            short_name: string | null;
            /**
             * @description The name people use for the institution (`Nubank`, `Itaú`, `PagBank`), kept by us for the best-known ones; null for the others.
             * @example Itaú
             */
            common_name: string | null;
        };
        Recipient: components["schemas"]["BankAccountRecipient"] | components["schemas"]["PixKeyRecipient"];
        BankAccountRecipient: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * @description `pending_verification`: new or changed, in its cooling-off period; withdrawals to it wait until `payouts_available_at` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_verification" | "verified";
            /**
             * Format: date-time
             * @description The first instant a payout may go to it.
             */
            payouts_available_at: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bank_account";
            bank_code: string;
            /** @description The bank of the directory that `bank_code` names. */
            bank: components["schemas"]["Bank"] | null;
            branch: string;
            branch_check_digit: string | null;
            /**
             * @description Masked: only the last digits show.
             * @example **3456
             */
            account_number: string;
            account_check_digit: string;
            /** @enum {string} */
            account_type: "checking" | "savings" | "payment";
            holder_name: string;
            /**
             * @description Masked.
             * @example ***.379.955-**
             */
            holder_document: string;
            /** @enum {string} */
            holder_document_type: "cpf" | "cnpj";
        };
        PixKeyRecipient: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** Format: date-time */
            created_at: string;
            /**
             * @description `pending_verification`: new or changed, in its cooling-off period; withdrawals to it wait until `payouts_available_at` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_verification" | "verified";
            /**
             * Format: date-time
             * @description The first instant a payout may go to it.
             */
            payouts_available_at: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pix_key";
            /** @enum {string} */
            key_type: "cpf" | "cnpj" | "email" | "phone" | "random";
            /**
             * @description Masked.
             * @example +5511*****4321
             */
            key: string;
        };
        SplitPartner: {
            id: string;
            /** @description The charging merchant. */
            merchant_id: string;
            /** @description The merchant that may receive parts of its charges. */
            partner_id: string;
            created_at: string;
        };
        DeletedSplitPartner: {
            id: string;
            /** @description The charging merchant. */
            merchant_id: string;
            /** @description The merchant that may receive parts of its charges. */
            partner_id: string;
            created_at: string;
            /** @constant */
            deleted: true;
        };
        Withdrawal: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            /**
             * @description `pending_review`: past the merchant's daily total, waiting for an admin; `pending`: due at `scheduled_for`; `rejected`: an admin refused it and the money is back in `main` (docs/api/risk.md).
             * @enum {string}
             */
            status: "pending_review" | "pending" | "processing" | "completed" | "failed" | "canceled" | "rejected";
            /** @description Centavos that reach the recipient (the net of the transfer). */
            amount: number;
            /** @description The withdrawal fee of the merchant's pricing. */
            fee_amount: number;
            /** @description `amount` + `fee_amount`: what left the available balance. */
            total_amount: number;
            currency: string;
            description: string | null;
            /** @description The recipient as it was when the withdrawal was made, masked. */
            recipient: components["schemas"]["WithdrawalBankAccountRecipient"] | components["schemas"]["WithdrawalPixKeyRecipient"];
            /** @description The institution credited (for a Pix key, known once the transfer completes). */
            bank: components["schemas"]["WithdrawalBank"] | null;
            /**
             * Format: date-time
             * @description When the bank rail takes it: at once for Pix, the next TED window for TED.
             */
            scheduled_for: string;
            failure_code: string | null;
            failure_message: string | null;
            /** @description Printed on the receipt once completed; `GET /v1/receipts/{code}` verifies it. */
            authentication_code: string | null;
            /** @description `automatic`: within the merchant's daily total; `manual`: an admin decided; null while `pending_review`. */
            approval: ("automatic" | "manual") | null;
            /** @description The admin's words on approving or rejecting it. */
            reason: string | null;
            /** @description The PNG receipt, once completed. */
            receipt_url: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            processing_at: string | null;
            completed_at: string | null;
            failed_at: string | null;
            canceled_at: string | null;
            approved_at: string | null;
            rejected_at: string | null;
        };
        WithdrawalBankAccountRecipient: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "bank_account";
            bank_code: string | null;
            branch: string | null;
            branch_check_digit: string | null;
            /**
             * @description Masked.
             * @example **3456
             */
            account_number: string | null;
            account_check_digit: string | null;
            account_type: ("checking" | "savings" | "payment") | null;
            holder_name: string | null;
            /**
             * @description Masked.
             * @example ***.379.955-**
             */
            holder_document: string | null;
            /** @description Null on withdrawals made before it was recorded. */
            holder_document_type: ("cpf" | "cnpj") | null;
        };
        WithdrawalPixKeyRecipient: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "pix_key";
            key_type: ("cpf" | "cnpj" | "email" | "phone" | "random") | null;
            /**
             * @description Masked.
             * @example +5511*****4321
             */
            key: string | null;
        };
        WithdrawalBank: {
            code: string;
            ispb: string;
            name: string;
        };
        WithdrawalPagination: {
            page: number;
            per_page: number;
            total: number;
            total_pages: number;
        };
        WithdrawalMethod: {
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            available: boolean;
            /** @description The recipient the money would go to; null when unavailable. */
            recipient_type: ("bank_account" | "pix_key") | null;
            /** @description Why not: set a Pix key or a bank account (`PUT /v1/recipients/{type}`). */
            unavailable_reason: ("pix_recipient_required" | "bank_account_required") | null;
            fee_amount: number;
            /** @enum {string} */
            timing: "instant" | "bank_window";
        };
        WithdrawalFee: {
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            amount: number;
            fee_amount: number;
            /** @description What a withdrawal of `amount` takes from the balance. */
            total_amount: number;
            currency: string;
        };
        WithdrawalsSummary: {
            date_from: string | null;
            date_to: string | null;
            totals: {
                count: number;
                amount: number;
                fee_amount: number;
            };
            /** @description Every status, zeros included. */
            by_status: {
                /** @enum {string} */
                status: "pending_review" | "pending" | "processing" | "completed" | "failed" | "canceled" | "rejected";
                count: number;
                amount: number;
                fee_amount: number;
            }[];
            /** @description Every method, zeros included. */
            by_method: {
                /**
                 * @description `pix` (instant, any day) or `ted` (bank window).
                 * @enum {string}
                 */
                method: "pix" | "ted";
                count: number;
                amount: number;
                fee_amount: number;
            }[];
            /** @description Amounts of completed withdrawals. */
            withdrawn_amount: number;
            /** @description Fees of completed withdrawals. */
            fees_paid: number;
        };
        WithdrawalSettings: {
            /** Format: uuid */
            merchant_id: string;
            /** @description Most withdrawn without an admin in any 24 hours, centavos (default 5 000 000, R$ 50.000,00). */
            daily_max_amount: number;
            /** @description Amounts of the withdrawals made in the last 24 hours that went on without an admin (not failed, canceled or rejected). */
            daily_used_amount: number;
            /** @description What a withdrawal may still take now without waiting for an admin. */
            daily_remaining_amount: number;
        };
        WithdrawalReceiptVerification: {
            /** @constant */
            valid: true;
            /** Format: uuid */
            withdrawal_id: string;
            /** @description The code, in its printed form (groups of four). */
            authentication_code: string;
            merchant_name: string;
            /**
             * @description `pix` (instant, any day) or `ted` (bank window).
             * @enum {string}
             */
            method: "pix" | "ted";
            amount: number;
            fee_amount: number;
            currency: string;
            bank: components["schemas"]["WithdrawalBank"] | null;
            /** Format: date-time */
            completed_at: string;
        };
        TestClock: {
            /** Format: uuid */
            merchant_id: string;
            /** @description The instant the clock was last advanced to; null until its first advance. */
            frozen_time: string | null;
            /**
             * Format: date-time
             * @description The merchant's time now: `frozen_time`, or the real time once the real time has passed it. The next advance must name a later instant.
             */
            current_time: string;
            /** @description When the clock was last advanced (real time). */
            advanced_at: string | null;
        };
        TestClockAdvance: {
            test_clock: components["schemas"]["TestClock"];
            /** @description The merchant's automatic work the advance ran, as of the new time. */
            run: components["schemas"]["TestClockRun"];
        };
        TestClockRun: {
            /** @description Receivables of this merchant settled into its wallet. */
            settled: number;
            /** @description What they credited to `main`, centavos. */
            settled_net_amount: number;
            /** @description Automatic anticipations requested. */
            automatic_anticipations: number;
            /** @description Rolling-reserve holds returned to `main`. */
            reserve_released: number;
            /** @description Their total, centavos. */
            reserve_released_amount: number;
            /** @description Due withdrawals sent to the bank rail. */
            withdrawals_started: number;
            withdrawals_completed: number;
            withdrawals_failed: number;
        };
        Dispute: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            merchant_id: string;
            /** Format: uuid */
            charge_id: string;
            /**
             * @description `card`: a chargeback or retrieval request told by the acquirer. `pix_med`: a Pix MED infraction report (notificação de infração) told by the Pix PSP; its amount is blocked (bloqueio cautelar) and, lost or accepted, returned to the payer as a devolução.
             * @enum {string}
             */
            kind: "card" | "pix_med";
            /**
             * @description `warning_needs_response` (retrieval request, no money moved), `needs_response` (chargeback, funds withdrawn), `under_review` (evidence submitted), then `won`, `lost` or `accepted`.
             * @enum {string}
             */
            status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
            /** @description Disputed centavos: all or part of the captured amount. */
            amount: number;
            currency: string;
            /** @description The dispute fee charged (0 while no funds were withdrawn). */
            fee_amount: number;
            /** @enum {string} */
            reason: "fraudulent" | "product_not_received" | "duplicate" | "product_unacceptable" | "subscription_canceled" | "credit_not_processed" | "unrecognized" | "general";
            /** @description The card network whose reason code this is (`visa`, `mastercard`), or `pix` for MED. */
            network: string;
            /**
             * @description The network's reason code; for MED, DICT's `infractionType` (`FRAUD`).
             * @example 10.4
             */
            network_reason_code: string;
            /**
             * Format: date-time
             * @description Evidence must be submitted before this instant, or the dispute is lost.
             */
            due_by: string;
            funds_withdrawn: boolean;
            funds_reinstated: boolean;
            /** @description Who bore the disputed amount (the split rules' `liable` receivers, else the merchant). */
            liability: {
                /** Format: uuid */
                merchant_id: string;
                amount: number;
            }[];
            evidence: {
                /** @description What was sold, and how it matches what the cardholder ordered. */
                product_description?: string;
                /** @description The cardholder's name as the merchant knows it. */
                customer_name?: string;
                /** @description The e-mail the customer used. */
                customer_email?: string;
                /** @description Messages with the customer that show the purchase was made or received. */
                customer_communication?: string;
                /** @description Who delivered (Correios, a carrier). */
                shipping_carrier?: string;
                /** @description The tracking code of the delivery. */
                shipping_tracking_number?: string;
                /** @description When it was shipped. */
                shipping_date?: string;
                /** @description The refund policy shown to the customer, and how. */
                refund_policy?: string;
                /** @description The cancellation policy of a subscription, and how it was shown. */
                cancellation_policy?: string;
                /** @description Anything else. In the sandbox, `winning_evidence` wins and `losing_evidence` loses. */
                uncategorized_text?: string;
            };
            evidence_files: components["schemas"]["DisputeEvidenceFile"][];
            evidence_submitted_at: string | null;
            timeline: {
                /** Format: date-time */
                at: string;
                /** @enum {string} */
                type: "opened" | "funds_withdrawn" | "evidence_updated" | "submitted" | "won" | "lost" | "accepted" | "funds_reinstated" | "devolucao_requested" | "devolucao_returned" | "devolucao_failed";
                /** @enum {string} */
                status: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
                note?: string;
            }[];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            closed_at: string | null;
            /** @description MED lost or accepted: the devolução of the blocked amount to the payer. `pending` until the PSP accepts it, `processing`, then `returned` or `failed`. Null otherwise. */
            pix_devolucao: {
                /** @description Our id of the devolução at the PSP (`/pix/{e2eid}/devolucao/{id}`). */
                id: string;
                /** @enum {string} */
                status: "pending" | "processing" | "returned" | "failed";
            } | null;
        };
        DisputeEvidenceFile: {
            /** Format: uuid */
            id: string;
            filename: string;
            /** @enum {string} */
            content_type: "application/pdf" | "image/png" | "image/jpeg";
            /** @description Bytes. */
            size: number;
            sha256: string;
            /** Format: date-time */
            created_at: string;
        };
        DisputeRate: {
            /** Format: uuid */
            merchant_id: string;
            merchant_name: string;
            captured_charges: number;
            disputes: number;
            open_disputes: number;
            /** @description Centavos of the open disputes. */
            amount_at_stake: number;
            /** @description Card disputes ÷ captured card charges of the window, a fraction (0.009 = 0.9 %). */
            rate: number;
            /** @description True above 0.9 %, where the card networks' monitoring starts. */
            above_threshold: boolean;
        };
        ThreeDsAuthentication: {
            /** Format: uuid */
            id: string;
            /**
             * @description EMV transStatus: Y authenticated, A attempted (both usable for a charge, with liability shift), C challenge required (show `challenge_url`), N not authenticated, R rejected by the issuer, U unavailable.
             * @enum {string}
             */
            trans_status: "Y" | "A" | "C" | "N" | "R" | "U";
            /** @description Why N, R or U: `authentication_failed`, `rejected_by_issuer`, `issuer_unavailable`, `challenge_failed`, `challenge_canceled`. */
            status_reason: string | null;
            /** @description Electronic Commerce Indicator: 05/06 Visa and others, 02/01 Mastercard. */
            eci: string | null;
            liability_shift: boolean;
            /** @description With `C`: the issuer's challenge page, to show in an iframe of the page that created the authentication (the SDK does). */
            challenge_url: string | null;
            card: {
                brand: string;
                last_four: string;
            };
            amount: number;
            currency: string;
            message_version: string;
            ds_trans_id: string;
            /** @description A charge consumed it (single use). */
            used: boolean;
            charge_id: string | null;
            /** Format: date-time */
            expires_at: string;
            /** Format: date-time */
            created_at: string;
        };
        FraudSession: {
            /** Format: uuid */
            id: string;
            device_id: string;
            /** Format: date-time */
            created_at: string;
        };
        FraudSettings: {
            /** Format: uuid */
            merchant_id: string;
            review_score: number;
            deny_score: number;
            velocity_window_minutes: number;
            card_velocity_limit: number;
            device_velocity_limit: number;
            ip_velocity_limit: number;
            email_velocity_limit: number;
        };
        User: {
            /** @constant */
            object: "user";
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            role: "merchant" | "admin";
            merchant_id: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
            two_factor_enabled: boolean;
            /** @description Dashboard sessions signed in before this instant are refused (ISO 8601). */
            sessions_valid_after: string | null;
        };
        Merchant: {
            /** @constant */
            object: "merchant";
            /** Format: uuid */
            id: string;
            name: string;
            email: string;
            /** @description CPF (11 digits) or CNPJ (14 characters), no punctuation. */
            document: string | null;
            document_type: ("cpf" | "cnpj") | null;
            /**
             * @description `inactive`: suspended; its keys answer 401 and its users' sessions end.
             * @enum {string}
             */
            status: "active" | "inactive";
            /** Format: date-time */
            created_at: string;
        };
        CreatedMerchant: {
            merchant: components["schemas"]["Merchant"];
            user: components["schemas"]["User"];
            /** @description The generated password of the first user, answered only here; null when the request gave one. */
            password: string | null;
        };
        SecuritySettings: {
            /** @constant */
            object: "security_settings";
            /** Format: uuid */
            merchant_id: string;
            /** @description Every dashboard user of the merchant must use TOTP: one without it may only enrol (pages go to the enrolment, `/v1` calls answer 403 `totp_enrolment_required`), and none may turn it off. */
            require_two_factor: boolean;
        };
        AuditEvent: {
            /** @constant */
            object: "audit_event";
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            action: "merchant.created" | "merchant.updated" | "merchant.suspended" | "merchant.reactivated" | "user.disabled" | "user.enabled" | "user.sessions_revoked" | "user.two_factor_reset" | "user.password_changed" | "pricing.updated" | "fraud_settings.updated" | "anticipation_settings.updated" | "reserve_settings.updated" | "anticipation.approved" | "anticipation.rejected" | "settlement.run" | "split_partner.created" | "split_partner.removed" | "api_key.disabled" | "api_key.enabled" | "api_key.revoked" | "recipient.changed" | "recipient.released" | "security_settings.updated" | "withdrawal_settings.updated" | "withdrawal.approved" | "withdrawal.rejected" | "test_clock.advanced";
            actor: {
                /**
                 * @description `user` (dashboard), `api_key` (platform key), `cli` (operator command) or `job` (scheduled).
                 * @enum {string}
                 */
                type: "user" | "api_key" | "cli" | "job";
                id: string | null;
                /** @enum {string} */
                role: "admin" | "merchant";
                /** @description The user's e-mail, when the actor is a user. */
                email: string | null;
            };
            target: {
                /** @enum {string} */
                type: "merchant" | "user" | "pricing" | "fraud_settings" | "anticipation_settings" | "reserve_settings" | "anticipation" | "settlement" | "split_partner" | "api_key" | "recipient" | "withdrawal_settings" | "withdrawal" | "test_clock";
                id: string | null;
            };
            merchant_id: string | null;
            /** @description The changed fields before the action (never a secret). */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The changed fields after the action, or the action's result (never a secret). */
            after: {
                [key: string]: unknown;
            } | null;
            request_id: string;
            ip: string | null;
            /** Format: date-time */
            created_at: string;
        };
    };
    responses: {
        /** @description `validation_error`: a field is missing or malformed (`param` names the first), the body is not JSON (`invalid_json`), or `Idempotency-Key` is longer than 255 characters. */
        BadRequest: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid credentials, or an inactive or revoked key (`invalid_credentials`). */
        Unauthorized: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                /** @description Always `Basic realm="api"`. */
                "WWW-Authenticate": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Address outside the key's IP whitelist (`ip_not_allowed`), or an admin-only operation. */
        Forbidden: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `resource_not_found`: no such object for this merchant (another merchant's answers the same 404). */
        NotFound: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `idempotency_key_reused`: this `Idempotency-Key` was sent with another body in the last 24 h; `idempotency_in_flight`: the first request with it is still running, retry shortly (docs/api/idempotency.md). */
        IdempotencyConflict: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `payload_too_large`: the body is larger than the limit (docs/api/conventions.md). */
        PayloadTooLarge: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unsupported_media_type`: a body sent without `Content-Type: application/json`. */
        UnsupportedMediaType: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `invalid_request_error`: the request is well formed but cannot be done in the object's present state; `code` says why. */
        InvalidRequest: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `rate_limited`: too many requests; retry after `Retry-After` seconds. */
        RateLimited: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                /** @description Seconds to wait before retrying. */
                "Retry-After": string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `internal_error`: a fault of ours; the message is generic and `X-Request-Id` lets support find it. */
        InternalError: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `service_unavailable`: the service cannot answer for a moment (its database, or a directory it asks); nothing was changed, retry later. */
        ServiceUnavailable: {
            headers: {
                "Pagamentos-Version": components["headers"]["ApiVersion"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
        ApiVersionRequest: "2026-11-26";
    };
    requestBodies: never;
    headers: {
        /** @description The API version this answer is shaped in (docs/api/versioning.md). */
        ApiVersion: "2026-11-26";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins only: keys of one merchant. */
                merchant_id?: string;
                status?: "active" | "inactive";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked. */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such API key. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such API key. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateApiKeyRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked. */
            403: components["responses"]["Forbidden"];
            /** @description No such API key. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCharges: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins only: one merchant's charges. A merchant always sees its own. */
                merchant_id?: string;
                status?: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
                payment_method?: "credit_card" | "apple_pay" | "google_pay" | "pix";
                /** @description Created at or after (a date means 00:00 UTC). */
                date_from?: string;
                /** @description Created at or before (a date means the whole day, UTC). */
                date_to?: string;
                /** @description Centavos, inclusive. */
                amount_min?: number;
                /** @description Centavos, inclusive. */
                amount_max?: number;
                installments?: number;
                /** @description A charge id (exact); or words that must all match: a word of letters is the start of a word of the customer's name, a word of digits (dots, dashes and slashes ignored) the start of a word of the name or of the tax id; or the text is the start of the customer's email. */
                search?: string;
                payment_link_id?: string;
                currency?: string;
                /** @description A charge id: the page of charges that come after it in the list (older). Pass the last `id` of a page to get the next one. Not with `page` > 1 or `ending_before`. */
                starting_after?: string;
                /** @description A charge id: the page of charges that come before it in the list (newer). Pass the first `id` of a page to go back one. Not with `page` > 1 or `starting_after`. */
                ending_before?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateChargeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            /** @description Validation error, e.g. `amount`, `items`, `payment_details.token` (unknown or another merchant's token), `split.rules`, `split.rules.{i}.charge_processing_fee`. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `payment_method_disabled` (`google_pay`), `currency_not_supported` (not BRL); 3-D Secure: `authentication_not_found`, `authentication_card_mismatch`, `authentication_amount_mismatch`, `authentication_incomplete`, `authentication_failed`, `authentication_already_used`, `authentication_expired`; `fraud_session_not_found`, `fraud_session_already_used`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `service_unavailable`: the Pix provider did not answer a `pix` charge; nothing was created, retry. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getChargesSummary: {
        parameters: {
            query?: {
                /** @description Admins only: one merchant's charges. A merchant always sees its own. */
                merchant_id?: string;
                status?: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
                payment_method?: "credit_card" | "apple_pay" | "google_pay" | "pix";
                /** @description Created at or after (a date means 00:00 UTC). */
                date_from?: string;
                /** @description Created at or before (a date means the whole day, UTC). */
                date_to?: string;
                /** @description Centavos, inclusive. */
                amount_min?: number;
                /** @description Centavos, inclusive. */
                amount_max?: number;
                installments?: number;
                /** @description A charge id (exact); or words that must all match: a word of letters is the start of a word of the customer's name, a word of digits (dots, dashes and slashes ignored) the start of a word of the name or of the tax id; or the text is the start of the customer's email. */
                search?: string;
                payment_link_id?: string;
                currency?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargeSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRevenueChart: {
        parameters: {
            query?: {
                /** @description Months back, the current one included. */
                months?: number;
                currency?: string;
                /** @description Admins only: one merchant's charges. A merchant always sees its own. */
                merchant_id?: string;
                payment_method?: "credit_card" | "apple_pay" | "google_pay" | "pix";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RevenueChart"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: {
                currency?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ChargePaymentMethods"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    exportCharges: {
        parameters: {
            query?: {
                /** @description Admins only: one merchant's charges. A merchant always sees its own. */
                merchant_id?: string;
                status?: "pending" | "processing" | "authorized" | "captured" | "partially_refunded" | "refunded" | "failed" | "canceled";
                payment_method?: "credit_card" | "apple_pay" | "google_pay" | "pix";
                /** @description Created at or after (a date means 00:00 UTC). */
                date_from?: string;
                /** @description Created at or before (a date means the whole day, UTC). */
                date_to?: string;
                /** @description Centavos, inclusive. */
                amount_min?: number;
                /** @description Centavos, inclusive. */
                amount_max?: number;
                installments?: number;
                /** @description A charge id (exact); or words that must all match: a word of letters is the start of a word of the customer's name, a word of digits (dots, dashes and slashes ignored) the start of a word of the name or of the tax id; or the text is the start of the customer's email. */
                search?: string;
                payment_link_id?: string;
                currency?: string;
                /** @description `machine` (default): comma-separated, amounts in centavos, ISO 8601 UTC times, English headers and codes. `pt-BR`: for spreadsheets in Brazilian Portuguese: `;`-separated with a UTF-8 byte-order mark, amounts in reais as `1.234,56`, times as `dd/mm/aaaa HH:mm` in America/Sao_Paulo, Portuguese headers, statuses and methods. */
                format?: "machine" | "pt-BR";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such charge (also for another merchant's charge). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    captureCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CaptureChargeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such charge (also for another merchant's charge). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not allowed in the charge's current state: `invalid_state` (nothing changes); `amount_exceeds_authorized`; `partial_capture_with_split`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `acquirer_error`: the acquirer refused or failed the operation; `code` is its failure code (docs/api/errors.md). */
            502: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    refundCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such charge (also for another merchant's charge). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not allowed in the charge's current state: `invalid_state` (nothing changes) (an authorized charge is canceled, not refunded); `amount_exceeds_refundable`; `insufficient_balance_for_refund` (the paid-out part would take `main` below the refund allowance); `refund_window_expired` (a Pix paid more than 90 days ago). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `acquirer_error`: the acquirer refused or failed the operation; `code` is its failure code (docs/api/errors.md). */
            502: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["CancelChargeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such charge (also for another merchant's charge). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not allowed in the charge's current state: `invalid_state` (nothing changes) */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `acquirer_error`: the acquirer refused or failed the operation; `code` is its failure code (docs/api/errors.md). */
            502: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listChargeReviews: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins only: one merchant's queue. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reviewCharge: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewChargeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Charge"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such charge (also for another merchant's charge). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `not_in_review`: the charge is not authorized and waiting for review. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `acquirer_error`: the acquirer refused or failed the operation; `code` is its failure code (docs/api/errors.md). */
            502: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPaymentLinks: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                status?: "active" | "inactive";
                /** @description Part of the title or description. */
                search?: string;
                /** @description Created at or after (a date is the start of that UTC day). */
                date_from?: string;
                /** @description Created at or before (a date includes that whole UTC day). */
                date_to?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePaymentLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A method not enabled for the currency (`payment_method_disabled`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deactivatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updatePaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePaymentLinkRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `payment_method_disabled` or `max_uses_below_uses`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPaymentLinkLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadImageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description The decoded image is larger than UPLOAD_MAX_BYTES (2 MB by default). */
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    uploadPaymentLinkCover: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadImageRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description The decoded image is larger than UPLOAD_MAX_BYTES (2 MB by default). */
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePaymentLinkLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removePaymentLinkCover: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentLink"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    payPaymentLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayLinkRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayLinkResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The link takes no payment now, or the amount/installments are out of range. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLinkPixStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The payment link. */
                id: string;
                /** @description As answered by POST /pay/{id}/charge. */
                charge_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayLinkPixStatus"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such Pix charge of this link (or no such link). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    authenticatePaymentLinkCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayLinkAuthenticationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayLinkAuthentication"];
                    };
                };
            };
            /** @description Validation error, e.g. `token` (`invalid_token`: not this page's unused token), `browser`, `amount`. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not called from the hosted page's own origin (`csrf`). */
            403: components["responses"]["Forbidden"];
            /** @description No such payment link (or another merchant's). */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The link takes no payment now (`link_inactive`, `link_expired`, `link_used_up`) or no card (`payment_method_disabled`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPaymentLinkAuthentication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The payment link. */
                id: string;
                /** @description As answered by POST /pay/{id}/3ds. */
                authentication_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayLinkAuthenticationReference"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayLinkAuthentication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not called from the hosted page's own origin (`csrf`). */
            403: components["responses"]["Forbidden"];
            /** @description No such authentication of this page (or no such link). */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelPaymentLinkAuthentication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The payment link. */
                id: string;
                /** @description As answered by POST /pay/{id}/3ds. */
                authentication_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PayLinkAuthenticationReference"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayLinkAuthentication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not called from the hosted page's own origin (`csrf`). */
            403: components["responses"]["Forbidden"];
            /** @description No such authentication of this page (or no such link). */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCheckoutImage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description As in the link's `logo.url` / `cover.url`. */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such image. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `endpoint_limit_reached` (20 endpoints per merchant) or `merchant_required` (an admin must switch to a merchant). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such webhook endpoint. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedWebhookEndpoint"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such webhook endpoint. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such webhook endpoint. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    regenerateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpointWithSecret"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such webhook endpoint. */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sendWebhookTestEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLogDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such webhook endpoint. */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                status?: "pending" | "success" | "failed" | "exhausted";
                /** @description Exact event name, e.g. `charge.captured`. */
                event_name?: string;
                /** @description Deliveries to one endpoint. */
                endpoint_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLog"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLogDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such delivery log. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resendWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLogDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such delivery log. */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description `endpoint_deleted`, or `delivery_in_progress` while an attempt of it is being sent. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWallets: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins: `platform` is the platform's fee revenue. */
                owner_type?: "merchant" | "platform";
                /** @description The owning merchant. A merchant naming another merchant gets 403. */
                owner_id?: string;
                wallet_type?: "main" | "reserve";
                currency_code?: string;
                is_active?: boolean;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Wallet"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletDetail"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such wallet (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWalletStatement: {
        parameters: {
            query: {
                /** @description First day of the period, inclusive: a local date (YYYY-MM-DD) in the merchant's time zone (`time_zone` of the answer, America/Sao_Paulo), so `2026-01-31` starts at 2026-01-31T03:00:00Z; or an instant (ISO 8601 with an offset). */
                start_date: string;
                /** @description Last day of the period, inclusive (the whole local day counts: a movement at 23:59 Brasília time is in it), or an instant. */
                end_date: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletStatement"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such wallet (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWalletEntries: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Entry type: `settlement`, `fee`, `refund`, `anticipation`, `withdrawal`, … */
                type?: string;
                date_from?: string;
                date_to?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WalletEntry"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such wallet (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listReceivables: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Receivables belong to merchants; `platform` matches none (fees go straight to the platform's wallet). */
                owner_type?: "merchant" | "platform";
                /** @description The receiving merchant. A merchant naming another merchant gets 403. */
                owner_id?: string;
                /** @description Same as `owner_id` for merchant owners. A merchant naming another merchant gets 403. */
                merchant_id?: string;
                currency?: string;
                status?: "pending" | "reserved" | "anticipated" | "settled" | "canceled" | "suspended";
                payment_method?: "credit_card" | "apple_pay" | "google_pay" | "pix";
                /** @description YYYY-MM-DD, inclusive. */
                settlement_date_from?: string;
                /** @description YYYY-MM-DD, inclusive. */
                settlement_date_to?: string;
                charge_id?: string;
                /** @description A charge id (exact), or word prefixes of the buyer's name, email or tax id, or part of the payment link's title. Only the caller's own charges are searched (a split part received from another merchant's charge is not found by its buyer). */
                search?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Receivable"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReceivablesSummary: {
        parameters: {
            query?: {
                /** @description Receivables belong to merchants; `platform` matches none (fees go straight to the platform's wallet). */
                owner_type?: "merchant" | "platform";
                /** @description The receiving merchant. A merchant naming another merchant gets 403. */
                owner_id?: string;
                /** @description Same as `owner_id` for merchant owners. A merchant naming another merchant gets 403. */
                merchant_id?: string;
                /** @description Bucket size of `series` (by settlement date; weeks start on Monday). */
                period?: "day" | "week" | "month" | "year";
                /** @description Settlement date from (YYYY-MM-DD, inclusive). */
                date_from?: string;
                /** @description Settlement date to (YYYY-MM-DD, inclusive). */
                date_to?: string;
                currency?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReceivablesSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReceivable: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Receivable"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such receivable (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runSettlement: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RunSettlementRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SettlementRun"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchantPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMerchantPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdatePricingRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Pricing"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchantReserveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReserveSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMerchantReserveSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateReserveSettingsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ReserveSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin (`admin_only`). */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchantRollingReserve: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["RollingReserve"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    simulateAnticipation: {
        parameters: {
            query?: {
                /** @description `false` answers `receivables` as an empty list and keeps the totals (`receivable_count`, `by_month`, the settlement dates): for a screen that shows a choice of thousands of receivables without listing them. Default `true`. */
                include_receivables?: boolean;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnticipationRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnticipationSimulation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `receivables_unavailable`, `no_eligible_receivables` or `amount_below_minimum`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAnticipations: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins: one merchant. A merchant naming another gets 403. */
                merchant_id?: string;
                /** @description Anticipations belong to merchants; `platform` matches none. */
                owner_type?: "merchant" | "platform";
                /** @description Same as `merchant_id`. */
                owner_id?: string;
                /** @description Created at or after (a date is the start of that UTC day). */
                date_from?: string;
                /** @description Created at or before (a date includes that whole UTC day). */
                date_to?: string;
                status?: "pending" | "processing" | "completed" | "canceled" | "rejected";
                anticipation_type?: "spot" | "automatic";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    requestAnticipation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnticipationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `receivables_unavailable`, `no_eligible_receivables`, `amount_below_minimum`, `invalid_anticipation_type`, or `merchant_required` for an admin naming no merchant. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnticipationsSummary: {
        parameters: {
            query?: {
                /** @description Admins: one merchant. A merchant naming another gets 403. */
                merchant_id?: string;
                /** @description Anticipations belong to merchants; `platform` matches none. */
                owner_type?: "merchant" | "platform";
                /** @description Same as `merchant_id`. */
                owner_id?: string;
                /** @description Created at or after (a date is the start of that UTC day). */
                date_from?: string;
                /** @description Created at or before (a date includes that whole UTC day). */
                date_to?: string;
                currency?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnticipationsSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnticipation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such anticipation (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelAnticipation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such anticipation (or another merchant's). */
            404: components["responses"]["NotFound"];
            /** @description Not pending (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveAnticipation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AnticipationDecision"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            /** @description No such anticipation (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not pending (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectAnticipation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AnticipationDecision"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Anticipation"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            /** @description No such anticipation (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not pending (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAnticipationSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnticipationSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateAnticipationSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateAnticipationSettingsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AnticipationSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A merchant sending an approval limit. */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    tokenizeCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenizeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TokenizeResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Missing, unknown or inactive public key, or a secret key sent as the public key (`invalid_public_key`); any password sent with the public key (`secret_key_in_browser`). */
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listBanks: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Words of the name, short name or common name (the name people use: `nubank` finds NU PAGAMENTOS S.A., `pagbank` finds PAGSEGURO), a COMPE code or an ISPB; case and accents are ignored (`sao paulo` finds `São Paulo`), every word must match. An exact code or ISPB comes first, then the banks whose common name matches. */
                search?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bank"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBank: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description COMPE code, 3 digits. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bank"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No bank with this COMPE code (3 digits). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getBankByIspb: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description ISPB, 8 digits. */
                ispb: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Bank"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No bank with this ISPB (8 digits). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRecipients: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Admins only: the merchant concerned. A merchant always reaches its own. */
                merchant_id?: string;
                type?: "bank_account" | "pix_key";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Recipient"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRecipient: {
        parameters: {
            query?: {
                /** @description Admins only: the merchant concerned. A merchant always reaches its own. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description `bank_account` or `pix_key`. */
                type: "bank_account" | "pix_key";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Recipient"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No primary recipient of this type (or an unknown type). */
            404: components["responses"]["NotFound"];
            /** @description `merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    setRecipient: {
        parameters: {
            query?: {
                /** @description Admins only: the merchant concerned. A merchant always reaches its own. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description `bank_account` or `pix_key`. */
                type: "bank_account" | "pix_key";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankAccountRecipientRequest"] | components["schemas"]["PixKeyRecipientRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Recipient"];
                    };
                };
            };
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Recipient"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description From the dashboard: `step_up_required` until the session confirmed its user in the last 10 minutes (docs/api/authentication.md, Step-up). Key pairs are not asked. */
            403: components["responses"]["Forbidden"];
            /** @description Unknown type. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `recipient_not_owned`: the holder document, or the Pix key's owner, is not the merchant's CPF/CNPJ; `pix_key_not_found`: no such key in the Pix key directory; `merchant_document_required`: the merchant has no CPF/CNPJ on file; `merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            /** @description `service_unavailable`: the Pix key directory did not answer; nothing was saved, retry later. */
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    releaseRecipient: {
        parameters: {
            query?: {
                /** @description Admins only: the merchant concerned. A merchant always reaches its own. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description `bank_account` or `pix_key`. */
                type: "bank_account" | "pix_key";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Recipient"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin (`admin_only`), or a dashboard session without a fresh step-up (`step_up_required`). */
            403: components["responses"]["Forbidden"];
            /** @description No primary recipient of this type (or an unknown type). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description `merchant_required`: an admin must name a merchant (`merchant_id`) or switch to one. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSplitPartners: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Relations in which this merchant charges or receives. A merchant sees its own only; naming another is a 403. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SplitPartner"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createSplitPartner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSplitPartnerRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SplitPartner"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteSplitPartner: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedSplitPartner"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such relation. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWithdrawals: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: number;
                /** @description Items per page, 1–100. */
                per_page?: number;
                status?: "pending_review" | "pending" | "processing" | "completed" | "failed" | "canceled" | "rejected";
                method?: "pix" | "ted";
                currency?: string;
                /** @description Admins: one merchant's withdrawals. A merchant naming another merchant gets 403. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"][];
                        pagination: components["schemas"]["WithdrawalPagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWithdrawalRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `insufficient_funds`, `pix_recipient_required`, `bank_account_required` or `merchant_required`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWithdrawalMethods: {
        parameters: {
            query?: {
                /** @description Admins: one merchant's withdrawals. A merchant naming another merchant gets 403. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalMethod"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawalFee: {
        parameters: {
            query: {
                /** @description Centavos that would reach the recipient. */
                amount: number;
                /** @description `pix` (instant, any day) or `ted` (bank window). */
                method: "pix" | "ted";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalFee"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An admin that has not chosen a merchant (`merchant_required`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawalsSummary: {
        parameters: {
            query?: {
                /** @description Admins: one merchant's withdrawals. A merchant naming another merchant gets 403. */
                merchant_id?: string;
                currency?: string;
                /** @description Requested at or after (a date is the start of that UTC day). */
                date_from?: string;
                /** @description Requested at or before (a date includes that whole UTC day). */
                date_to?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalsSummary"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description Not pending (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    approveWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WithdrawalDecision"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin (`admin_only`). */
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not `pending_review` (`invalid_state`), or the merchant is suspended (`merchant_inactive`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rejectWithdrawal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["WithdrawalDecision"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Withdrawal"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin (`admin_only`). */
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Not `pending_review` (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawalSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWithdrawalSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWithdrawalSettingsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin (`admin_only`). */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawalReceipt: {
        parameters: {
            query?: {
                /** @description Language of the receipt. */
                locale?: "pt-BR" | "en";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            /** @description Not completed yet (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWithdrawalReceiptPdf: {
        parameters: {
            query?: {
                /** @description Language of the receipt. */
                locale?: "pt-BR" | "en";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such withdrawal (or another merchant's). */
            404: components["responses"]["NotFound"];
            /** @description Not completed yet (`invalid_state`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    verifyWithdrawalReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The code printed on the receipt. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WithdrawalReceiptVerification"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No receipt has this code. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getTestClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestClock"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant (or another merchant). */
            404: components["responses"]["NotFound"];
            /** @description A live deployment, whose merchants have no test clock (`test_clocks_sandbox_only`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    advanceTestClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceTestClockRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TestClockAdvance"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant (or another merchant). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A live deployment, whose merchants have no test clock (`test_clocks_sandbox_only`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDisputes: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                status?: "warning_needs_response" | "needs_response" | "under_review" | "won" | "lost" | "accepted";
                reason?: "fraudulent" | "product_not_received" | "duplicate" | "product_unacceptable" | "subscription_canceled" | "credit_not_processed" | "unrecognized" | "general";
                kind?: "card" | "pix_med";
                charge_id?: string;
                /** @description Due at or after (a date is the start of that UTC day). */
                due_from?: string;
                /** @description Due at or before (a date includes that whole UTC day). */
                due_to?: string;
                /** @description Admins: one merchant's disputes. A merchant naming another merchant gets 403. */
                merchant_id?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    openDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenDisputeRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            /** @description A Pix charge with a reason other than `fraudulent` or as an `inquiry`. */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such captured charge. */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `invalid_state` (not captured), `charge_disputed` (already disputed), `amount_exceeds_disputable`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listDisputeRates: {
        parameters: {
            query?: {
                /** @description The window, in days up to now. */
                days?: number;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DisputeRate"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such dispute (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateDisputeEvidence: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["DisputeEvidenceRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such dispute (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `invalid_state`: the dispute no longer takes this (submitted or closed). `too_many_files`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    submitDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such dispute (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description `invalid_state`: the dispute no longer takes this (submitted or closed). `evidence_required`: there is no evidence yet. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    acceptDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such dispute (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            /** @description `invalid_state`: the dispute no longer takes this (submitted or closed). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    closeDispute: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseDisputeRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Dispute"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such dispute (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `invalid_state`: the dispute no longer takes this (submitted or closed). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createThreeDsAuthentication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateThreeDsAuthenticationRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreeDsAuthentication"];
                    };
                };
            };
            /** @description Bad body, or `token` is not a card token of this merchant (`invalid_token`). */
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getThreeDsAuthentication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreeDsAuthentication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such authentication (or another merchant's). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelThreeDsAuthentication: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ThreeDsAuthentication"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such authentication (or another merchant's). */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createFraudSession: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFraudSessionRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FraudSession"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getFraudSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FraudSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant (or another merchant). */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateFraudSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["UpdateFraudSettingsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["FraudSettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description `invalid_thresholds`. */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUser"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such user. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeUserSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such user. */
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMerchants: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Part of the name or e-mail, or the document's digits. */
                search?: string;
                status?: "active" | "inactive";
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Merchant"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
                /** @description Replays the first answer for 24 h when the same key is sent with the same body; 409 for another body. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMerchantRequest"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedMerchant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description A user with this e-mail exists (`email_taken`). */
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Merchant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMerchant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMerchantRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Merchant"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMerchantUsers: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSecuritySettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SecuritySettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateSecuritySettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path: {
                /** @description The object's id (a UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSecuritySettingsRequest"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SecuritySettings"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description A merchant's API key (`session_required`), or a dashboard session without a fresh step-up (`step_up_required`). */
            403: components["responses"]["Forbidden"];
            /** @description No such merchant. */
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["InvalidRequest"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description Page number, from 1; `page` × `limit` at most 10,000 (deeper: narrow the filters). */
                page?: number;
                /** @description Items per page, 1–100. */
                limit?: number;
                /** @description Events about this merchant. */
                merchant_id?: string;
                /** @description One action, e.g. `merchant.suspended` or `settlement.run`. */
                action?: "merchant.created" | "merchant.updated" | "merchant.suspended" | "merchant.reactivated" | "user.disabled" | "user.enabled" | "user.sessions_revoked" | "user.two_factor_reset" | "user.password_changed" | "pricing.updated" | "fraud_settings.updated" | "anticipation_settings.updated" | "reserve_settings.updated" | "anticipation.approved" | "anticipation.rejected" | "settlement.run" | "split_partner.created" | "split_partner.removed" | "api_key.disabled" | "api_key.enabled" | "api_key.revoked" | "recipient.changed" | "recipient.released" | "security_settings.updated" | "withdrawal_settings.updated" | "withdrawal.approved" | "withdrawal.rejected" | "test_clock.advanced";
                target_type?: "merchant" | "user" | "pricing" | "fraud_settings" | "anticipation_settings" | "reserve_settings" | "anticipation" | "settlement" | "split_partner" | "api_key" | "recipient" | "withdrawal_settings" | "withdrawal" | "test_clock";
                /** @description The changed object's id. */
                target_id?: string;
                /** @description The admin user or platform key that acted. */
                actor_id?: string;
                /** @description From this date or instant (inclusive; dates are UTC). */
                date_from?: string;
                /** @description Up to this date (inclusive) or instant (UTC). */
                date_to?: string;
            };
            header?: {
                /** @description The API version to answer in; without it, the current one (`2026-11-26`). An unknown version is refused with 400 `unknown_api_version`. */
                "Pagamentos-Version"?: components["parameters"]["ApiVersionRequest"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "Pagamentos-Version": components["headers"]["ApiVersion"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditEvent"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not an admin. */
            403: components["responses"]["Forbidden"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    receiveChargeCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.created";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeAuthorizedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.authorized";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeCapturedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.captured";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.failed";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargePartiallyRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.partially_refunded";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeRefundedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.refunded";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeCanceledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.canceled";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["ChargeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.created";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalProcessingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.processing";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.completed";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalFailedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.failed";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalCanceledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.canceled";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalApprovedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.approved";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWithdrawalRejectedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "withdrawal.rejected";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WithdrawalEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAnticipationCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "anticipation.created";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["AnticipationEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAnticipationProcessingEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "anticipation.processing";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["AnticipationEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAnticipationCompletedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "anticipation.completed";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["AnticipationEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAnticipationCanceledEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "anticipation.canceled";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["AnticipationEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveAnticipationRejectedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "anticipation.rejected";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["AnticipationEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveRecipientUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "recipient.updated";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["RecipientEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeDisputeCreatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.dispute.created";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["DisputeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeDisputeUpdatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.dispute.updated";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["DisputeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeDisputeClosedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.dispute.closed";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["DisputeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeDisputeFundsWithdrawnEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.dispute.funds_withdrawn";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["DisputeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveChargeDisputeFundsReinstatedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "charge.dispute.funds_reinstated";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["DisputeEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    receiveWebhookTestEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event id (Standard Webhooks). */
                "webhook-id": string;
                /** @description Unix seconds of this send; refuse stale ones. */
                "webhook-timestamp": string;
                /** @description `v1,` + base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded part of the endpoint's `whsec_` secret. Verify it on the raw body. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The event id: the same on every attempt and endpoint; de-duplicate on it.
                     */
                    id: string;
                    /** @constant */
                    event: "webhook.test";
                    /**
                     * @description The endpoint's pinned version, which shaped `data`.
                     * @constant
                     */
                    api_version: "2026-11-26";
                    /**
                     * Format: date-time
                     * @description When the event happened (not when it was sent).
                     */
                    created_at: string;
                    data: components["schemas"]["WebhookTestEventData20261126"];
                };
            };
        };
        responses: {
            /** @description Received: the delivery is `success`. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A failed attempt: retried on the schedule, `exhausted` after the 10th. */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
