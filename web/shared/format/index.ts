export { formatAed, formatKm, formatMinutes, formatRating, shortRequestId } from "./numbers";
