// @vitest-environment node
import { describe, expect, it } from "vitest";
import { renderPublicPage } from "./prerender";

/** The text a page shows, without its inline styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

// The build renders these with no browser, as web/build/prerenderPlugin.ts does.
describe("the public pages rendered at build time", () => {
  it("renders the landing for a visitor, with the styles it needs inline", () => {
    const html = renderPublicPage("/");
    expect(textOf(html)).toContain("Stuck on the road? Help is on the way, anywhere in the UAE.");
    expect(textOf(html)).toContain("I Need Help");
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it("renders the sign-in form at /login", () => {
    const html = renderPublicPage("/login");
    expect(textOf(html)).toContain("Sign in to Roadside");
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(textOf(html)).not.toContain("Stuck on the road?");
  });
});
