// @vitest-environment node
import { describe, expect, it } from "vitest";
import authAr from "../features/auth/messages/ar.json";
import landingAr from "../features/landing/messages/ar.json";
import { documentTitleOf, renderPublicPage } from "./prerender";

/** The text a page shows, without its inline styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

// The build renders these with no browser, as web/build/prerenderPlugin.ts does.
describe("the public pages rendered at build time", () => {
  it("renders the landing for a visitor, with the styles it needs inline", async () => {
    const html = await renderPublicPage("/", "en");
    expect(textOf(html)).toContain("Stuck on the road? Help is on the way, anywhere in the UAE.");
    expect(textOf(html)).toContain("I Need Help");
    expect(html).toMatch(/<style data-emotion="css-global [^"]+">/);
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it("renders the sign-in form at /login", async () => {
    const html = await renderPublicPage("/login", "en");
    expect(textOf(html)).toContain("Sign in to Roadside");
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(textOf(html)).not.toContain("Stuck on the road?");
  });

  it("renders both pages in Arabic for an Arabic reader, and English again after", async () => {
    const landing = textOf(await renderPublicPage("/", "ar"));
    expect(landing).not.toContain("Stuck on the road?");
    const login = textOf(await renderPublicPage("/login", "ar"));
    expect(login).not.toContain("Sign in to Roadside");
    // Arabic words from the pages' own catalogues, not a fallback.
    const arabicWordsOf = (catalogue: Record<string, string>) =>
      Object.values(catalogue).filter((message) => !message.includes("{{") && message.length > 6);
    expect(arabicWordsOf(landingAr).some((message) => landing.includes(message))).toBe(true);
    expect(arabicWordsOf(authAr).some((message) => login.includes(message))).toBe(true);
    expect(textOf(await renderPublicPage("/", "en"))).toContain("Stuck on the road?");
  });

  it("titles each page as its screen does, in the page's language", async () => {
    await renderPublicPage("/login", "ar");
    expect(documentTitleOf("/", "en")).toBe("Roadside – 24/7 roadside assistance in the UAE");
    expect(documentTitleOf("/login", "en")).toBe("Sign in – Roadside");
    expect(documentTitleOf("/", "ar")).toBe(landingAr.documentTitle);
    expect(documentTitleOf("/login", "ar")).toBe(authAr["login.documentTitle"]);
  });
});
