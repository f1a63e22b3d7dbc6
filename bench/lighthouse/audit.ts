import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export type Preset = "mobile" | "desktop";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** The Web Vitals Lighthouse reports in a navigation, in milliseconds (CLS unitless). */
const VITALS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  siMs: "speed-index",
} as const;

export interface AuditResult {
  /** 0–100, as the report shows them; null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  vitals: Record<keyof typeof VITALS, number | null>;
  /** Lighthouse's measure of this host's speed (higher is faster); scores depend on it. */
  benchmarkIndex: number | null;
  /** The audits below a perfect score, by category, so a run says what to fix. */
  failing: Record<Category, string[]>;
  /** Console errors and failed requests Lighthouse saw, for the Best Practices score. */
  consoleErrors: string[];
  runtimeError: string | null;
  finalUrl: string;
}

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port`: the default config is
 * the mobile preset (Moto G Power, slow 4G and 4× CPU slowdown, simulated), the desktop preset is
 * Lighthouse's own desktop config. `headers` go with every request (the session cookie).
 */
export async function audit(
  url: string,
  port: number,
  preset: Preset,
  headers: Record<string, string> = {},
): Promise<AuditResult> {
  const runner = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", extraHeaders: headers },
    preset === "desktop" ? desktopConfig : undefined,
  );
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const lhr = runner.lhr;
  const scores = {} as AuditResult["scores"];
  const failing = {} as AuditResult["failing"];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result !== undefined && result.score !== null && result.score < 1)
      .map((result) => `${result!.id} (${result!.displayValue ?? result!.score})`);
  }
  const vitals = {} as AuditResult["vitals"];
  for (const [key, id] of Object.entries(VITALS) as [keyof typeof VITALS, string][]) {
    const value = lhr.audits[id]?.numericValue;
    vitals[key] = value === undefined ? null : Number(value.toFixed(key === "cls" ? 3 : 0));
  }
  const consoleItems =
    (lhr.audits["errors-in-console"]?.details as { items?: { description?: string; url?: string }[] })
      ?.items ?? [];
  return {
    scores,
    vitals,
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failing,
    consoleErrors: consoleItems.map((item) => `${item.description ?? ""} ${item.url ?? ""}`.trim()),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    finalUrl: lhr.finalDisplayedUrl,
  };
}
