import { ChakraProvider } from "@chakra-ui/react";
import { cleanup, type RenderResult, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach } from "vitest";
import { ChakraLocale } from "../i18n";
import { SessionProvider } from "../session";
import { system } from "../theme/system";
import { Toaster, toaster } from "../toast";

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  toaster.remove();
});

export interface RenderOptions {
  /** The URL the memory router starts at. */
  readonly path?: string;
  /** Extra routes next to the one under test, e.g. to see where a navigation went. */
  readonly routes?: Readonly<Record<string, ReactNode>>;
}

/** Renders a component as the app would: theme, session (no start-up check), router and toasts. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderResult {
  const path = options.path ?? "/";
  const pathname = path.split("?")[0] ?? "/";
  return render(
    <ChakraProvider value={system}>
      <ChakraLocale>
        <SessionProvider validateOnStart={false}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pathname} element={ui} />
              {Object.entries(options.routes ?? {}).map(([route, element]) => (
                <Route key={route} path={route} element={element} />
              ))}
            </Routes>
            <Toaster />
          </MemoryRouter>
        </SessionProvider>
      </ChakraLocale>
    </ChakraProvider>,
  );
}
