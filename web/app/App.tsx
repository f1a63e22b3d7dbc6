import { useEffect } from "react";
import { AppProviders } from "./AppProviders";
import { AppRouter } from "./AppRouter";

/** The whole app: providers above the router. `onLive` runs once it has rendered in the browser. */
export function App({ onLive }: { readonly onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
