import { describe, expect, it } from "vitest";
import { startOnInteractionPage, withDocumentTitle } from "./prerenderPlugin";

const SHELL = `<head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/App-C.js">
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body>`;

const STARTER = "export function startOnInteraction(options) {}";

describe("startOnInteractionPage", () => {
  it("takes the entry and its preloads out of the page and hands them to the starter", () => {
    const { page, file, script } = startOnInteractionPage(SHELL, STARTER);
    expect(page).not.toContain("modulepreload");
    expect(page).not.toContain("index-A.js");
    expect(page).toContain(`<script type="module" crossorigin src="/${file}"></script>`);
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(file).toMatch(/^assets\/start-on-interaction-[0-9a-f]{8}\.js$/);
    expect(script).toContain("\nfunction startOnInteraction(options) {}");
    expect(script).toContain(
      'entry: "/assets/index-A.js", preloads: ["/assets/react-B.js","/assets/App-C.js"]',
    );
    expect(script).toContain('liveEvent: "roadside:live"');
    expect(script).toContain("load: (url) => import(url)");
  });

  it("refuses a page without an entry script", () => {
    expect(() => startOnInteractionPage("<head></head>", STARTER)).toThrow(/no module entry script/);
  });
});

describe("withDocumentTitle", () => {
  it("puts the page's own title in place of the shell's, escaped", () => {
    expect(withDocumentTitle("<head><title>Roadside</title></head>", "Sign in & <go> – Roadside")).toBe(
      "<head><title>Sign in &amp; &lt;go> – Roadside</title></head>",
    );
  });
});
