/** What a drill found: each check with its outcome, and the totals it prints as "N passed, M failed". */
export interface DrillReport {
  passed: number;
  failed: number;
  failures: string[];
}

export class DrillChecks {
  private readonly results: { name: string; ok: boolean; detail: string }[] = [];

  constructor(private readonly log: (line: string) => void) {}

  check(name: string, ok: boolean, detail = ""): void {
    this.results.push({ name, ok, detail });
    this.log(`${ok ? "pass" : "FAIL"}  ${name}${detail ? ` (${detail})` : ""}`);
  }

  report(): DrillReport {
    const failures = this.results
      .filter((r) => !r.ok)
      .map((r) => `${r.name}${r.detail ? ` (${r.detail})` : ""}`);
    return { passed: this.results.length - failures.length, failed: failures.length, failures };
  }
}
