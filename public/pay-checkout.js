// The hosted payment-link checkout's only script (besides the SDK). Plain JavaScript, no framework:
// it formats the fields, tokenizes the card with the SDK (the card goes straight to /tokenize and
// never to the payment call), pays, and shows a refused payment's reason so the buyer can retry.
(function () {
  "use strict";
  var dataNode = document.getElementById("checkout-data");
  var form = document.getElementById("checkout");
  if (!dataNode || !form) return;
  var data = JSON.parse(dataNode.textContent || "{}");
  var S = data.strings || {};

  function t(key, vars) {
    var node = S;
    key.split(".").forEach(function (p) { node = node && typeof node === "object" ? node[p] : undefined; });
    var text = typeof node === "string" ? node : key;
    return vars ? text.replace(/\{(\w+)\}/g, function (m, n) { return n in vars ? String(vars[n]) : m; }) : text;
  }
  function $(id) { return document.getElementById(id); }
  function digits(s) { return String(s || "").replace(/\D+/g, ""); }

  // Money from integer centavos, through a decimal string (never a float division).
  function money(centavos) {
    var s = String(centavos).padStart(3, "0");
    var decimal = s.slice(0, -2) + "." + s.slice(-2);
    return new Intl.NumberFormat(data.locale, { style: "currency", currency: data.currency }).format(decimal).replace(/\u00a0/g, " ");
  }
  function installmentLabel(amount, n) {
    if (n === 1) return t("installmentOne", { amount: money(amount) });
    var rest = Math.floor(amount / n), first = amount - rest * (n - 1);
    if (first === rest) return t("installmentEqual", { count: n, amount: money(rest) });
    return t("installmentUneven", { count: n, first: money(first), others: n - 1, rest: money(rest) });
  }
  // "1.234,56", "1234.5", "50" → centavos, or null. Integer arithmetic on the digits only.
  function parseAmount(text) {
    var s = String(text || "").replace(/[R$\s]/g, "");
    if (!/^[\d.,]+$/.test(s)) return null;
    var intPart = s, frac = "";
    var m = /^(.*)[.,](\d{1,2})$/.exec(s);
    if (m) { intPart = m[1]; frac = m[2]; }
    intPart = intPart.replace(/[.,]/g, "");
    if (!/^\d+$/.test(intPart || "0")) return null;
    var value = Number(intPart || "0") * 100 + Number((frac + "00").slice(0, 2));
    return Number.isSafeInteger(value) ? value : null;
  }

  var payButton = $("pay-button");
  var cardFields = $("card-fields");
  var installments = $("installments");
  var amountInput = $("amount");
  var busy = false;

  function method() {
    var checked = form.querySelector('input[name="payment_method"]:checked') || form.querySelector('input[name="payment_method"]');
    return checked ? checked.value : "credit_card";
  }
  function currentAmount() { return data.amount != null ? data.amount : parseAmount(amountInput && amountInput.value); }

  function refresh() {
    var apple = method() === "apple_pay";
    cardFields.hidden = apple;
    payButton.classList.toggle("apple", apple);
    var amount = currentAmount();
    payButton.textContent = apple ? payButton.dataset.appleLabel : amount ? t("payAmount", { amount: money(amount) }) : payButton.dataset.cardLabel;
    if (installments && installments.tagName === "SELECT" && data.amount == null) {
      var chosen = installments.value;
      installments.innerHTML = "";
      for (var n = 1; n <= data.maxInstallments; n++) {
        var o = document.createElement("option");
        o.value = String(n);
        o.textContent = amount ? installmentLabel(amount, n) : t("installmentsCount", { count: n });
        installments.appendChild(o);
      }
      installments.value = chosen || "1";
    }
  }

  function fieldError(id, message) {
    var input = $(id), box = $(id + "-error");
    if (!input || !box) return false;
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", id + "-error");
    box.textContent = message;
    box.hidden = false;
    return true;
  }
  function clearErrors() {
    form.querySelectorAll("[aria-invalid]").forEach(function (el) { el.removeAttribute("aria-invalid"); });
    form.querySelectorAll(".field-error").forEach(function (el) { el.hidden = true; el.textContent = ""; });
    $("form-error").hidden = true;
  }
  function formError(title, text) {
    $("form-error-title").textContent = title;
    $("form-error-text").textContent = text;
    $("form-error").hidden = false;
    $("form-error").scrollIntoView({ block: "center", behavior: "smooth" });
  }
  function setBusy(on, label) {
    busy = on;
    payButton.disabled = on;
    payButton.setAttribute("aria-busy", on ? "true" : "false");
    if (on) payButton.textContent = label || t("processing");
    else refresh();
  }
  function focusFirstInvalid() {
    var bad = form.querySelector('[aria-invalid="true"]');
    if (bad) bad.focus();
  }

  // Field formatting as the buyer types.
  var number = $("card-number");
  if (number) number.addEventListener("input", function () {
    var d = digits(number.value).slice(0, 19);
    number.value = d.replace(/(\d{4})(?=\d)/g, "$1 ");
  });
  var expiry = $("card-expiry");
  if (expiry) expiry.addEventListener("input", function (e) {
    var d = digits(expiry.value).slice(0, 4);
    if (d.length === 1 && d > "1") d = "0" + d;
    expiry.value = d.length > 2 || (d.length === 2 && e.inputType !== "deleteContentBackward") ? d.slice(0, 2) + "/" + d.slice(2) : d;
  });
  var cvv = $("card-cvv");
  if (cvv) cvv.addEventListener("input", function () { cvv.value = digits(cvv.value).slice(0, 4); });
  // CPF/CNPJ and phone, formatted as typed and checked with the server's rules (/br-documents.js).
  var BR = window.BrDocuments;
  var taxId = $("customer-tax-id"), phoneInput = $("customer-phone");
  if (BR && taxId) taxId.addEventListener("input", function () { taxId.value = BR.formatTaxId(taxId.value); });
  if (BR && phoneInput) phoneInput.addEventListener("input", function (e) {
    if (e.inputType === "deleteContentBackward") return;
    phoneInput.value = BR.formatPhone(phoneInput.value);
  });
  if (amountInput) amountInput.addEventListener("input", refresh);
  form.querySelectorAll('input[name="payment_method"]').forEach(function (r) { r.addEventListener("change", refresh); });
  // ?method=credit_card or apple_pay: the "pay by card" and "try again" ways back from a declined wallet payment.
  var wanted = new URLSearchParams(window.location.search).get("method");
  form.querySelectorAll('input[name="payment_method"]').forEach(function (r) { if (r.value === wanted) r.checked = true; });

  function validate(apple) {
    var ok = true;
    var name = $("customer-name").value.trim(), email = $("customer-email").value.trim();
    if (data.amount == null) {
      var a = currentAmount();
      if (!a || a < 100) ok = fieldError("amount", t("invalidAmount")) && false;
    }
    if (!apple) {
      if (digits(number.value).length < 13) ok = fieldError("card-number", t("invalidCard")) && false;
      if (!$("card-holder").value.trim()) ok = fieldError("card-holder", t("required")) && false;
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry.value.trim())) ok = fieldError("card-expiry", t("invalidExpiry")) && false;
      if (!/^\d{3,4}$/.test(cvv.value)) ok = fieldError("card-cvv", t("invalidCvv")) && false;
    }
    if (!name) ok = fieldError("customer-name", t("required")) && false;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) ok = fieldError("customer-email", t("invalidEmail")) && false;
    var tax = $("customer-tax-id").value.trim();
    if (tax && !(BR ? BR.taxIdKind(tax) : digits(tax).length === 11 || digits(tax).length === 14))
      ok = fieldError("customer-tax-id", t("invalidTaxId")) && false;
    var phone = $("customer-phone").value.trim();
    if (phone && BR && !BR.phoneValid(phone)) ok = fieldError("customer-phone", t("invalidPhone")) && false;
    return ok;
  }

  var SERVER_FIELDS = {
    "customer.name": "customer-name", "customer.email": "customer-email", "customer.tax_id": "customer-tax-id",
    "customer.phone": "customer-phone", amount: "amount", installments: "installments",
    "card.number": "card-number", "card.holderName": "card-holder", "card.expirationMonth": "card-expiry",
    "card.expirationYear": "card-expiry", "card.cvv": "card-cvv",
  };
  var FIELD_MESSAGES = {
    "customer-email": "invalidEmail", "customer-tax-id": "invalidTaxId", "customer-phone": "invalidPhone", amount: "invalidAmount",
    "card-number": "invalidCard", "card-expiry": "invalidExpiry", "card-cvv": "invalidCvv",
  };
  function showFieldFromServer(param) {
    var id = SERVER_FIELDS[param];
    return id ? fieldError(id, t(FIELD_MESSAGES[id] || "required")) : false;
  }

  // In the buyer's language by the failure code, with the code kept beside it for the shop's support.
  function failureText(code) {
    var C = S.codes || {};
    var said = code && C.failure && C.failure[code];
    if (!said) return t("failure.default") + (code ? " (" + code + ")" : "");
    var advice = C.failureAdvice && C.failureAdvice[code];
    return t("codes.withCode", { message: said, code: code }) + (advice ? ". " + advice : "");
  }

  // One key per attempt: when the answer was lost (network error) the buyer's next tap re-sends with
  // the same key, and the server replays the first answer instead of charging twice. Any answer
  // received ends the attempt, so a retry after a decline is a new attempt with a new key.
  var pendingKey = null;
  function attemptKey() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return String(Date.now()) + Math.random().toString(36).slice(2);
  }

  async function pay() {
    var apple = method() === "apple_pay";
    var customer = { name: $("customer-name").value.trim(), email: $("customer-email").value.trim() };
    var tax = $("customer-tax-id").value.trim(), phone = $("customer-phone").value.trim();
    if (tax) customer.tax_id = tax;
    if (phone) customer.phone = phone;
    var body = { payment_method: apple ? "apple_pay" : "credit_card", customer: customer, installments: apple ? 1 : Number(installments.value || "1") };
    if (data.amount == null) body.amount = currentAmount();
    if (!apple) {
      var exp = expiry.value.split("/");
      // The checkout session binds the token to this page: it pays this link once, within minutes.
      var sdk = new window.PaymentSDK({ publicKey: data.publicKey, checkoutSession: data.checkoutSession });
      var card = await sdk.tokenize({
        number: digits(number.value), holderName: $("card-holder").value.trim(),
        expirationMonth: exp[0], expirationYear: "20" + exp[1], cvv: cvv.value,
      });
      body.token = card.token;
      body.checkout_session = data.checkoutSession;
    }
    var res = await fetch("/pay/" + encodeURIComponent(data.linkId) + "/charge", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": (pendingKey = pendingKey || attemptKey()) },
      body: JSON.stringify(body),
      credentials: "omit",
    });
    pendingKey = null;
    var json = await res.json().catch(function () { return {}; });
    return { res: res, json: json };
  }

  form.addEventListener("submit", async function (e) {
    e.preventDefault();
    if (busy) return;
    clearErrors();
    var apple = method() === "apple_pay";
    if (!validate(apple)) { focusFirstInvalid(); return; }
    setBusy(true);
    try {
      var out = await pay();
      if (out.res.ok) {
        var r = out.json.data;
        if (r.next_url) {
          setBusy(true, r.paid ? t("redirecting") : t("processing"));
          window.location.assign(r.next_url);
          return;
        }
        if (cvv) cvv.value = "";
        setBusy(false);
        formError(t("declinedTitle"), failureText(r.failure_code));
        return;
      }
      var err = (out.json && out.json.error) || {};
      setBusy(false);
      if (out.res.status === 429) formError(t("errorTitle"), t("rateLimited"));
      else if (out.res.status === 400 && showFieldFromServer(err.param)) focusFirstInvalid();
      else if (/^link_/.test(err.code || "")) { formError(t("errorTitle"), t("linkClosed")); payButton.disabled = true; }
      else formError(t("errorTitle"), t("genericError"));
    } catch (ex) {
      setBusy(false);
      var P = window.PaymentSDK || {};
      if (P.ValidationError && ex instanceof P.ValidationError && showFieldFromServer(ex.field)) focusFirstInvalid();
      else if (P.ApiError && ex instanceof P.ApiError && ex.status === 429) formError(t("errorTitle"), t("rateLimited"));
      else if (P.ApiError && ex instanceof P.ApiError && ex.status === 0) formError(t("errorTitle"), t("networkError"));
      else if (ex instanceof TypeError) formError(t("errorTitle"), t("networkError"));
      else formError(t("errorTitle"), t("genericError"));
    }
  });

  refresh();
})();
