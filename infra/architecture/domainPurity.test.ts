import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "./repoRoot";

/*
 * The domain's purity is enforced by two checks that `npm run lint` and `npm run typecheck` run:
 * biome.json's override for domain/ (restricted globals and imports, and lint/domainPurity.grit for the
 * clock and randomness) and domain/tsconfig.json (no Node or DOM types). Each fixture holds one form the
 * domain must not use; this test places the fixtures where a domain file would live and proves each one
 * fails. The control fixture (pure.ts) must pass both, so a failure is the rule at work, not a broken set-up.
 * The fixtures live outside domain/ so that the normal lint and build never see them.
 */
const FIXTURES = join(REPO_ROOT, "infra", "architecture", "domain-purity-fixtures");
const BIN = join(REPO_ROOT, "node_modules", ".bin");
const run = promisify(execFile);

/**
 * Every forbidden form fails the lint; these also fail the type-check. They are compiled without the
 * import fixtures: a file that imports `node:fs` brings Node's types, globals included, into the whole
 * program, which is why the lint (noRestrictedImports, noNodejsModules) is the check that stops imports.
 */
const ALSO_A_TYPE_ERROR = ["cryptoGlobal", "fetchCall", "processEnv", "timer", "requireCall"];

interface Outcome {
  readonly code: number;
  readonly stdout: string;
}

async function outcome(command: string, args: string[], cwd: string): Promise<Outcome> {
  try {
    const { stdout } = await run(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? "" };
  }
}

let workDir: string;
let fixtureNames: string[];
const lintFindings = new Map<string, string[]>();
const typeErrors = new Map<string, string[]>();

beforeAll(async () => {
  // Inside the repository (test-artifacts/ is git-ignored) so that zod and the domain's own files resolve.
  workDir = join(REPO_ROOT, "test-artifacts", `domain-purity-${process.pid}`);
  const placed = join(workDir, "domain", "request");
  mkdirSync(placed, { recursive: true });
  fixtureNames = readdirSync(FIXTURES)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => basename(name, ".ts"));
  for (const name of fixtureNames) copyFileSync(join(FIXTURES, `${name}.ts`), join(placed, `${name}.ts`));

  // The repository's own Biome configuration, unchanged but for paths: its `domain/**` overrides match the
  // copies because the configuration sits at the root of the copy's tree.
  const config = JSON.parse(readFileSync(join(REPO_ROOT, "biome.json"), "utf8"));
  delete config.$schema;
  config.vcs = { enabled: false };
  config.files = { includes: ["**"] };
  for (const override of config.overrides ?? [])
    override.plugins = (override.plugins ?? []).map((plugin: string) => join(REPO_ROOT, plugin));
  writeFileSync(join(workDir, "biome.json"), JSON.stringify(config));
  // The domain's own compiler settings; rootDirs lets the copies import the real domain files beside them.
  writeFileSync(
    join(workDir, "tsconfig.json"),
    JSON.stringify({
      extends: join(REPO_ROOT, "domain", "tsconfig.json"),
      compilerOptions: { rootDirs: [workDir, REPO_ROOT] },
      include: [],
      files: [...ALSO_A_TYPE_ERROR, "pure"].map((name) => `domain/request/${name}.ts`),
    }),
  );

  const [lint, types] = await Promise.all([
    outcome(join(BIN, "biome"), ["lint", "--reporter=json", "--max-diagnostics=none", "."], workDir),
    outcome(join(BIN, "tsc"), ["-p", "tsconfig.json", "--pretty", "false"], workDir),
  ]);
  const report = JSON.parse(lint.stdout) as {
    diagnostics: { category: string; location: { path: string } }[];
  };
  for (const diagnostic of report.diagnostics) {
    const name = basename(diagnostic.location.path, ".ts");
    lintFindings.set(name, [...(lintFindings.get(name) ?? []), diagnostic.category]);
  }
  for (const line of types.stdout.split("\n")) {
    const match = /domain\/request\/(\w+)\.ts\(\d+,\d+\): error (TS\d+)/.exec(line);
    if (match) typeErrors.set(match[1]!, [...(typeErrors.get(match[1]!) ?? []), match[2]!]);
  }
}, 120_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the domain purity checks", () => {
  it("has fixtures for every forbidden form and a control", () => {
    expect(relative(REPO_ROOT, FIXTURES)).toBe("infra/architecture/domain-purity-fixtures");
    expect(fixtureNames.sort()).toEqual(
      [
        "cryptoGlobal",
        "dateNow",
        "dynamicImport",
        "fetchCall",
        "mathRandom",
        "newDateWithoutArgument",
        "otherLayerImport",
        "packageImport",
        "processEnv",
        "pure",
        "requireCall",
        "sideEffectImport",
        "timer",
      ].sort(),
    );
  });

  it("lets the control through both checks", () => {
    expect(lintFindings.get("pure")).toBeUndefined();
    expect(typeErrors.get("pure")).toBeUndefined();
  });

  it.each([
    ["dateNow", "plugin"],
    ["newDateWithoutArgument", "plugin"],
    ["mathRandom", "plugin"],
    ["cryptoGlobal", "lint/style/noRestrictedGlobals"],
    ["fetchCall", "lint/style/noRestrictedGlobals"],
    ["processEnv", "lint/style/noRestrictedGlobals"],
    ["timer", "lint/style/noRestrictedGlobals"],
    ["requireCall", "lint/style/noRestrictedGlobals"],
    ["sideEffectImport", "lint/style/noRestrictedImports"],
    ["dynamicImport", "lint/style/noRestrictedImports"],
    ["packageImport", "lint/style/noRestrictedImports"],
    ["otherLayerImport", "lint/style/noRestrictedImports"],
  ])("fails the lint on %s (%s)", (fixture, rule) => {
    expect(lintFindings.get(fixture) ?? []).toContain(rule);
  });

  it.each(ALSO_A_TYPE_ERROR)("fails the domain type-check on %s (no Node or DOM types)", (fixture) => {
    expect(typeErrors.get(fixture) ?? []).not.toEqual([]);
  });
});
