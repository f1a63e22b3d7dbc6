import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer, type Plugin, transformWithOxc } from "vite";
import { APP_LIVE_EVENT } from "../app/startOnInteraction.ts";

/** Where the pre-rendered pages go inside the build; the server sends them (infra/http/webAppRoutes.ts). */
export const PRERENDERED_DIR = "prerendered";

/**
 * The file a pre-rendered path is written to: "/" → index.html, "/login" → login.html, English at
 * the top and other languages in their folder ("ar/index.html"), as infra/http/webAppRoutes.ts reads them.
 */
export function prerenderedFileOf(path: string, language = "en"): string {
  const file = path === "/" ? "index.html" : `${path.slice(1)}.html`;
  return language === "en" ? file : `${language}/${file}`;
}

/** The page's `<html>` in its language and writing direction, as applyDocumentLanguage sets it live. */
export function withDocumentLanguage(page: string, language: string): string {
  const direction = language === "ar" ? "rtl" : "ltr";
  return page.replace(/<html lang="[^"]*">/, `<html lang="${language}" dir="${direction}">`);
}

/** The page's `<title>`: the one the screen sets once the app runs, which may be long after. */
export function withDocumentTitle(page: string, title: string): string {
  const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return page.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The pre-rendered pages' start (web/app/startOnInteraction.ts), compiled into the page's one small script. */
const START_SOURCE = fileURLToPath(new URL("../app/startOnInteraction.ts", import.meta.url));
/** The built service worker (web/build/pwaPlugin.ts, web/app/registerServiceWorker.ts). */
const SERVICE_WORKER_URL = "/serviceWorker.js";

/**
 * The pre-rendered pages run the app only on the visitor's first interaction (startOnInteraction).
 * Left in the page, the entry script and its modulepreloads (bootPreloadPlugin) would download,
 * evaluate and hydrate ~230 KB of scripts at load: on a phone seconds of a busy main thread. Returns
 * the page without those tags, with the starter's tag instead, and the starter's file and text,
 * which is `starter` (startOnInteraction compiled) called with the entry and its preloads.
 */
export function startOnInteractionPage(
  shell: string,
  starter: string,
): { page: string; file: string; script: string } {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) throw new Error("index.html has no module entry script to start the app with");
  const preloads = [...new Set([...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  const options = `entry: ${JSON.stringify(entry)}, preloads: ${JSON.stringify(preloads)}, liveEvent: ${JSON.stringify(APP_LIVE_EVENT)}, serviceWorker: ${JSON.stringify(SERVICE_WORKER_URL)}`;
  const script = [
    "// Written by web/build/prerenderPlugin.ts from web/app/startOnInteraction.ts.",
    starter.replace(/^export /m, ""),
    `startOnInteraction({ ${options}, load: (url) => import(url) });`,
    "",
  ].join("\n");
  const hash = createHash("sha256").update(script).digest("hex").slice(0, 8);
  const file = `assets/start-on-interaction-${hash}.js`;
  const page = shell
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="/${file}"></script>\n`);
  return { page, file, script };
}

/** startOnInteraction as JavaScript, its constant and types left out. */
async function compiledStarter(): Promise<string> {
  const { code } = await transformWithOxc(await readFile(START_SOURCE, "utf8"), START_SOURCE, { lang: "ts" });
  const start = code.indexOf("export function startOnInteraction");
  if (start < 0) throw new Error(`${START_SOURCE} has no startOnInteraction function`);
  return code.slice(start);
}

/** What web/app/prerender.tsx exports (named here: the build's compiler settings are not the app's). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_LANGUAGES: readonly string[];
  renderPublicPage(path: string, language: string): Promise<string>;
  documentTitleOf(path: string, language: string): string;
}

/**
 * The public pages (landing, sign-in) as HTML: on a phone's slow link the first paint otherwise
 * waits for React and Chakra to download and run (issue 28). After the bundle is written, the
 * app's own components render each page to a string (web/app/prerender.tsx, loaded through Vite
 * so it resolves as the app does), and the markup goes into a copy of the built index.html's
 * #root. The app then hydrates it (main.tsx; emotion moves the inline styles into <head> first).
 * Runs before the pre-compression.
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
        const {
          page: shell,
          file,
          script,
        } = startOnInteractionPage(
          await readFile(join(outDir, "index.html"), "utf8"),
          await compiledStarter(),
        );
        await writeFile(join(outDir, file), script);
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
          const { PRERENDERED_PATHS, PRERENDERED_LANGUAGES, renderPublicPage, documentTitleOf } =
            (await server.ssrLoadModule("/app/prerender.tsx")) as PrerenderModule;
          for (const language of PRERENDERED_LANGUAGES)
            for (const path of PRERENDERED_PATHS) {
              // Live as it is: links navigate, and a press before the app runs is held for it
              // (startOnInteraction). `display: contents` keeps the wrapper out of the layout: the page
              // lies out as the app's. `data-prerendered` names the language: the app hydrates it only
              // in that language.
              const html = await renderPublicPage(path, language);
              const markup = `<div data-prerendered="${language}" style="display:contents">${html}</div>`;
              const page = withDocumentTitle(
                withDocumentLanguage(shell.replace(root, `<div id="root">${markup}</div>`), language),
                documentTitleOf(path, language),
              );
              const file = join(outDir, PRERENDERED_DIR, prerenderedFileOf(path, language));
              await mkdir(dirname(file), { recursive: true });
              await writeFile(file, page);
            }
        } finally {
          await server.close();
        }
      },
    },
  };
}
