import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/** More Tab presses than this to reach a control means it is not reachable in practice. */
const MAX_TABS = 80;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would, and checks the
 * focus is visible there (an outline or a focus ring shadow). Fails naming the control when it is
 * never reached: an element only the mouse can use.
 */
export async function tabTo(page: Page, target: Locator, what: string, backwards = false): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) {
      await expectVisibleFocus(target, what);
      return;
    }
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? "nothing");
  throw new Error(`${what} is not reachable with ${MAX_TABS} Tab presses (the focus is on ${focused})`);
}

/** WCAG 2.4.7: the focused control shows it has the focus. */
export async function expectVisibleFocus(target: Locator, what: string): Promise<void> {
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== "none" && style.boxShadow !== "";
    return { outline, shadow };
  });
  expect(ring.outline || ring.shadow, `${what} shows a focus ring`).toBe(true);
}

/** Focus on the control, then type: only the keyboard. */
export async function typeInto(page: Page, target: Locator, what: string, text: string): Promise<void> {
  await tabTo(page, target, what);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  // The value as the app holds it after the last key: given time on a loaded machine, where the
  // page's re-render after the last keystroke may come well after the key was sent.
  await expect.poll(() => target.inputValue(), { timeout: 10_000 }).toBe(text);
}
