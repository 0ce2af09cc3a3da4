/**
 * A value computed on first use and kept by this module instance: for what follows from the module's own
 * code or files (the route table, the OpenAPI document, fonts), which a dev hot reload must compute again.
 * State of the process itself (secrets, throttles, sinks, handles) goes through processSingleton instead.
 */
export function lazy<T>(create: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: create() }).value;
}
