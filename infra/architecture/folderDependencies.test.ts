import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./repoRoot";

/*
 * DESIGN.md's table of what each top-level folder may import, checked on every import of the source tree.
 * Two readings of the table are written down here (docs/decisions.md, "Folder dependencies"):
 * - command-api reads read models through the projections' query functions (a login looks up its account),
 *   and web shares the domain's pure rules (service types, prices on screen): both are pure or read-only.
 * - Test code (`*.test.ts(x)`, a `testing/` kit, web's browser tests under `web/e2e/`) may also import
 *   infra, and web's browser tests the GraphQL layer and the command handlers (to set up what a screen
 *   needs, as the system: a verified email): tests compose the real stores and servers they run
 *   against, as `infra/main.ts` does. The domain's tests are the exception: they stay as pure as the domain.
 * Command-line entry points are composition roots and live in infra/ (infra/cli/).
 */
const FOLDERS = ["domain", "command-api", "projections", "graphql", "infra", "web", "bench"] as const;
type Folder = (typeof FOLDERS)[number];

const ALLOWED_IN_CODE: Record<Folder, readonly Folder[]> = {
  domain: [],
  "command-api": ["domain", "projections"],
  projections: ["domain"],
  graphql: ["domain", "command-api", "projections"],
  // The composition root and the adapters: everything but the browser app.
  infra: ["domain", "command-api", "projections", "graphql"],
  web: ["domain"],
  // Benchmarks drive the whole system, as the composition root does, and build the web app they measure.
  bench: ["domain", "command-api", "projections", "graphql", "infra", "web"],
};

const ALLOWED_ALSO_IN_TESTS: Record<Folder, readonly Folder[]> = {
  domain: [],
  "command-api": ["infra"],
  projections: ["infra"],
  graphql: ["infra"],
  infra: [],
  web: ["infra", "graphql", "command-api"],
  bench: [],
};

/**
 * Packages that only infra/ may know (DESIGN.md: "Only infra/ knows that PGlite, pg or KurrentDB exist"),
 * and code that may import infra: tests that open a database themselves.
 */
const STORE_DRIVERS = ["pg", "@electric-sql/pglite", "@kurrent/kurrentdb-client"];
const MAY_KNOW_STORE_DRIVERS: readonly Folder[] = ["infra", "bench"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ["node_modules", "dist"].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Every module specifier: static and type imports, re-exports, side-effect imports and dynamic imports. */
function importsOf(source: string): string[] {
  const pattern =
    /(?:^|[\s;])(?:import|export)\s(?:[^;"']*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

function isTestCode(file: string): boolean {
  const path = relative(REPO_ROOT, file);
  return /\.test\.tsx?$/.test(path) || /(^|\/)testing\//.test(path) || path.startsWith("web/e2e/");
}

/** What `file` (in `folder`) imports that the table forbids, as "file: specifier (reason)". */
function offences(folder: Folder, file: string, source: string): string[] {
  const test = isTestCode(file);
  const allowed = new Set([
    folder,
    ...ALLOWED_IN_CODE[folder],
    ...(test ? ALLOWED_ALSO_IN_TESTS[folder] : []),
  ]);
  const where = relative(REPO_ROOT, file);
  return importsOf(source).flatMap((specifier) => {
    if (!specifier.startsWith(".")) {
      const driver = STORE_DRIVERS.some((name) => specifier === name || specifier.startsWith(`${name}/`));
      return driver && !MAY_KNOW_STORE_DRIVERS.includes(folder) && !allowed.has("infra")
        ? [`${where}: ${specifier} (only infra knows the store)`]
        : [];
    }
    const target = relative(REPO_ROOT, resolve(dirname(file), specifier)).split("/")[0]!;
    if (allowed.has(target as Folder)) return [];
    // A production file never leans on another folder's test kit, whatever the table allows.
    return [`${where}: ${specifier} (${folder}${test ? " tests" : ""} may not import ${target})`];
  });
}

/** Benchmarks start the system with the same kits the tests use; they are not production code either. */
function kitOffences(file: string, source: string): string[] {
  if (isTestCode(file) || relative(REPO_ROOT, file).startsWith("bench/")) return [];
  return importsOf(source)
    .filter((specifier) => specifier.startsWith(".") && /(^|\/)testing(\/|$)/.test(specifier))
    .map((specifier) => `${relative(REPO_ROOT, file)}: ${specifier} (production code imports a test kit)`);
}

describe("each top-level folder imports only what DESIGN.md's table allows", () => {
  it.each(FOLDERS)("%s", (folder) => {
    const found = sourceFiles(join(REPO_ROOT, folder)).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return [...offences(folder, file, source), ...kitOffences(file, source)];
    });
    expect(found).toEqual([]);
  });

  it("would catch a layer reaching past the table, a store driver outside infra and a production file using a test kit", () => {
    const cli = join(REPO_ROOT, "projections", "cli", "replay.ts");
    expect(
      offences(
        "projections",
        cli,
        'import { openBackend } from "../../infra/app/openBackend";\nimport pg from "pg";\nimport "../../graphql/schema";\nconst m = await import("../../command-api/rest/routes");\nimport type { Projection } from "../projection";',
      ),
    ).toEqual([
      "projections/cli/replay.ts: ../../infra/app/openBackend (projections may not import infra)",
      "projections/cli/replay.ts: pg (only infra knows the store)",
      "projections/cli/replay.ts: ../../graphql/schema (projections may not import graphql)",
      "projections/cli/replay.ts: ../../command-api/rest/routes (projections may not import command-api)",
    ]);
    const test = join(REPO_ROOT, "projections", "runner", "runner.test.ts");
    expect(offences("projections", test, 'import { x } from "../../infra/sql/pgSql";')).toEqual([]);
    expect(
      offences("domain", join(REPO_ROOT, "domain", "x.test.ts"), 'import { x } from "../infra/sql/pgSql";'),
    ).toEqual(["domain/x.test.ts: ../infra/sql/pgSql (domain tests may not import infra)"]);
    expect(
      kitOffences(
        join(REPO_ROOT, "projections", "runner", "runner.ts"),
        'import { k } from "./testing/kit";',
      ),
    ).toEqual(["projections/runner/runner.ts: ./testing/kit (production code imports a test kit)"]);
  });
});
