import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  baseKey,
  catalogueSets,
  ENGLISH_PLURALS,
  keysUsedIn,
  PLURAL_SUFFIXES,
  placeholders,
  WEB_ROOT,
} from "./catalogueFiles";

const sets = catalogueSets();

/**
 * Namespaces whose keys arrive at run time: the server's refusals by reason id (shared/errors). Their
 * keys are checked against the server's own table there, not against `t("...")` calls here.
 */
const KEYED_AT_RUN_TIME = new Set(["errors"]);

describe("message catalogues", () => {
  it("are found (one per converted folder)", () => {
    expect(sets.map((set) => set.scope)).toEqual(expect.arrayContaining(["app", "shared/ui"]));
    expect(new Set(sets.map((set) => set.namespace)).size).toBe(sets.length);
  });

  describe.each(sets.map((set) => [set.namespace, set] as const))("namespace %s", (_, set) => {
    const pluralBases = new Set(
      Object.keys(set.en)
        .filter((key) => key !== baseKey(key))
        .map(baseKey),
    );

    it("Arabic has every English key, with all six plural forms where English has plurals", () => {
      const expected = Object.keys(set.en).flatMap((key) => {
        const base = baseKey(key);
        if (!pluralBases.has(base)) return [key];
        return key === `${base}_other` ? PLURAL_SUFFIXES.map((suffix) => `${base}_${suffix}`) : [];
      });
      expect(Object.keys(set.ar).sort()).toEqual(expected.sort());
    });

    it("English plurals have exactly one and other", () => {
      for (const base of pluralBases)
        expect(
          Object.keys(set.en)
            .filter((key) => baseKey(key) === base)
            .sort(),
          base,
        ).toEqual(ENGLISH_PLURALS.map((suffix) => `${base}_${suffix}`));
    });

    it("no message is empty, and both languages fill the same placeholders", () => {
      for (const [key, message] of Object.entries(set.ar)) {
        expect(message.trim(), `ar ${key}`).not.toBe("");
        const english = set.en[key] ?? set.en[`${baseKey(key)}_other`] ?? "";
        // A plural form may leave the count out ("one job" / "وظيفة واحدة"); other names may not go missing.
        const expected = placeholders(english).filter((name) => !(name === "count" && key !== baseKey(key)));
        expect(
          placeholders(message).filter((name) => !(name === "count" && key !== baseKey(key))),
          `ar ${key}`,
        ).toEqual(expected);
      }
      for (const [key, message] of Object.entries(set.en)) expect(message.trim(), `en ${key}`).not.toBe("");
    });

    const used = new Set<string>();
    const dynamic: string[] = [];
    for (const path of set.sources) {
      const found = keysUsedIn(readFileSync(join(WEB_ROOT, path), "utf8"));
      for (const key of found.keys) used.add(key);
      dynamic.push(...found.dynamic.map((call) => `${path}: ${call}`));
    }

    it.skipIf(KEYED_AT_RUN_TIME.has(set.namespace))(
      "every key the folder's code asks for exists, written out literally",
      () => {
        expect(dynamic).toEqual([]);
        const known = new Set([...Object.keys(set.en), ...pluralBases]);
        expect([...used].filter((key) => !known.has(key))).toEqual([]);
      },
    );

    it.skipIf(KEYED_AT_RUN_TIME.has(set.namespace))("no key is left unused", () => {
      const unused = Object.keys(set.en).filter((key) => !used.has(key) && !used.has(baseKey(key)));
      expect(unused).toEqual([]);
    });
  });
});
