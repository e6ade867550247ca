import { describe, expect, it } from "vitest";
import { parseGuideText } from "./parse-guide-text";

describe("parseGuideText", () => {
  it("makes one paragraph per blank-line-separated block and lists of '• ' lines", () => {
    expect(parseGuideText("First line\ncontinues.\n\n\nIntro:\n• one\n• two\nAfter.\r\n\r\nLast.")).toEqual([
      { kind: "paragraph", text: "First line continues." },
      { kind: "paragraph", text: "Intro:" },
      { kind: "list", items: ["one", "two"] },
      { kind: "paragraph", text: "After." },
      { kind: "paragraph", text: "Last." },
    ]);
  });

  it("keeps a bullet without its space as text, and ignores empty input", () => {
    expect(parseGuideText("•not a list")).toEqual([{ kind: "paragraph", text: "•not a list" }]);
    expect(parseGuideText("  \n\n ")).toEqual([]);
  });
});
