import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// DESIGN.md's dependency rule: the domain is pure, so its code may import zod and its own files only
// (its tests may also use the test tools). Anything else here would bring I/O, a clock or randomness in.
const DOMAIN = dirname(fileURLToPath(import.meta.url));
const PACKAGES_FOR_CODE = new Set(["zod"]);
const PACKAGES_FOR_TESTS = new Set(["zod", "vitest", "fast-check"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

function importsOf(source: string): string[] {
  const specifiers = source.matchAll(
    /(?:^|\s)(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g,
  );
  return [...specifiers].map((match) => match[1] ?? match[2]!);
}

/** What `file` imports that the rule forbids: packages outside the list, or paths leaving domain/. */
function forbiddenImports(file: string, source: string): string[] {
  const allowed = file.endsWith(".test.ts") ? PACKAGES_FOR_TESTS : PACKAGES_FOR_CODE;
  return importsOf(source).filter((specifier) => {
    if (specifier.startsWith("."))
      return relative(DOMAIN, resolve(dirname(file), specifier)).startsWith("..");
    return !allowed.has(specifier);
  });
}

describe("the domain's dependency rule", () => {
  it("imports nothing but zod and the domain's own files", () => {
    const offences = sourceFiles(DOMAIN)
      .filter((file) => file !== fileURLToPath(import.meta.url))
      .flatMap((file) =>
        forbiddenImports(file, readFileSync(file, "utf8")).map(
          (specifier) => `${relative(DOMAIN, file)}: ${specifier}`,
        ),
      );
    expect(offences).toEqual([]);
  });

  it("would catch I/O, another layer or a package", () => {
    const file = join(DOMAIN, "request", "decider.ts");
    expect(
      forbiddenImports(
        file,
        'import { readFile } from "node:fs/promises";\nimport { v7 } from "uuid";\nimport { x } from "../../infra/sql/pgSql";\nimport { y } from "../rules/pricing";\nimport { z } from "zod";',
      ),
    ).toEqual(["node:fs/promises", "uuid", "../../infra/sql/pgSql"]);
  });
});
