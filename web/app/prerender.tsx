import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Client } from "urql";
import { signInDocumentTitle } from "../features/auth/signInDocumentTitle";
import { landingDocumentTitle } from "../features/landing/landingDocumentTitle";
import { i18n, type Language, loadRegistered } from "../shared/i18n";
import { AppProviders } from "./AppProviders";
import { routes } from "./routes";

/** The public pages the build renders to HTML (web/build/prerenderPlugin.ts); the server sends them to visitors without a session. */
export const PRERENDERED_PATHS = ["/", "/login"] as const;
/** Every language the pages are pre-rendered in; the server picks one per reader (infra/http/pageLanguage.ts). */
export const PRERENDERED_LANGUAGES = ["en", "ar"] as const satisfies readonly Language[];

/** The build runs without a browser: an empty storage is a first-time visitor's (no stored user). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The markup the app renders first at `path` for a visitor without a session, in `language`, with
 * Chakra's styles inline (emotion writes each component's <style> beside it when rendering to a
 * string). The browser paints it before any script arrives; main.tsx then hydrates it. A render
 * cannot wait for a catalogue (useT would suspend), so the page is rendered once in English first,
 * which registers its screens' namespaces, and their catalogues in `language` are loaded before
 * the render that counts.
 */
export async function renderPublicPage(
  path: (typeof PRERENDERED_PATHS)[number],
  language: Language,
): Promise<string> {
  globalThis.localStorage ??= emptyStorage();
  await i18n.changeLanguage("en");
  renderPage(path);
  await loadRegistered(language);
  await i18n.changeLanguage(language);
  return renderPage(path);
}

/**
 * The page's own title in `language`, as the screen sets it once the app runs (its effect): the
 * pre-rendered page is read, and may be left, before then (startOnInteraction.ts).
 */
export function documentTitleOf(path: (typeof PRERENDERED_PATHS)[number], language: Language): string {
  return path === "/" ? landingDocumentTitle(language) : signInDocumentTitle(language);
}

function renderPage(path: (typeof PRERENDERED_PATHS)[number]): string {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderToString(
    // No exchanges: rendering to a string runs no effects, so nothing is ever sent through it.
    <AppProviders graphqlClient={new Client({ url: "/graphql", exchanges: [] })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
