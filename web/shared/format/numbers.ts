/** "AED 275.00": prices with two decimals (spec §2.8 finalPrice). */
export function formatAed(amount: number, decimals = 2): string {
  return `AED ${amount.toLocaleString("en-AE", { minimumFractionDigits: decimals, maximumFractionDigits: decimals })}`;
}

/** Ratings to one decimal (spec §2.5): 4.75 → "4.8". */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** Distances to one decimal in km (spec §2.5): 2.34 → "2.3 km". */
export function formatKm(km: number): string {
  return `${km.toFixed(1)} km`;
}

/** Minutes as the product prints them: "8 min". */
export function formatMinutes(minutes: number): string {
  return `${Math.round(minutes)} min`;
}

/** Request ids are shown as their last 6 characters (spec §9). */
export function shortRequestId(id: string): string {
  return id.slice(-6);
}
