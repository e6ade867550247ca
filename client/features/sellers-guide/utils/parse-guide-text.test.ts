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

describe("parseGuideText structure", () => {
  it("keeps '### ' sub-headings as headings and '1. ' lines as a numbered list", () => {
    expect(parseGuideText("Intro.\n\n### Sort into groups\n\n1. Keep out.\n2. Pack.\n• Extra\n\nAfter.")).toEqual([
      { kind: "paragraph", text: "Intro." },
      { kind: "heading", text: "Sort into groups" },
      { kind: "list", items: ["Keep out.", "Pack."], ordered: true },
      { kind: "list", items: ["Extra"] },
      { kind: "paragraph", text: "After." },
    ]);
  });
});
