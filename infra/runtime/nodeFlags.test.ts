import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./nodeFlags";

const root = new URL("../../", import.meta.url);
const scripts: Record<string, string> = JSON.parse(
  readFileSync(new URL("package.json", root), "utf8"),
).scripts;
const dockerCommand = /^CMD (.+)$/m.exec(readFileSync(new URL("Dockerfile", root), "utf8"))?.[1] ?? "";

it.each(["start", "replay", "bench"])("npm run %s starts node with the server's flags", (script) => {
  for (const flag of SERVER_NODE_FLAGS) expect(scripts[script]).toContain(`node ${flag}`);
});

it("the image starts node with the server's flags", () => {
  const argv: string[] = JSON.parse(dockerCommand);
  expect(argv.slice(0, 1 + SERVER_NODE_FLAGS.length)).toEqual(["node", ...SERVER_NODE_FLAGS]);
});
