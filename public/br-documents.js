/*
 * CPF, CNPJ and Brazilian phone numbers for the hosted checkout: formatted as typed and checked in the
 * browser with the server's rules (server/charges/tax-id.ts, the `phone` rule of server/charges/schemas.ts);
 * tests/hosted-checkout/br-documents.test.ts holds them to the server's and to cpf-cnpj-validator.
 * A plain script from this origin (the checkout's CSP allows 'self' only, no inline script): window.BrDocuments.
 */
(function (root) {
  function digits(s) { return String(s || "").replace(/\D+/g, ""); }

  function cpfValid(d) {
    if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
    function digit(len) {
      var sum = 0;
      for (var i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
      var r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    }
    return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
  }

  function cnpjValid(d) {
    if (!/^\d{14}$/.test(d) || /^(\d)\1{13}$/.test(d)) return false;
    function digit(len) {
      var weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
      var sum = 0;
      for (var i = 0; i < len; i++) sum += weights[i] * Number(d[i]);
      var r = sum % 11;
      return r < 2 ? 0 : 11 - r;
    }
    return digit(12) === Number(d[12]) && digit(13) === Number(d[13]);
  }

  /** "cpf", "cnpj" or null, for a value typed with or without punctuation. */
  function taxIdKind(value) {
    var d = digits(value);
    if (d.length === 11 && cpfValid(d)) return "cpf";
    if (d.length === 14 && cnpjValid(d)) return "cnpj";
    return null;
  }

  /** 123.456.789-09 while 11 digits or fewer, 12.345.678/0001-95 beyond. */
  function formatTaxId(value) {
    var d = digits(value).slice(0, 14);
    if (d.length <= 11) {
      return d
        .replace(/^(\d{3})(\d)/, "$1.$2")
        .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
        .replace(/^(\d{3})\.(\d{3})\.(\d{3})(\d)/, "$1.$2.$3-$4");
    }
    return d
      .replace(/^(\d{2})(\d)/, "$1.$2")
      .replace(/^(\d{2})\.(\d{3})(\d)/, "$1.$2.$3")
      .replace(/^(\d{2})\.(\d{3})\.(\d{3})(\d)/, "$1.$2.$3/$4")
      .replace(/^(\d{2})\.(\d{3})\.(\d{3})\/(\d{4})(\d)/, "$1.$2.$3/$4-$5");
  }

  /** (11) 99999-9999 / (11) 3333-4444 as typed; a number starting with + is left to its own format. */
  function formatPhone(value) {
    var v = String(value || "");
    if (/^\s*\+/.test(v)) return "+" + v.replace(/[^\d\s().-]/g, "").replace(/^\s+/, "").slice(0, 19);
    var d = digits(v).slice(0, 11);
    if (d.length <= 2) return d.length ? "(" + d : "";
    var local = d.slice(2);
    var head = local.length > 8 ? local.slice(0, 5) : local.slice(0, 4);
    var tail = local.length > 8 ? local.slice(5) : local.slice(4);
    return "(" + d.slice(0, 2) + ") " + head + (tail ? "-" + tail : "");
  }

  /** The server's rule (8 to 20 of digits, spaces and ( ) . -, an optional +) and a whole number: DDD + 8 or 9 digits, or + and 8 to 15 digits. */
  function phoneValid(value) {
    var v = String(value || "").trim();
    if (!/^\+?[\d\s().-]{8,20}$/.test(v)) return false;
    var n = digits(v).length;
    return v.charAt(0) === "+" ? n >= 8 && n <= 15 : n === 10 || n === 11;
  }

  root.BrDocuments = {
    digits: digits,
    cpfValid: cpfValid,
    cnpjValid: cnpjValid,
    taxIdKind: taxIdKind,
    formatTaxId: formatTaxId,
    formatPhone: formatPhone,
    phoneValid: phoneValid,
  };
})(typeof window !== "undefined" ? window : globalThis);
