import { type RefObject, useEffect, useState } from "react";

/**
 * True from the first time the element comes near the viewport. The fleet map's code and WebGL
 * context are the heaviest thing on the panel; an admin who never scrolls to it never pays for it.
 */
export function useSeenOnce(ref: RefObject<Element | null>, margin = "200px"): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}
