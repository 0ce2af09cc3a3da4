// The hosted payment-link checkout's only script (besides the SDK). Plain JavaScript, no framework:
// it formats the fields, tokenizes the card with the SDK (the card goes straight to /tokenize and
// never to the payment call), authenticates it with 3-D Secure (the bank's challenge in the page's
// modal when the bank asks), pays, and shows a refused payment's reason so the buyer can retry. For Pix it
// shows the charge's code (QR, copy and paste, countdown) and polls until it is paid or expires.
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
    var m = method(), apple = m === "apple_pay", pix = m === "pix";
    cardFields.hidden = m !== "credit_card";
    if ($("pix-note")) $("pix-note").hidden = !pix;
    var note = $("secure-note");
    if (note) note.textContent = pix ? note.dataset.pixNote : note.dataset.cardNote;
    payButton.classList.toggle("apple", apple);
    var amount = currentAmount();
    payButton.textContent = apple ? payButton.dataset.appleLabel : pix ? payButton.dataset.pixLabel : amount ? t("payAmount", { amount: money(amount) }) : payButton.dataset.cardLabel;
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
  // Apple Pay only where the browser has it (Safari): elsewhere the choice stays hidden, and a link that takes
  // nothing else says so instead of offering a button that cannot work.
  var applePay = typeof window.ApplePaySession !== "undefined" && window.ApplePaySession !== null;
  if (applePay) form.querySelectorAll("[data-needs-apple-pay]").forEach(function (el) { el.hidden = false; });
  if (!applePay && $("apple-pay-unavailable")) { $("apple-pay-unavailable").hidden = false; payButton.disabled = true; }
  // ?method=credit_card or apple_pay: the "pay by card" and "try again" ways back from a declined wallet payment.
  var wanted = new URLSearchParams(window.location.search).get("method");
  if (wanted === "apple_pay" && !applePay) wanted = "credit_card";
  // On a phone Pix comes first (it is listed first there too): most buyers pay from the bank app on the same phone.
  if (!wanted && window.matchMedia && window.matchMedia("(max-width: 599px)").matches) wanted = "pix";
  form.querySelectorAll('input[name="payment_method"]').forEach(function (r) { if (r.value === wanted) r.checked = true; });

  function validate(m) {
    var apple = m !== "credit_card";
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

  // In the buyer's language by the failure code, and what to do next: a sentence, never the code itself
  // (the shop's support reads the code on the charge; the box keeps it in data-failure-code).
  function failureText(code) {
    var own = code && S.buyerFailure && S.buyerFailure[code];
    if (own) return own;
    var C = S.codes || {};
    var said = code && C.failure && C.failure[code];
    if (!said) return t("failure.default");
    var advice = C.failureAdvice && C.failureAdvice[code];
    return said + "." + (advice ? " " + advice : "");
  }

  // One key per attempt: when the answer was lost (network error) the buyer's next tap re-sends with
  // the same key, and the server replays the first answer instead of charging twice. Any answer
  // received ends the attempt, so a retry after a decline is a new attempt with a new key.
  var pendingKey = null;
  function attemptKey() {
    if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
    return String(Date.now()) + Math.random().toString(36).slice(2);
  }

  function post(path, body, headers) {
    return fetch(path, {
      method: "POST",
      headers: Object.assign({ "Content-Type": "application/json" }, headers || {}),
      body: JSON.stringify(body),
      credentials: "omit",
    }).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (json) { return { res: res, json: json }; });
    });
  }

  // The EMV 3-D Secure browser fields, as the SDK collects them (sdk/src/three-ds.ts).
  function browserData() {
    return {
      accept_header: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
      language: navigator.language || "pt-BR",
      color_depth: (window.screen && screen.colorDepth) || 24,
      screen_height: (window.screen && screen.height) || 0,
      screen_width: (window.screen && screen.width) || 0,
      time_zone_offset: new Date().getTimezoneOffset(),
      user_agent: navigator.userAgent || "unknown",
      java_enabled: false,
      javascript_enabled: true,
    };
  }

  // The bank's challenge in the page's modal (<dialog>, focus kept inside): resolves "done" when the
  // challenge page says it ended (it says nothing of the result), "canceled" on Cancel or Escape (pressed
  // here, or inside the frame, which then asks), "expired" when the authentication runs out.
  var CHALLENGE_MESSAGE = "pagamentos:3ds-challenge";
  function challenge(a) {
    return new Promise(function (resolve) {
      var dialog = $("three-ds"), frame = $("three-ds-frame"), cancel = $("three-ds-cancel");
      var previous = document.activeElement, ended = false;
      var timer = setTimeout(function () { finish("expired"); }, Math.max(0, Date.parse(a.expires_at) - Date.now()));
      function onMessage(e) {
        var m = e.data;
        if (e.origin !== window.location.origin || e.source !== frame.contentWindow || !m || m.type !== CHALLENGE_MESSAGE || m.id !== a.authentication_id) return;
        finish(m.action === "cancel" ? "canceled" : "done");
      }
      function onEscape(e) { e.preventDefault(); finish("canceled"); }
      function onCancel() { finish("canceled"); }
      function onLoad() { frame.focus(); }
      function finish(how) {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        window.removeEventListener("message", onMessage);
        dialog.removeEventListener("cancel", onEscape);
        cancel.removeEventListener("click", onCancel);
        frame.removeEventListener("load", onLoad);
        dialog.close();
        if (previous && previous.focus) previous.focus();
        resolve(how);
      }
      window.addEventListener("message", onMessage);
      dialog.addEventListener("cancel", onEscape);
      cancel.addEventListener("click", onCancel);
      frame.addEventListener("load", onLoad);
      frame.src = a.challenge_path;
      dialog.showModal();
    });
  }

  // 3-D Secure before the payment (docs/api/hosted-checkout.md): the bank answers at once (frictionless) or
  // asks for its challenge. Nothing is charged and the link's uses are untouched until the payment after it.
  // Answers { id } to pay with, { id: null } when the bank's service is unavailable (the payment then goes
  // without, and the bank decides), { stop } when the buyer must not be charged, or { error } (an HTTP answer).
  async function authenticate(token, amount) {
    var ref = { token: token, checkout_session: data.checkoutSession };
    var base = "/pay/" + encodeURIComponent(data.linkId) + "/3ds";
    var body = Object.assign({ browser: browserData() }, ref);
    if (data.amount == null) body.amount = amount;
    var start = await post(base, body);
    if (!start.res.ok) return { error: start };
    var a = start.json.data;
    if (a.trans_status === "C") {
      setBusy(true, t("threeDs.authenticating"));
      var ending = await challenge(a);
      var path = base + "/" + encodeURIComponent(a.authentication_id);
      var after = await post(ending === "done" ? path : path + "/cancel", ref);
      if (!after.res.ok) return { error: after };
      a = after.json.data;
      if (a.trans_status !== "Y" && a.trans_status !== "A")
        return { stop: ending === "expired" || a.trans_status === "C" ? "expired" : a.status_reason === "challenge_canceled" ? "canceled" : "failed" };
    }
    if (a.trans_status === "Y" || a.trans_status === "A") return { id: a.authentication_id };
    if (a.trans_status === "U") return { id: null };
    return { stop: a.trans_status === "R" ? "rejected" : "failed" };
  }

  async function pay() {
    var m = method(), card = m === "credit_card";
    var customer = { name: $("customer-name").value.trim(), email: $("customer-email").value.trim() };
    var tax = $("customer-tax-id").value.trim(), phone = $("customer-phone").value.trim();
    if (tax) customer.tax_id = tax;
    if (phone) customer.phone = phone;
    var body = { payment_method: m, customer: customer, installments: card ? Number(installments.value || "1") : 1 };
    if (data.amount == null) body.amount = currentAmount();
    if (m === "pix") pixBody = body;
    if (card) {
      var exp = expiry.value.split("/");
      // The checkout session binds the token to this page: it pays this link once, within minutes.
      var sdk = new window.PaymentSDK({ publicKey: data.publicKey, checkoutSession: data.checkoutSession });
      var card = await sdk.tokenize({
        number: digits(number.value), holderName: $("card-holder").value.trim(),
        expirationMonth: exp[0], expirationYear: "20" + exp[1], cvv: cvv.value,
      });
      body.token = card.token;
      body.checkout_session = data.checkoutSession;
      setBusy(true, t("threeDs.authenticating"));
      var auth = await authenticate(card.token, body.amount);
      if (auth.error) return auth.error;
      if (auth.stop) return { stop: auth.stop };
      if (auth.id) body.three_ds_authentication_id = auth.id;
      setBusy(true, t("processing"));
    }
    var out = await post("/pay/" + encodeURIComponent(data.linkId) + "/charge", body, {
      "Idempotency-Key": (pendingKey = pendingKey || attemptKey()),
    });
    pendingKey = null;
    return out;
  }

  // A challenge that did not end well: nothing was charged; the buyer stays on the form, card kept, to try again.
  var STOPPED = {
    canceled: ["threeDs.canceledTitle", "threeDs.canceledText"],
    failed: ["threeDs.failedTitle", "threeDs.failedText"],
    expired: ["threeDs.failedTitle", "threeDs.expiredText"],
    rejected: ["threeDs.failedTitle", "threeDs.rejectedText"],
  };

  // ---- Pix: the code, its countdown, and the short polling that turns the page into the receipt. ----
  var pixBody = null, pixTimer = null, pixPoll = null, pixCharge = null, pixPolling = false;
  var pixPanel = $("pix-panel");
  function pixView(which) {
    ["pix-pending", "pix-expired", "pix-used-up"].forEach(function (id) { $(id).hidden = id !== which; });
  }
  function stopPix() {
    clearInterval(pixTimer); clearTimeout(pixPoll); pixTimer = pixPoll = null;
  }
  function clock(ms) {
    var s = Math.max(0, Math.ceil(ms / 1000)), m = Math.floor(s / 60);
    return m + ":" + String(s % 60).padStart(2, "0");
  }
  function tick() {
    var left = Date.parse(pixCharge.pix.expires_at) - Date.now();
    $("pix-countdown").textContent = t("pix.expiresIn", { time: clock(left) });
    if (left <= 0) { clearInterval(pixTimer); pixTimer = null; pollPix(); }
  }
  function showPix(r) {
    stopPix();
    pixCharge = r;
    form.hidden = true;
    pixPanel.hidden = false;
    $("pix-error").hidden = true;
    $("pix-copied").hidden = true;
    pixView("pix-pending");
    $("pix-amount").textContent = money(r.pix.amount);
    $("pix-qr").src = r.pix.qr_code_image;
    $("pix-code").value = r.pix.qr_code;
    tick();
    pixTimer = setInterval(tick, 1000);
    pixPoll = setTimeout(pollPix, 2000);
    $("pix-title").focus();
  }
  function showReceipt(st) {
    stopPix();
    if (st.next_url) { window.location.assign(st.next_url); return; }
    $("receipt-amount").textContent = money(st.receipt.amount);
    $("receipt-date").textContent = new Intl.DateTimeFormat(data.locale, { dateStyle: "short", timeStyle: "short" }).format(new Date(st.receipt.paid_at));
    $("receipt-reference").textContent = st.receipt.reference;
    pixPanel.hidden = true;
    $("pix-paid").hidden = false;
    $("pix-paid-title").focus();
  }
  // Every 2 s while the code is shown (and once more when the countdown ends): the page learns of the payment
  // within seconds of the PSP's webhook, with no reload.
  async function pollPix() {
    if (!pixCharge || pixPolling) return;
    pixPolling = true;
    clearTimeout(pixPoll);
    var st = null;
    try {
      var res = await fetch(pixCharge.pix.status_url, { credentials: "omit", cache: "no-store" });
      if (res.ok) st = (await res.json()).data;
      $("pix-error").hidden = !!st;
      if (!st) $("pix-error").textContent = t("pix.statusError");
    } catch (ex) {
      $("pix-error").textContent = t("pix.statusError");
      $("pix-error").hidden = false;
    }
    pixPolling = false;
    if (st && st.state === "paid") return showReceipt(st);
    if (st && (st.state === "expired" || st.state === "canceled")) { stopPix(); pixView("pix-expired"); return; }
    if (st && st.state === "used_up") { stopPix(); pixView("pix-used-up"); return; }
    pixPoll = setTimeout(pollPix, 2000);
  }
  if (pixPanel) {
    var copiedTimer = null;
    $("pix-copy").addEventListener("click", function () {
      var code = $("pix-code"), button = $("pix-copy");
      function copied() {
        $("pix-copied").textContent = t("pix.copiedText");
        $("pix-copied").hidden = false;
        button.textContent = button.dataset.copiedLabel;
        clearTimeout(copiedTimer);
        copiedTimer = setTimeout(function () { button.textContent = t("pix.copy"); }, 3000);
      }
      function byHand() {
        code.focus(); code.select();
        var done = false;
        try { done = document.execCommand("copy"); } catch (ex) { done = false; }
        if (done) copied();
        else { $("pix-copied").textContent = t("pix.copyFailed"); $("pix-copied").hidden = false; }
      }
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(code.value).then(copied, byHand);
      else byHand();
    });
    $("pix-renew").addEventListener("click", async function () {
      var button = $("pix-renew");
      button.disabled = true;
      try {
        var out = await post("/pay/" + encodeURIComponent(data.linkId) + "/charge", pixBody, { "Idempotency-Key": attemptKey() });
        if (out.res.ok && out.json.data.pix) showPix(out.json.data);
        else {
          var code = ((out.json && out.json.error) || {}).code || "";
          $("pix-error").textContent = out.res.status === 429 ? t("rateLimited") : /^link_/.test(code) ? t("linkClosed") : t("genericError");
          $("pix-error").hidden = false;
        }
      } catch (ex) {
        $("pix-error").textContent = t("networkError");
        $("pix-error").hidden = false;
      }
      button.disabled = false;
    });
    // Development only (the server renders the button only then): the sandbox pays the code as a bank would.
    var sandboxPay = $("pix-sandbox-pay");
    if (sandboxPay) sandboxPay.addEventListener("click", async function () {
      sandboxPay.disabled = true;
      await post(pixCharge.pix.status_url + "/sandbox-pay", {}).catch(function () { return null; });
      sandboxPay.disabled = false;
      pollPix();
    });
  }

  form.addEventListener("submit", async function (e) {
    e.preventDefault();
    if (busy) return;
    clearErrors();
    if (!validate(method())) { focusFirstInvalid(); return; }
    setBusy(true);
    try {
      var out = await pay();
      if (out.stop) {
        setBusy(false);
        $("form-error").dataset.failureCode = "three_ds_" + out.stop;
        formError(t(STOPPED[out.stop][0]), t(STOPPED[out.stop][1]));
        return;
      }
      if (out.res.ok) {
        var r = out.json.data;
        if (r.pix) { setBusy(false); showPix(r); return; }
        if (r.next_url) {
          setBusy(true, r.paid ? t("redirecting") : t("processing"));
          window.location.assign(r.next_url);
          return;
        }
        if (cvv) cvv.value = "";
        setBusy(false);
        $("form-error").dataset.failureCode = r.failure_code || "";
        formError(t("declinedTitle"), failureText(r.failure_code));
        return;
      }
      var err = (out.json && out.json.error) || {};
      setBusy(false);
      if (out.res.status === 429) formError(t("errorTitle"), t("rateLimited"));
      else if (out.res.status === 400 && showFieldFromServer(err.param)) focusFirstInvalid();
      else if (/^link_/.test(err.code || "")) { formError(t("errorTitle"), t("linkClosed")); payButton.disabled = true; }
      else if (/^authentication_/.test(err.code || "")) formError(t("threeDs.failedTitle"), t("threeDs.expiredText"));
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
