import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createServer, type Plugin } from "vite";

/** Where the pre-rendered pages go inside the build; the server sends them (infra/http/webAppRoutes.ts). */
export const PRERENDERED_DIR = "prerendered";

/** The file a pre-rendered path is written to: "/" → index.html, "/login" → login.html. */
export function prerenderedFileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

/** What web/app/prerender.tsx exports (named here: the build's compiler settings are not the app's). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPublicPage(path: string): string;
}

/**
 * The public pages (landing, sign-in) as HTML: on a phone's slow link the first paint otherwise
 * waits for React and Chakra to download and run (issue 28). After the bundle is written, the
 * app's own components render each page to a string (web/app/prerender.tsx, loaded through Vite
 * so it resolves as the app does), and the markup goes into a copy of the built index.html's
 * #root. The app then renders the same screen over it (React's createRoot replaces what the
 * container held; emotion moves the inline styles into <head> first). Runs before the pre-compression.
 */
export function prerenderPlugin(configFile: string): Plugin {
  let outDir = "";
  return {
    name: "roadside:prerender",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "pre",
      sequential: true,
      async handler() {
        const shell = await readFile(join(outDir, "index.html"), "utf8");
        const root = '<div id="root"></div>';
        if (!shell.includes(root))
          throw new Error(`${outDir}/index.html has no empty ${root} to render into`);
        const server = await createServer({
          configFile,
          logLevel: "warn",
          appType: "custom",
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { PRERENDERED_PATHS, renderPublicPage } = (await server.ssrLoadModule(
            "/app/prerender.tsx",
          )) as PrerenderModule;
          await mkdir(join(outDir, PRERENDERED_DIR), { recursive: true });
          for (const path of PRERENDERED_PATHS) {
            // Inert until the app renders over it: its buttons cannot work before the scripts run, so
            // they take no focus or taps, and tools (browser tests, screen readers) wait for the live
            // ones. `display: contents` keeps the wrapper out of the layout: the page lies out as the app's.
            const markup = `<div inert style="display:contents">${renderPublicPage(path)}</div>`;
            const page = shell.replace(root, `<div id="root">${markup}</div>`);
            await writeFile(join(outDir, PRERENDERED_DIR, prerenderedFileOf(path)), page);
          }
        } finally {
          await server.close();
        }
      },
    },
  };
}
