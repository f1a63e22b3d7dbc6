export { formatDateTime, formatDay, formatTime, formatWhen, UAE_TIME_ZONE } from "./dates";
export { enumLabel } from "./enumLabel";
export {
  formatAed,
  formatKm,
  formatList,
  formatMinutes,
  formatNumber,
  formatRating,
  shortRequestId,
} from "./numbers";
