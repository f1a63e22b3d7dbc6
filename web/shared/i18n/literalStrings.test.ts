import { describe, expect, it } from "vitest";
import { findLiteralStrings } from "./literalStrings";

const texts = (source: string) => findLiteralStrings("x.tsx", source).map((finding) => finding.text);

describe("findLiteralStrings", () => {
  it("finds JSX text, string children, text props and literal toasts", () => {
    const source = `
      export const A = () => (
        <Box title="Tooltip text">
          Hello there
          {"In braces"}
          <Input placeholder={"Type here"} aria-label={busy ? "Saving now" : t("idle")} />
          <Button onClick={() => notify.error("Could not save", t("why"))}>{t("save")}</Button>
        </Box>
      );`;
    expect(texts(source)).toEqual([
      "Tooltip text",
      "Hello there",
      "In braces",
      "Type here",
      "Saving now",
      "Could not save",
    ]);
  });

  it("lets catalogue calls, symbols, numbers and non-text props pass", () => {
    const source = `
      export const B = () => (
        <Box data-testid="card-list" colorPalette="red" aria-hidden="true">
          {t("title")} · {count} / 5 ★ — *
          <Icon name="chevron" />
        </Box>
      );`;
    expect(texts(source)).toEqual([]);
  });
});
