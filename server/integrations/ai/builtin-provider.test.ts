import { describe, expect, it } from "vitest";
import { guideLibrary } from "../../db/seed/guide-content/library";
import { sanitizeGuideHtml } from "../../lib/guide-html";
import type { LibraryTopic } from "./ai-provider";
import { BuiltinProvider } from "./builtin-provider";

const reasons = [
  undefined,
  "upsizing",
  "downsizing",
  "job-relocation",
  "retirement",
  "family-changes",
  "better-schools",
  "lifestyle-upgrade",
  "financial-reasons",
  "health-mobility",
  "closer-to-family",
  "not-moving",
];
const timelines = [undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The library as the seed stores it (sanitised HTML), which is what the service hands the provider. */
const topics: LibraryTopic[] = guideLibrary.map((t) => ({
  title: t.title,
  slug: t.slug,
  sections: t.sections.map((s) => ({ title: s.title, content: sanitizeGuideHtml(s.content) })),
}));

/** Problems a reader would see in one block of guide text (a paragraph group, a heading, a list). */
function textProblems(where: string, text: string): string[] {
  const problems: string[] = [];
  const glued = /[a-z][.!?][A-Z]/.exec(text);
  if (glued)
    problems.push(`${where}: glued sentence at "${text.slice(Math.max(0, glued.index - 30), glued.index + 30)}"`);
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/^(• |\d{1,2}\. |### )/, "");
    if (!line.trim()) continue;
    // Every sentence start: the line's first letter and each letter after a full stop, ! or ? and a space
    // (an abbreviation such as "8 a.m." or "e.g." ends no sentence).
    const starts = [line, ...line.split(/(?<![ap]\.m\.|e\.g\.|i\.e\.|vs\.)(?<=[.!?])\s+/).slice(1)];
    for (const sentence of starts)
      if (/^[a-z]/.test(sentence)) problems.push(`${where}: lower-case sentence start "${sentence.slice(0, 60)}"`);
  }
  return problems;
}

/** A section is empty when it has no text, or a sub-heading has nothing under it. */
function emptyParts(where: string, content: string): string[] {
  const blocks = content.split(/\n{2,}/).map((b) => b.trim());
  if (blocks.every((b) => b === "" || b.startsWith("### "))) return [`${where}: empty section`];
  const problems: string[] = [];
  blocks.forEach((block, i) => {
    if (block === "") problems.push(`${where}: empty paragraph`);
    if (block.startsWith("### ") && (i === blocks.length - 1 || blocks[i + 1]?.startsWith("### ")))
      problems.push(`${where}: heading "${block}" with nothing under it`);
    if (block.startsWith("### ") && block.includes("\n")) problems.push(`${where}: heading runs into text: ${block}`);
  });
  return problems;
}

describe("built-in personalised guide", () => {
  it("reads as whole, capitalised sentences with headings and lists kept for every topic × timeline × reason", async () => {
    const provider = new BuiltinProvider();
    const problems = new Set<string>();
    let guides = 0;
    for (const topic of topics)
      for (const timeline of timelines)
        for (const reason of reasons) {
          // soldBefore cycles through its three states so each appears with every topic.
          const soldBefore = [undefined, true, false][guides % 3];
          const guide = await provider.generateGuide(topic, { timeline, reason, soldBefore });
          guides++;
          const label = `${topic.slug}/${timeline ?? "-"}/${reason ?? "-"}`;
          for (const p of textProblems(`${label} title`, guide.title)) problems.add(p);
          for (const p of textProblems(`${label} introduction`, guide.introduction)) problems.add(p);
          for (const p of textProblems(`${label} conclusion`, guide.conclusion)) problems.add(p);
          for (const p of emptyParts(`${label} introduction`, guide.introduction)) problems.add(p);
          for (const p of emptyParts(`${label} conclusion`, guide.conclusion)) problems.add(p);
          if (guide.sections.length === 0) problems.add(`${label}: no sections`);
          for (const section of guide.sections) {
            const where = `${label} "${section.title}"`;
            for (const p of textProblems(where, section.title)) problems.add(p);
            for (const p of textProblems(where, section.content)) problems.add(p);
            for (const p of emptyParts(where, section.content)) problems.add(p);
          }
        }
    expect(guides).toBe(12 * 14 * 12);
    expect([...new Set([...problems].map((p) => p.replace(/^\S+ /, "")))].slice(0, 30)).toEqual([]);
  });

  it("keeps the library's sub-headings as headings and its lists as lists", async () => {
    const topic = topics.find((t) => t.slug === "decluttering-before-selling");
    if (!topic) throw new Error("decluttering topic missing from the library");
    const guide = await new BuiltinProvider().generateGuide(topic, {});
    const plan = guide.sections.find((s) => s.title === topic.sections[1]?.title)?.content ?? "";
    expect(plan).toContain("\n\n### Gather supplies\n\n• Sturdy boxes of the same size");
    expect(plan).toContain("\n\n### Sort into four groups\n\n1. Keep out: what you use daily");
    expect(plan).toContain("\n2. Pack: what you're keeping");
    expect(plan).not.toMatch(/[a-z][.!?][A-Z]/);
  });

  it("writes complete introduction and conclusion sentences when no answer is known", async () => {
    const topic = topics.find((t) => t.slug === "pricing-strategy");
    if (!topic) throw new Error("pricing topic missing from the library");
    const guide = await new BuiltinProvider().generateGuide(topic, {});
    expect(guide.introduction).toBe(
      "This guide on pricing strategy walks you through each step, with what matters most for sellers in Canada today.\n\nRead it in order or jump to the part you need now.",
    );
    expect(guide.conclusion.startsWith("The next step is a conversation with a local agent")).toBe(true);
    const planned = await new BuiltinProvider().generateGuide(topic, { timeline: 3, reason: "retirement" });
    expect(
      planned.introduction.startsWith(
        "You told us you're planning to move in about 3 months because you're planning for retirement, and this guide is written around that. This guide on pricing strategy",
      ),
    ).toBe(true);
    expect(planned.conclusion.startsWith("With your move in about 3 months, the next step is")).toBe(true);
  });
});
