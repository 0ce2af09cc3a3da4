/**
 * How deep offset paging goes: `page` × `limit` at most this (docs/api/conventions.md). Deeper, the
 * database reads and throws away every row before the page; a 400 asks to narrow the filters instead.
 * A file of its own so that screens can import it without the API's schemas.
 */
export const MAX_PAGE_DEPTH = 10_000;
