export { enumLabel } from "./enumLabel";
export { formatAed, formatKm, formatMinutes, formatRating, shortRequestId } from "./numbers";
