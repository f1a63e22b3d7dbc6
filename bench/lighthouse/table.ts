import type { AuditResult, Preset } from "./audit";

export interface PageRun {
  page: string;
  preset: Preset;
  result: AuditResult;
}

const cell = (value: number | null, width: number) => String(value ?? "–").padStart(width);

/** One line per page and preset: the four scores, then the Web Vitals. */
export function formatTable(runs: readonly PageRun[]): string {
  const header = `${"page".padEnd(19)} ${"preset".padEnd(8)} perf  a11y    bp   seo │   FCP ms   LCP ms   TBT ms    CLS    SI ms  bench`;
  const lines = runs.map(({ page, preset, result: { scores, vitals, benchmarkIndex } }) =>
    [
      page.padEnd(19),
      preset.padEnd(8),
      cell(scores.performance, 4),
      cell(scores.accessibility, 5),
      cell(scores["best-practices"], 5),
      cell(scores.seo, 5),
      "│",
      cell(vitals.fcpMs, 8),
      cell(vitals.lcpMs, 8),
      cell(vitals.tbtMs, 8),
      cell(vitals.cls, 6),
      cell(vitals.siMs, 8),
      cell(benchmarkIndex === null ? null : Math.round(benchmarkIndex), 6),
    ].join(" "),
  );
  return [header, "─".repeat(header.length), ...lines].join("\n");
}
