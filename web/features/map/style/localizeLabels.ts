import type { LayerSpecification, Map as MapLibreMap, StyleSpecification } from "maplibre-gl";
import type { Language } from "../../../shared/i18n";

/*
 * Issue 22: the map's labels in the reader's language, where the style's data has names in it.
 * OpenMapTiles styles (OpenFreeMap's liberty, bright, positron) and Protomaps' basemaps label places
 * from `name`, `name:en`, `name:ar`, `name_en`, `name:latin`/`name:nonlatin`, `pgf:name`... in
 * expressions of their own making. Rather than know each style, the part of a `text-field` that
 * reads only name fields is replaced by the name in the language, falling back to the local one.
 * What else a label says (a peak's height, an airport's code, a road's ref) is kept.
 */

type Expression = readonly unknown[];

/** The name in the language: Arabic where the data has it, else the name as the place writes it. */
export function labelName(language: Language): Expression {
  return language === "ar"
    ? ["coalesce", ["get", "name:ar"], ["get", "name"]]
    : ["coalesce", ["get", "name:en"], ["get", "name_en"], ["get", "name:latin"], ["get", "name"]];
}

/**
 * Fields a name label reads: the names (`name`, `name:xx`, `name_xx`, `name2`, Protomaps'
 * `pgf:name`) and the script hints that pick between them (Protomaps' `script`, `script2`).
 */
const isNameField = (field: string) => /^(pgf:)?name\d*([:_].+)?$/.test(field) || /^script\d*$/.test(field);

/** The feature properties an expression reads with `get` or `has`. */
function fieldsRead(node: unknown, into: string[] = []): string[] {
  if (!Array.isArray(node)) return into;
  if ((node[0] === "get" || node[0] === "has") && typeof node[1] === "string" && node.length === 2)
    into.push(node[1]);
  for (const child of node) fieldsRead(child, into);
  return into;
}

/** An expression that says a name and nothing else (so the name in the language can replace it). */
function isNameOnly(node: unknown): boolean {
  if (!Array.isArray(node)) return false;
  const fields = fieldsRead(node);
  return fields.length > 0 && fields.every(isNameField);
}

/** `"{name:latin}\n{name:nonlatin}"`, the legacy token form, as the equivalent concat expression. */
function fromTokens(text: string): unknown {
  const parts = text.split(/(\{[^}]+\})/).filter((part) => part !== "");
  if (!parts.some((part) => part.startsWith("{"))) return text;
  return [
    "concat",
    ...parts.map((part) =>
      part.startsWith("{") && part.endsWith("}") ? ["to-string", ["get", part.slice(1, -1)]] : part,
    ),
  ];
}

/** A concat's parts, or a format's sections: each input with its options object, if it has one. */
function sectionsOf(op: string, parts: readonly unknown[]): unknown[][] {
  if (op !== "format") return parts.map((part) => [part]);
  const sections: unknown[][] = [];
  for (const part of parts) {
    const isOptions = typeof part === "object" && part !== null && !Array.isArray(part);
    const last = sections.at(-1);
    if (isOptions && last) last.push(part);
    else sections.push([part]);
  }
  return sections;
}

/**
 * In a concat or format, the first name becomes the name in the language and any further one
 * (the same place in another script: "Dubai\nدبي") goes, with the text that only joined the two.
 */
function localizeParts(op: string, parts: readonly unknown[], name: Expression): unknown[] {
  const out: unknown[] = [op];
  let named = false;
  let literals: unknown[] = [];
  for (const [input, ...options] of sectionsOf(op, parts)) {
    if (isNameOnly(input)) {
      if (!named) out.push(...literals, name, ...options);
      named = true;
      literals = [];
    } else if (typeof input === "string") {
      literals.push(input, ...options);
    } else {
      out.push(...literals, localize(input, name), ...options);
      literals = [];
    }
  }
  out.push(...literals);
  return out;
}

/** Positions of an expression's results (not its conditions or inputs), which may be replaced. */
function resultPositions(node: Expression): number[] {
  const all = node.map((_, i) => i);
  switch (node[0]) {
    case "case": // ["case", cond, out, cond, out, ..., fallback]
      return all.filter((i) => i > 0 && (i % 2 === 0 || i === node.length - 1));
    case "match": // ["match", input, label, out, ..., fallback]
      return all.filter((i) => i > 1 && (i % 2 === 1 || i === node.length - 1));
    case "step": // ["step", input, out, stop, out, ...]
      return all.filter((i) => i > 1 && i % 2 === 0);
    case "coalesce":
    case "to-string":
    case "upcase":
    case "downcase":
      return all.slice(1);
    default:
      return [];
  }
}

function localize(node: unknown, name: Expression): unknown {
  if (!Array.isArray(node)) return node;
  if (isNameOnly(node)) return name;
  const [op, ...rest] = node as unknown[];
  if (op === "concat" || op === "format") return localizeParts(op, rest, name);
  const results = new Set(resultPositions(node));
  return node.map((child, i) => (results.has(i) ? localize(child, name) : child));
}

/** A symbol layer's text-field in the language; other layers as they are. */
function localizeLayer(layer: LayerSpecification, name: Expression): LayerSpecification {
  if (layer.type !== "symbol" || layer.layout?.["text-field"] === undefined) return layer;
  const field = layer.layout["text-field"];
  const expression = typeof field === "string" ? fromTokens(field) : field;
  const localized = localize(expression, name);
  if (JSON.stringify(localized) === JSON.stringify(expression)) return layer;
  return { ...layer, layout: { ...layer.layout, "text-field": localized as typeof field } };
}

/** The style with its place names in the language (issue 22); a style without labels is returned as is. */
export function localizeLabels(style: StyleSpecification, language: Language): StyleSpecification {
  const name = labelName(language);
  return { ...style, layers: style.layers.map((layer) => localizeLayer(layer, name)) };
}

/**
 * Re-labels a map drawing `style` (as given, before localizeLabels) in the language, by its symbol
 * layers' text-field alone: no style reload, so what was added at run time (the traffic layer)
 * stays. A style still loading is labelled once it has. Returns the function that stops waiting.
 */
export function applyLabelLanguage(
  map: MapLibreMap,
  style: StyleSpecification,
  language: Language,
): () => void {
  const localized = localizeLabels(style, language);
  const apply = () => {
    for (const layer of localized.layers)
      if (layer.type === "symbol" && layer.layout?.["text-field"] !== undefined && map.getLayer(layer.id))
        map.setLayoutProperty(layer.id, "text-field", layer.layout["text-field"]);
  };
  try {
    apply();
  } catch {
    // "Style is not done loading": the listener below labels it.
  }
  map.once("style.load", apply);
  return () => {
    map.off("style.load", apply);
  };
}
