import { describe, expect, it } from "vitest";
import { copyText, copyValue } from "./copyText";

describe("COPY text", () => {
  it("escapes what would end a value or a line, and writes null as \\N", () => {
    expect(copyValue("plain")).toBe("plain");
    expect(copyValue('{"a":"x\\\\y\\n"}')).toBe('{"a":"x\\\\\\\\y\\\\n"}');
    expect(copyValue("tab\there\nline\rend\\")).toBe("tab\\there\\nline\\rend\\\\");
    expect(copyValue("\\N")).toBe("\\\\N");
    expect(copyValue(null)).toBe("\\N");
    expect(copyValue("")).toBe("");
  });

  it("turns column arrays into one line per row", () => {
    expect(
      copyText([
        ["1", "2"],
        ["a", null],
      ]),
    ).toBe("1\ta\n2\t\\N\n");
    expect(copyText([])).toBe("");
  });
});
