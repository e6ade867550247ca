import { describe, expect, it } from "vitest";
import { testSection, testTopics } from "../../../test/guide-fixtures";
import { htmlToText, searchSections } from "./section-search";

const topics = testTopics.slice(0, 2); // Staging My Home, Repair Checklist
const sections = new Map([
  [
    1,
    [
      testSection(1, 0, { title: "Neutral Colours", content: "<p>Paint walls a <strong>soft GREY</strong>.</p>" }),
      testSection(1, 1, { title: "Lighting", content: "<p>Open the <em>curtains</em>.</p>" }),
    ],
  ],
  [2, [testSection(2, 0, { title: "Roof", content: "<p>Check the shingles &amp; gutters.</p>" })]],
]);
const titles = (query: string) => searchSections(query, topics, sections).map((hit) => hit.section.title);

describe("searchSections", () => {
  it("matches the section title, case-insensitively", () => {
    expect(titles("LIGHT")).toEqual(["Lighting"]);
  });

  it("matches the content as text, not its markup", () => {
    expect(titles("soft grey")).toEqual(["Neutral Colours"]);
    expect(titles("shingles & gutters")).toEqual(["Roof"]);
    expect(titles("strong")).toEqual([]);
  });

  it("matches every section of a guide whose title matches", () => {
    expect(titles("staging")).toEqual(["Neutral Colours", "Lighting"]);
  });

  it("finds nothing for a blank query", () => {
    expect(titles("   ")).toEqual([]);
  });

  it("reads text from HTML without running it", () => {
    expect(htmlToText('<p>One</p>\n<p>Two <img src=x onerror="alert(1)"></p>')).toBe("One Two");
    expect(htmlToText("<ul><li>First.</li><li>Second<br>line</li></ul><h3>Next</h3>")).toBe("First. Second line Next");
  });
});
