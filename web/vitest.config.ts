import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { uaeOutlinePlugin } from "./build/uaeOutlinePlugin.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/*
 * The web tests on their own: `npx vitest run --config web/vitest.config.ts`. The root `vitest run`
 * picks the same files up too; each DOM test names its environment in a
 * `// @vitest-environment happy-dom` first line, so the root config needs no change.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), uaeOutlinePlugin()],
  test: {
    include: ["**/*.test.{ts,tsx}"],
    exclude: ["dist/**", "node_modules/**", "test-artifacts/**"],
    environment: "happy-dom",
    // Form tests type into Chakra inputs key by key; the root config allows the same.
    testTimeout: 30_000,
  },
});
