import type { HtmlTagDescriptor, IndexHtmlTransformContext, Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { bootPreloadPlugin } from "./bootPreloadPlugin";

const chunk = (fileName: string, imports: string[], dynamicImports: string[] = []) =>
  ({ type: "chunk", fileName, imports, dynamicImports }) as unknown as Rolldown.OutputChunk;

function preloadsOf(bundle: Record<string, Rolldown.OutputChunk>, entry: string): string[] {
  const hook = bootPreloadPlugin().transformIndexHtml as {
    handler: (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[];
  };
  const tags = hook.handler("", {
    bundle: bundle as unknown as Rolldown.OutputBundle,
    chunk: bundle[entry],
  } as IndexHtmlTransformContext);
  return tags.map((tag) => String(tag.attrs?.href));
}

describe("bootPreloadPlugin", () => {
  it("preloads the boot steps' chunks once each, leaving out what the entry already imports", () => {
    const bundle = {
      "assets/index.js": chunk("assets/index.js", ["assets/react.js"], ["assets/boot.js"]),
      "assets/react.js": chunk("assets/react.js", []),
      "assets/boot.js": chunk("assets/boot.js", ["assets/react.js", "assets/chakra.js"]),
      "assets/chakra.js": chunk("assets/chakra.js", ["assets/react.js"]),
    };
    expect(preloadsOf(bundle, "assets/index.js")).toEqual(["/assets/boot.js", "/assets/chakra.js"]);
  });
});
