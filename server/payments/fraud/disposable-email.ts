// A CommonJS package whose exports Node's ESM loader cannot name: a named import stopped `npm run
// worker` (tsx runs this file as ESM) at start. The default import works under Next and under tsx.
import mailchecker from "mailchecker";

const { blacklist } = mailchecker;

/**
 * Whether an e-mail's domain (or a parent domain of it) is a disposable-mail provider, from the list the
 * `mailchecker` package maintains (thousands of domains, updated upstream; not typed by hand here).
 */
export function isDisposableEmail(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const domains = blacklist();
  let domain = email.slice(at + 1).toLowerCase();
  for (;;) {
    if (domains.has(domain)) return true;
    const dot = domain.indexOf(".");
    if (dot < 0) return false;
    domain = domain.slice(dot + 1);
  }
}
