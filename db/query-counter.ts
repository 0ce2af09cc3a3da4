/**
 * Counts what a database handle sends (openDatabase's `onQuery`): statements, transactions, and round
 * trips, a round trip being the statements sent before the next turn of the event loop (statements
 * issued together, pipelined on one connection, wait for the network once). For tests (an upper bound
 * on statements per request) and the bench (statements and round trips per request). On PGlite BEGIN
 * and COMMIT are not seen and nothing crosses a network: only `statements` means something there.
 */
export class QueryCounter {
  statements = 0;
  transactions = 0;
  roundTrips = 0;
  readonly log: string[] = [];
  private sending = false;

  constructor(private readonly keepLog = false) {}

  readonly onQuery = (query: string): void => {
    const q = query.trim().toLowerCase();
    // postgres.js reads the array types once per connection: not a statement of ours.
    if (q.startsWith("select b.oid, b.typarray")) return;
    if (q.startsWith("begin")) this.transactions++;
    else if (!q.startsWith("commit") && !q.startsWith("rollback")) this.statements++;
    if (this.keepLog) this.log.push(query.replace(/\s+/g, " ").slice(0, 120));
    if (!this.sending) {
      this.roundTrips++;
      this.sending = true;
      setImmediate(() => (this.sending = false));
    }
  };

  reset(): void {
    this.statements = 0;
    this.transactions = 0;
    this.roundTrips = 0;
    this.log.length = 0;
  }
}
