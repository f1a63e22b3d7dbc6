// First: before any module that validates with zod runs.
import "./zodWithoutEval";
import { StrictMode, startTransition } from "react";
import { registerServiceWorker } from "./registerServiceWorker";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

/** Lets the browser paint and handle input between start-up steps. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Who is signed in, asked at once: the home to show depends on it (earlySessionCheck.ts).
void import("../shared/session/earlySessionCheck").then(({ checkSessionEarly }) => checkSessionEarly());

// Start-up in steps, each its own task: on a slow phone one long task would block the first taps.
// React DOM, then Chakra's theme (building its tokens is the costliest step), then the screens.
const reactDom = await import("react-dom/client");
await yieldToMain();
await import("../shared/theme/system");
await yieldToMain();
const { App } = await import("./App");
// The shell's catalogues in the remembered language before the first paint: no English flash.
const { applyDocumentLanguage, currentLanguage, loadRegistered } = await import("../shared/i18n");
applyDocumentLanguage(currentLanguage());
await loadRegistered(currentLanguage());
await yieldToMain();

// For a visitor without a session the container may hold the landing or sign-in pre-rendered at
// build time (web/build/prerenderPlugin.ts), whose first interaction started the app
// (startOnInteraction.ts): the app takes that markup over (hydration keeps the painted nodes, so the
// page neither flickers nor repaints its largest text, and a press held meanwhile lands on the live
// control once PageLive says so). Otherwise the app renders into the empty container.
// It is hydrated only when it is in the language the app starts in (a reader who just switched, or a
// cache that mixed them up): hydrating other words would be a mismatch, so the app renders afresh.
const painted = container.querySelector<HTMLElement>(":scope > [data-prerendered]");
const prerendered = painted?.dataset.prerendered === currentLanguage() ? painted : null;
const { createRoot, hydrateRoot } = reactDom;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (prerendered) {
  // Inside a transition, hydration too renders in slices that yield to the browser (outside one it
  // runs at the default lane, in one task).
  startTransition(() => {
    hydrateRoot(prerendered, app);
  });
} else {
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, rather than in one task.
  startTransition(() => root.render(app));
}

registerServiceWorker();
