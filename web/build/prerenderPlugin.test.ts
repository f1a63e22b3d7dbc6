import { describe, expect, it } from "vitest";
import { startAfterFirstPaint } from "./prerenderPlugin";

const SHELL = `<head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/App-C.js">
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body>`;

describe("startAfterFirstPaint", () => {
  it("takes the entry and its preloads out of the page and starts them from a script after the first paint", () => {
    const { page, file, script } = startAfterFirstPaint(SHELL);
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain("index-A.js");
    expect(page).toContain(`<script type="module" crossorigin src="/${file}"></script>`);
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(file).toMatch(/^assets\/start-after-paint-[0-9a-f]{8}\.js$/);
    expect(script).toContain('const preloads = ["/assets/react-B.js","/assets/App-C.js"];');
    expect(script).toContain('import("/assets/index-A.js")');
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("import("));
  });

  it("refuses a page without an entry script", () => {
    expect(() => startAfterFirstPaint("<head></head>")).toThrow(/no module entry script/);
  });
});
