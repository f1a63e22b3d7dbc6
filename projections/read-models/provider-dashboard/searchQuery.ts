/**
 * The dashboard search box as a tsquery: every word the user typed must start a word of the pickup
 * location or customer name, or start the request id or its last 6 characters ("ahm mar" finds Ahmed
 * at Dubai Marina). Only letters and digits reach the tsquery, so its syntax cannot be injected.
 * Works on PostgreSQL and PGlite alike: no extension (pg_trgm) needed.
 */
export function searchTsQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(" & ");
}
