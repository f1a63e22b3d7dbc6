import type { HtmlTagDescriptor, Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk and everything it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, fileName: string, seen: Set<string>): void {
  if (seen.has(fileName)) return;
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
}

/**
 * web/app/main.tsx loads the app in steps through dynamic imports (so no start-up task is long);
 * left alone, the browser would find each step's chunks only when the step before it ran, one
 * round trip after another. This lists every chunk of those steps in index.html as a
 * modulepreload, so they all download at once while the steps still run one task at a time.
 */
export function bootPreloadPlugin(): Plugin {
  return {
    name: "roadside:boot-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return [];
        const entry = chunk as OutputChunk;
        const alreadyLinked = new Set<string>();
        staticClosure(bundle, entry.fileName, alreadyLinked);
        const boot = new Set<string>();
        for (const step of entry.dynamicImports) staticClosure(bundle, step, boot);
        return [...boot]
          .filter((fileName) => !alreadyLinked.has(fileName))
          .map<HtmlTagDescriptor>((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${fileName}` },
            injectTo: "head",
          }));
      },
    },
  };
}
