import { useEffect, useRef } from "react";

/** Runs `refresh` whenever `key` changes after the first render (a live event bumps the key). */
export function useRefetchOnKey(key: number, refresh: () => void): void {
  const seen = useRef(key);
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    latest.current();
  });
}
