import { useEffect, useRef } from "react";

/** Calls `refresh` every `intervalMs` while the page is visible (spec §9 polling intervals). */
export function usePolling(refresh: () => void, intervalMs: number): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") latest.current();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
}
