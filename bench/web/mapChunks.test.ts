import { describe, expect, it } from "vitest";
import { staticImportsOf } from "./mapChunks";

describe("staticImportsOf", () => {
  it("lists a built chunk's static imports, not its dynamic ones", () => {
    const code =
      'import{a as b}from"./maplibre-BrNUYWc_.js";import"./side-effect-X1.js";' +
      'const load=()=>import("./deckOverlay-Bt.js");export{b};';
    expect(staticImportsOf(code)).toEqual(["maplibre-BrNUYWc_.js", "side-effect-X1.js"]);
  });
});
