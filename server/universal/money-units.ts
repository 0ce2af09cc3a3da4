/**
 * Money and rates as branded numbers, so that the type checker tells them apart where they cross a
 * function boundary (the model: hyperswitch's `MinorUnit`). A `Cents` is still a number, so it flows into
 * plain arithmetic and JSON; only the functions that take money or a rate ask for the brand, and a value
 * gets it once, where it enters (a row, a request, a constant), through these checks.
 */
declare const unit: unique symbol;

/** Integer centavos (R$ 1,00 is 100): the unit of every amount in the service. */
export type Cents = number & { readonly [unit]: "cents" };

/** Hundredths of a percent (3,19 % is 319): the unit of every rate (MDR, anticipation, splits). */
export type BasisPoints = number & { readonly [unit]: "basis_points" };

/** An amount in centavos; anything but a safe integer is a bug upstream (never a float of reais). */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amounts are integer centavos, got ${value}.`);
  return value as Cents;
}

/** A rate in basis points: a non-negative integer. */
export function basisPoints(value: number): BasisPoints {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Rates are non-negative integer basis points, got ${value}.`);
  return value as BasisPoints;
}
