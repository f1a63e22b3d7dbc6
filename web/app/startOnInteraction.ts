/** Sent on `document` by main.tsx once the app has hydrated the pre-rendered page. */
export const APP_LIVE_EVENT = "roadside:live";

export interface StartOnInteractionOptions {
  /** The app's entry module. */
  readonly entry: string;
  /** The modules its start-up imports (bootPreloadPlugin's list), fetched together with it. */
  readonly preloads: readonly string[];
  /** The event main.tsx sends once the app is live (APP_LIVE_EVENT). */
  readonly liveEvent: string;
  /** Runs the entry: `(url) => import(url)` in the page. */
  readonly load: (url: string) => Promise<unknown>;
  /** The service worker to register once the page has loaded; none in tests. */
  readonly serviceWorker?: string;
}

/**
 * The start of a pre-rendered public page (landing, sign-in; web/build/prerenderPlugin.ts, issue 28).
 * The page works as HTML: its links navigate, its text reads, keyboard and screen readers reach it.
 * Running the app's ~230 KB of scripts at load is what made a phone's main thread busy for seconds,
 * so they are only fetched, at low priority, once the page has loaded, and run on the visitor's
 * first sign of use (a press, a key, a focus, a touch). A button pressed or a form sent before the
 * app has taken the page over is held and pressed again once it has (APP_LIVE_EVENT): hydration
 * keeps the very nodes, so the press lands on the live control. Text typed meanwhile stays in the
 * fields, and the forms read it when they start (useTypedBeforeStart).
 *
 * Built into the page's one small script: it must not import anything.
 */
export function startOnInteraction({
  entry,
  preloads,
  liveEvent,
  load,
  serviceWorker,
}: StartOnInteractionOptions): void {
  const starters = ["pointerdown", "keydown", "focusin", "touchstart"] as const;
  // What a press works through before the app: links navigate by themselves, and need no holding.
  const controls =
    'button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"], summary';
  const held: (() => void)[] = [];
  let started = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of starters) removeEventListener(type, start, true);
    // All at once, not one round trip per start-up step (bootPreloadPlugin).
    for (const href of preloads) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    void load(entry);
  };

  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest("[data-prerendered]")) return;
    const form = event.type === "submit" && target instanceof HTMLFormElement ? target : null;
    const control = form ?? target.closest<HTMLElement>(controls);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // A page the app rendered afresh (another language) has other nodes: the press is then dropped.
    held.push(() => {
      if (!control.isConnected) return;
      // A form is never sent as the browser would (a GET with the password in the address): the app sends it.
      if (form) form.requestSubmit();
      else control.click();
    });
    start();
  };

  for (const type of starters) addEventListener(type, start, { capture: true, passive: true });
  addEventListener("click", hold, true);
  addEventListener("submit", hold, true);
  document.addEventListener(
    liveEvent,
    () => {
      removeEventListener("click", hold, true);
      removeEventListener("submit", hold, true);
      for (const replay of held.splice(0)) replay();
    },
    { once: true },
  );

  const afterPaint = () => {
    // Low priority and no parsing, nor a <link> whose insertion would restyle the whole page: the
    // files wait in the HTTP cache (hashed, immutable) for the first interaction.
    for (const href of [entry, ...preloads]) void fetch(href, { priority: "low" }).catch(() => undefined);
    // The offline copy and installability, as the app would register it (registerServiceWorker).
    if (serviceWorker && "serviceWorker" in navigator)
      void navigator.serviceWorker.register(serviceWorker, { scope: "/" }).catch(() => undefined);
  };
  // Once the page has loaded and been painted: on a slow phone the load event comes well before the
  // first paint (laying the page out is the longer part), and the downloads would compete with it.
  let loaded = document.readyState === "complete";
  let painted = false;
  const whenBoth = () => {
    if (loaded && painted) setTimeout(afterPaint, 0);
  };
  const markPainted = () => {
    painted = true;
    whenBoth();
  };
  if (!loaded)
    addEventListener(
      "load",
      () => {
        loaded = true;
        whenBoth();
      },
      { once: true },
    );
  if (
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntries().some((paint) => paint.name === "first-contentful-paint")) return;
      paints.disconnect();
      markPainted();
    });
    paints.observe({ type: "paint", buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  }
}
