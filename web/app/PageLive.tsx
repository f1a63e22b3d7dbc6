import { useEffect, useState } from "react";
import { APP_LIVE_EVENT } from "./startOnInteraction";

/**
 * Tells a pre-rendered page's starter (startOnInteraction.ts) that the screen is live, so it presses
 * again what the visitor pressed meanwhile. It sits inside the screen's Suspense boundary: such a
 * boundary hydrates after the shell around it, and until then a press on it would go nowhere. It
 * speaks one render after mounting: the screen's own mount effects (a form taking in the text typed
 * before the app ran) set their state in the same render, so a replayed press sees that state.
 */
export function PageLive() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (mounted) document.dispatchEvent(new Event(APP_LIVE_EVENT));
  }, [mounted]);
  return null;
}
