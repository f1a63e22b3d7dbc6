/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one fails in the database (a 500). No
 * input of ours has a use for it: every door refuses it up front, naming where it was.
 *
 * Returns the path of the first string in `value` holding a NUL (`name`, `input.name`, `ids[2]`,
 * `where` itself for a bare string), or null.
 */
export function nulCharacterPath(value: unknown, where: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? where : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulCharacterPath(item, `${where}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes("\u0000")) return where;
      const found = nulCharacterPath(item, where === "" ? key : `${where}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

export const NUL_CHARACTER_REFUSED = "must not contain a NUL character (\\u0000)";
