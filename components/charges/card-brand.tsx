const names: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  elo: "Elo",
  amex: "Amex",
  hipercard: "Hipercard",
  diners: "Diners",
  jcb: "JCB",
  discover: "Discover",
};

/** "Visa •••• 1111", the only card data the dashboard ever shows. */
export function CardLabel({ brand, lastFour }: { brand: string; lastFour: string }) {
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-slate-700 uppercase">
        {names[brand] ?? brand}
      </span>
      <span className="font-mono text-slate-600 tabular-nums">•••• {lastFour}</span>
    </span>
  );
}
