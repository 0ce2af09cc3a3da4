export { formatMoney, formatPercent } from "./money";
export { formatDate, formatDateTime, formatMonth } from "./date";
