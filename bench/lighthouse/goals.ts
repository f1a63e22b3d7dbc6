import type { PageRun } from "./table";

export interface Goal {
  page: string;
  preset: "mobile";
  what: string;
  wanted: number;
  got: number | null;
  met: boolean;
}

/** Issue 28's goals, all on the mobile preset. */
const PUBLIC_PAGES = new Set(["landing", "sign-in"]);
const PERFORMANCE_GOAL: Record<string, number> = { landing: 90, "sign-in": 90, "customer-home": 70 };

export function checkGoals(runs: readonly PageRun[]): Goal[] {
  const goals: Goal[] = [];
  const add = (page: string, what: string, wanted: number, got: number | null) =>
    goals.push({ page, preset: "mobile", what, wanted, got, met: got !== null && got >= wanted });
  for (const { page, preset, result } of runs) {
    if (preset !== "mobile") continue;
    const performanceGoal = PERFORMANCE_GOAL[page];
    if (performanceGoal !== undefined) add(page, "performance", performanceGoal, result.scores.performance);
    add(page, "accessibility", 100, result.scores.accessibility);
    add(page, "best-practices", 100, result.scores["best-practices"]);
    if (PUBLIC_PAGES.has(page)) add(page, "seo", 95, result.scores.seo);
  }
  return goals;
}
