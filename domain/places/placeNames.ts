/**
 * Name matching for place search, in English and Arabic. Pure string work: no data, no I/O.
 */

/** Spelling marks people leave out: GeoNames writes "Ḩattā" and "Za'abeel", a customer types "hatta", "zabeel". */
const APOSTROPHES = /['‘’`ʻʼ´]/g;
/** Arabic: hamza seats, taa marbuta and alif maqsura are typed either way; tatweel is decoration. */
const ARABIC_FOLDS: readonly [RegExp, string][] = [
  [/[أإآٱ]/g, "ا"],
  [/ة/g, "ه"],
  [/ى/g, "ي"],
  [/ؤ/g, "و"],
  [/ئ/g, "ي"],
  [/ـ/g, ""],
];

/** Lower case, no accents or Arabic vowel marks, folded letters, single spaces. */
export function normalizeName(text: string): string {
  let s = text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(APOSTROPHES, "");
  for (const [from, to] of ARABIC_FOLDS) s = s.replace(from, to);
  return s
    .replace(/[-_,./()]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) turning `query` into some prefix
 * of `name`, so a half-typed word with a slip ("dubai marna") still matches "dubai marina".
 */
export function prefixEditDistance(query: string, name: string): number {
  const m = query.length;
  const n = name.length;
  // rows[i][j]: distance between query[0..i) and name[0..j); the last three rows are enough for swaps.
  let prevPrev: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const row = [i];
    for (let j = 1; j <= n; j++) {
      const cost = query[i - 1] === name[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && query[i - 1] === name[j - 2] && query[i - 2] === name[j - 1]) {
        d = Math.min(d, (prevPrev[j - 2] as number) + 1);
      }
      row.push(d);
    }
    prevPrev = prev;
    prev = row;
  }
  return Math.min(...prev);
}

/** How many slips a query of this length may carry: none for 1–3 letters, one up to 7, then two. */
export function allowedEdits(queryLength: number): number {
  if (queryLength < 4) return 0;
  return queryLength < 8 ? 1 : 2;
}

/** Where a name's words start ("al quoz industrial" → 0, 3, 8), so a query may match from any word. */
function wordStarts(name: string): number[] {
  const starts = [0];
  for (let i = 1; i < name.length; i++) if (name[i - 1] === " " && name[i] !== " ") starts.push(i);
  return starts;
}

/**
 * How well a normalised query matches a normalised name; lower is better, null is no match.
 * 0 the whole name, 1 its beginning, 2 the beginning of a later word, 3+ with slips (3 + edits).
 */
export function matchScore(query: string, name: string): number | null {
  if (query === "" || name === "") return null;
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const starts = wordStarts(name);
  if (starts.some((s) => s > 0 && name.startsWith(query, s))) return 2;
  const allowed = allowedEdits(query.length);
  if (allowed === 0) return null;
  let best = Number.POSITIVE_INFINITY;
  for (const s of starts) best = Math.min(best, prefixEditDistance(query, name.slice(s)));
  // Also the name without spaces, for "alquoz" against "al quoz".
  best = Math.min(best, prefixEditDistance(query.replace(/ /g, ""), name.replace(/ /g, "")));
  return best <= allowed ? 3 + best : null;
}
