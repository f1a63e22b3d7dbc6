import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/*
 * For the catalogue and string-literal tests (Node only): where the catalogues are, which source
 * files each one serves, and the keys those files ask for.
 */

export const WEB_ROOT = new URL("../../", import.meta.url).pathname;

const SKIPPED_DIRS = new Set([
  "node_modules",
  "dist",
  "e2e",
  "build",
  "test-artifacts",
  "public",
  "sw",
  "scripts",
]);

/** Every file under `dir` (web-relative paths), skipping build output and test folders. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (absolute: string) => {
    for (const name of readdirSync(absolute)) {
      const path = join(absolute, name);
      if (statSync(path).isDirectory()) {
        if (!SKIPPED_DIRS.has(name)) walk(path);
      } else out.push(relative(WEB_ROOT, path));
    }
  };
  walk(join(WEB_ROOT, dir));
  return out.sort();
}

export const isSource = (path: string) => /\.(ts|tsx)$/.test(path) && !/\.test\.(ts|tsx)$/.test(path);

export interface CatalogueSet {
  /** The folder the catalogue serves, web-relative, e.g. "features/profile". */
  readonly scope: string;
  readonly namespace: string;
  readonly en: Record<string, string>;
  readonly ar: Record<string, string>;
  /** The folder's source files, less those of sub-folders that have catalogues of their own. */
  readonly sources: readonly string[];
}

const readJson = (path: string) =>
  JSON.parse(readFileSync(join(WEB_ROOT, path), "utf8")) as Record<string, string>;

/** Every `messages/` folder in the app, with its English and Arabic catalogues and its sources. */
export function catalogueSets(): CatalogueSet[] {
  const all = filesUnder(".");
  const scopes = all
    .filter((path) => path.endsWith("/messages/en.json"))
    .map((path) => path.slice(0, -"/messages/en.json".length));
  return scopes.map((scope) => {
    const index = readFileSync(join(WEB_ROOT, scope, "messages/index.ts"), "utf8");
    const namespace = /defineMessages\("([^"]+)"/.exec(index)?.[1];
    if (!namespace)
      throw new Error(`${scope}/messages/index.ts does not call defineMessages("<namespace>", ...)`);
    const inner = scopes.filter((other) => other !== scope && other.startsWith(`${scope}/`));
    const sources = all.filter(
      (path) =>
        path.startsWith(`${scope}/`) &&
        isSource(path) &&
        !path.startsWith(`${scope}/messages/`) &&
        !inner.some((other) => path.startsWith(`${other}/`)),
    );
    return {
      scope,
      namespace,
      en: readJson(`${scope}/messages/en.json`),
      ar: readJson(`${scope}/messages/ar.json`),
      sources,
    };
  });
}

/** Keys asked for as `t("key"` (or `t("key", {...})`); the convention is that the translate function is called `t`. */
export function keysUsedIn(source: string): { readonly keys: string[]; readonly dynamic: string[] } {
  const keys = [...source.matchAll(/\bt\(\s*"([^"]+)"/g)].map((match) => match[1] as string);
  // A key built at run time cannot be checked: every key is written out, e.g. in a record by value.
  const dynamic = [...source.matchAll(/\bt\(\s*(?![")])([^,)\n]{0,40})/g)].map((match) => match[0]);
  return { keys, dynamic };
}

export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
/** English uses two plural forms; Arabic all six (Intl.PluralRules("ar")). */
export const ENGLISH_PLURALS = ["one", "other"] as const;

/** "jobs_one" → "jobs"; a key without a plural suffix is its own base. */
export function baseKey(key: string): string {
  const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? (match[1] as string) : key;
}

export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)]
    .map((match) => match[1] as string)
    .sort();
}
