import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedTestApp, startEmbeddedTestApp } from "../testing/embeddedTestApp";

describe("/metrics lives on METRICS_PORT, never on the public port", () => {
  let app: EmbeddedTestApp;
  beforeAll(async () => {
    app = await startEmbeddedTestApp({ METRICS_PORT: "0", SIMULATE_FLEET: "0", SEED_DEMO: "0" });
  }, 120_000);
  afterAll(() => app?.close());

  it("the public port does not serve it", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
  });

  it("the metrics port serves it, counting the public port's requests, and nothing else", async () => {
    expect(app.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(app.app.metricsUrl).not.toBe(app.url);
    const answer = await fetch(`${app.app.metricsUrl}/metrics`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await answer.text()).toMatch(
      /^http_request_duration_seconds_count\{.*route="\/healthz".*\} [1-9]/m,
    );
    expect((await fetch(`${app.app.metricsUrl}/api/config`)).status).toBe(404);
  });
});

describe("without METRICS_PORT", () => {
  it("metrics are served nowhere", async () => {
    const app = await startEmbeddedTestApp({ SIMULATE_FLEET: "0", SEED_DEMO: "0" });
    try {
      expect(app.app.metricsUrl).toBeNull();
      expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
    } finally {
      await app.close();
    }
  }, 120_000);
});
