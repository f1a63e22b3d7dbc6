// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_LIVE_EVENT, startOnInteraction } from "./startOnInteraction";

const PAGE = `<div data-prerendered="en">
  <button type="button" id="card">Customer</button>
  <a href="#main" id="link">Skip</a>
  <form id="form"><input name="email"><button type="submit" id="send">Sign In</button></form>
</div><button type="button" id="outside">Elsewhere</button>`;

describe("startOnInteraction", () => {
  let load: ReturnType<typeof vi.fn<(url: string) => Promise<unknown>>>;
  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

  beforeEach(() => {
    document.body.innerHTML = PAGE;
    load = vi.fn<(url: string) => Promise<unknown>>(() => Promise.resolve());
    // The prefetch after the first paint: no server here.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response())),
    );
    startOnInteraction({
      entry: "/assets/index.js",
      preloads: ["/assets/react.js"],
      liveEvent: APP_LIVE_EVENT,
      load,
    });
  });
  afterEach(() => {
    // Each test's listeners stay on the window: the live event takes the holding ones off.
    document.dispatchEvent(new Event(APP_LIVE_EVENT));
    document.head.innerHTML = "";
    vi.unstubAllGlobals();
  });

  it("runs nothing until the visitor does something, then the entry with its preloads", () => {
    expect(load).not.toHaveBeenCalled();
    element("card").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(load).toHaveBeenCalledExactlyOnceWith("/assets/index.js");
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute("href")).toBe(
      "/assets/react.js",
    );
    element("card").dispatchEvent(new Event("keydown", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("holds a press on the page until the app is live, then presses again", () => {
    const pressed = vi.fn();
    element("card").addEventListener("click", pressed);
    element("card").click();
    expect(pressed).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event(APP_LIVE_EVENT));
    expect(pressed).toHaveBeenCalledOnce();
    element("card").click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it("holds a form's sending for the app and never lets the browser send it", () => {
    const sent = vi.fn((event: Event) => event.preventDefault());
    element("form").addEventListener("submit", sent);
    element("form").dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(sent).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(APP_LIVE_EVENT));
    expect(sent).toHaveBeenCalledOnce();
  });

  it("lets links and controls outside the pre-rendered page be", () => {
    const followed = vi.fn();
    const outside = vi.fn();
    element("link").addEventListener("click", followed);
    element("outside").addEventListener("click", outside);
    element("link").click();
    element("outside").click();
    expect(followed).toHaveBeenCalledOnce();
    expect(outside).toHaveBeenCalledOnce();
  });
});
