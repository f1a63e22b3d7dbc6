import { describe } from "vitest";
import { browserRequired, browserUnavailableReason } from "./browser";

/**
 * `describe` for suites that drive headless Chromium: skipped with a printed reason where no
 * Chromium is installed, and a failure instead where REQUIRE_BROWSER=1 (CI).
 */
export function describeInBrowser(name: string, body: () => void): void {
  const reason = browserUnavailableReason();
  if (reason && browserRequired()) {
    describe(name, () => {
      throw new Error(`REQUIRE_BROWSER=1 but ${reason}`);
    });
    return;
  }
  if (reason) {
    console.warn(`[skipped] ${name}: ${reason}`);
    describe.skip(name, body);
    return;
  }
  describe(name, body);
}
