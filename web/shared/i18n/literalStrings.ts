import { parseSync } from "rolldown/utils";

/*
 * Parsed with oxc through rolldown (Vite's bundler, so no extra dependency): TypeScript 7's
 * package has no JavaScript API to parse with.
 */

/** Props whose string value a user reads or hears. */
const TEXT_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "loadingText",
  "helperText",
  "legend",
  "cancelLabel",
  "closeLabel",
  "pendingText",
]);

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

export interface LiteralFinding {
  readonly line: number;
  readonly text: string;
}

interface AstNode {
  readonly type: string;
  readonly start: number;
  readonly [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

/** The text a literal-ish expression would show: strings, templates, and either branch of `?:`, `||`, `??`. */
function literalText(node: AstNode): string | null {
  switch (node.type) {
    case "Literal":
      return typeof node.value === "string" ? node.value : null;
    case "TemplateLiteral":
      return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join("…");
    case "ConditionalExpression":
      return literalText(node.consequent as AstNode) ?? literalText(node.alternate as AstNode);
    case "LogicalExpression":
      return node.operator === "&&" ? null : literalText(node.right as AstNode);
    case "ParenthesizedExpression":
      return literalText(node.expression as AstNode);
    default:
      return null;
  }
}

/**
 * Text a user would see that is written in the component rather than taken from a catalogue:
 * JSX text, `{"..."}` children, string-valued text props (aria-label, placeholder, title...), and
 * toasts raised with literal titles (`notify.error("...")`). Symbols and single letters pass.
 */
export function findLiteralStrings(fileName: string, source: string): LiteralFinding[] {
  const { program, errors } = parseSync(fileName, source, { lang: "tsx" });
  if (errors.length > 0) throw new Error(`${fileName} does not parse: ${errors[0]?.message}`);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") lineStarts.push(i + 1);
  const lineOf = (offset: number) => lineStarts.filter((start) => start <= offset).length;
  const findings: LiteralFinding[] = [];
  const report = (node: AstNode, text: string | null) => {
    if (text === null || !hasWords(text)) return;
    findings.push({ line: lineOf(node.start), text: text.trim().replace(/\s+/g, " ") });
  };
  const visit = (node: AstNode, parent: AstNode | null) => {
    if (node.type === "JSXText") report(node, node.value as string);
    else if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute")
      report(node, literalText(node.expression as AstNode));
    else if (node.type === "JSXAttribute") {
      const name = node.name as AstNode;
      const value = node.value as AstNode | null;
      if (name.type === "JSXIdentifier" && TEXT_PROPS.has(name.name as string) && value)
        report(
          value,
          literalText(value.type === "JSXExpressionContainer" ? (value.expression as AstNode) : value),
        );
    } else if (node.type === "CallExpression") {
      const callee = node.callee as AstNode;
      const object = callee.type === "MemberExpression" ? (callee.object as AstNode) : null;
      if (object?.type === "Identifier" && object.name === "notify")
        for (const argument of (node.arguments as AstNode[]).slice(0, 2))
          report(argument, literalText(argument));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "type") continue;
      if (Array.isArray(value)) for (const item of value) isNode(item) && visit(item, node);
      else if (isNode(value)) visit(value, node);
    }
  };
  visit(program as unknown as AstNode, null);
  return findings;
}
