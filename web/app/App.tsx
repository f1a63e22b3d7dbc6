import { AppProviders } from "./AppProviders";
import { AppRouter } from "./AppRouter";

/** The whole app: providers above the router. */
export function App() {
  return (
    <AppProviders>
      <AppRouter />
    </AppProviders>
  );
}
