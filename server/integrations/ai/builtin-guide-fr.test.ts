import { describe, expect, it } from "vitest";
import { frenchGuideLibrary } from "../../db/seed/guide-content/fr/library";
import { guideLibrary } from "../../db/seed/guide-content/library";
import { sanitizeGuideHtml } from "../../lib/guide-html";
import type { LibraryTopic } from "./ai-provider";
import { BuiltinProvider } from "./builtin-provider";

/** The French library as the seed stores it: what the service hands the provider for a fr-CA visitor. */
const topics: LibraryTopic[] = frenchGuideLibrary.map((t) => ({
  title: t.title,
  slug: t.slug,
  sections: t.sections.map((s) => ({ title: s.title, content: sanitizeGuideHtml(s.content) })),
}));

// Words that only an English sentence has; matched as whole words (accented letters count as letters).
const english = /(?<!\p{L})(the|and|your|you|with|this|that|is|are|of|to|will|what|how|before|after)(?!\p{L})/iu;

/** Problems a French reader would see: English words, lower-case sentence starts, empty headings. */
function problems(where: string, text: string): string[] {
  const found: string[] = [];
  const word = english.exec(text);
  if (word) found.push(`${where}: English "${text.slice(Math.max(0, word.index - 30), word.index + 30)}"`);
  const blocks = text.split(/\n{2,}/);
  blocks.forEach((block, i) => {
    if (block.startsWith("### ") && (i === blocks.length - 1 || blocks[i + 1]?.startsWith("### ")))
      found.push(`${where}: heading "${block}" with nothing under it`);
  });
  // Elision: « qu'un », « d'une », « l'acheteur », never « que un », « de une », « le acheteur ».
  const unelided = /(?<![\p{L}'’-])(que|de|le|la|ne|se|je|me|te|lorsque|puisque|jusque) (?=[aeiouyéèêàâîôûœ])/iu.exec(
    text,
  );
  if (unelided)
    found.push(`${where}: no elision "${text.slice(Math.max(0, unelided.index - 20), unelided.index + 30)}"`);
  for (const rawLine of text.split("\n")) {
    const line = rawLine.replace(/^(• |\d{1,2}\. |### )/, "").replace(/^« /, "");
    if (!line.trim()) continue;
    for (const sentence of [line, ...line.split(/(?<=[.!?])\s+/).slice(1)])
      if (/^\p{Ll}/u.test(sentence)) found.push(`${where}: lower-case start "${sentence.slice(0, 50)}"`);
  }
  return found;
}

describe("built-in personalised guide in French", () => {
  it("is French throughout, with capitalised sentences and headings that have text, for every topic and answer", async () => {
    const provider = new BuiltinProvider();
    const found = new Set<string>();
    let guides = 0;
    for (const topic of topics)
      for (const timeline of [undefined, 0, 1, 4, 12])
        for (const reason of [undefined, "upsizing", "job-relocation", "retirement", "not-moving"])
          for (const soldBefore of [undefined, true, false]) {
            const guide = await provider.generateGuide(
              topic,
              { timeline, reason, soldBefore, firstName: "Chloé", destination: "Sherbrooke" },
              "fr-CA",
            );
            guides++;
            const label = `${topic.slug}/${timeline ?? "-"}/${reason ?? "-"}/${soldBefore ?? "-"}`;
            for (const part of [guide.title, guide.introduction, guide.conclusion])
              for (const p of problems(label, part)) found.add(p);
            for (const section of guide.sections) {
              for (const p of problems(`${label} title`, section.title)) found.add(p);
              for (const p of problems(`${label} "${section.title}"`, section.content)) found.add(p);
            }
          }
    expect(guides).toBe(12 * 5 * 5 * 3);
    expect([...found].slice(0, 20)).toEqual([]);
  });

  it("writes its own French title, introduction and conclusion", async () => {
    const topic = topics.find((t) => t.slug === "pricing-strategy");
    if (!topic) throw new Error("pricing topic missing from the French library");
    const bare = await new BuiltinProvider().generateGuide(topic, {}, "fr-CA");
    expect(bare.title).toBe("Votre guide personnalisé : Stratégie de prix");
    expect(bare.introduction).toBe(
      "Ce guide sur le thème « Stratégie de prix » vous accompagne étape par étape, en insistant sur ce qui compte le plus pour les vendeurs au Québec et ailleurs au Canada aujourd'hui.\n\nLisez-le dans l'ordre ou allez directement à la partie dont vous avez besoin maintenant.",
    );
    expect(bare.conclusion.startsWith("La prochaine étape est une conversation avec un courtier immobilier")).toBe(
      true,
    );

    const planned = await new BuiltinProvider().generateGuide(
      topic,
      { firstName: "Chloé", timeline: 3, reason: "retirement", soldBefore: false, destination: "Gatineau" },
      "fr-CA",
    );
    expect(planned.title).toBe("Le guide de Chloé : Stratégie de prix");
    expect(planned.introduction).toBe(
      "Bonjour Chloé,\n\nVous nous avez dit que vous prévoyez déménager d'ici environ 3 mois parce que vous préparez votre retraite, et ce guide en tient compte. Ce guide sur le thème « Stratégie de prix » vous accompagne étape par étape, en insistant sur ce qui compte le plus pour les vendeurs au Québec et ailleurs au Canada aujourd'hui.\n\nComme il s'agit de votre première vente, nous expliquons chaque étape et les termes que vous entendrez en cours de route.",
    );
    const titles = planned.sections.map((s) => s.title);
    expect(titles).toEqual([
      "Vos prochains mois",
      ...topic.sections.map((s) => s.title),
      "Vendre pour la première fois",
      "Préparer votre déménagement vers Gatineau",
    ]);
    const firstSale = planned.sections.find((s) => s.title === "Vendre pour la première fois")?.content ?? "";
    expect(firstSale).toContain("Déclarations du vendeur (DV)");
    expect(firstSale).toContain("« taxe de bienvenue »");
  });

  it("writes French sections for a French request on a topic that has only its English version", async () => {
    // What the service hands over when the topic falls back to English (findGuideBySlug: locale en-CA).
    const englishOnly: LibraryTopic = {
      title: "Staging on a Budget",
      slug: "staging-on-a-budget",
      locale: "en-CA",
      description: null,
      sections: [{ title: "Why Staging Matters", content: "<p>Buyers decide in the first minutes of a showing.</p>" }],
    };
    const guide = await new BuiltinProvider().generateGuide(englishOnly, { timeline: 4 }, "fr-CA");
    expect(guide.title).toBe("Votre guide personnalisé : Staging on a Budget");
    expect(guide.sections.map((s) => s.title)).not.toContain("Why Staging Matters");
    expect(guide.sections.map((s) => s.title)).toContain("Faites un plan avant de commencer");
    const found = guide.sections.flatMap((s) => [
      ...problems(`"${s.title}"`, s.content.replaceAll("Staging on a Budget", "")),
    ]);
    expect(found).toEqual([]);
    // And the other way: an English request on a French-only topic gets English sections.
    const frenchOnly: LibraryTopic = {
      title: "Déménager avec des animaux",
      slug: "demenager-animaux",
      locale: "fr-CA",
      description: null,
      sections: [{ title: "Un déménagement serein", content: "<p>Préparez vos animaux.</p>" }],
    };
    const en = await new BuiltinProvider().generateGuide(frenchOnly, {}, "en-CA");
    expect(en.sections.map((s) => s.title)).not.toContain("Un déménagement serein");
    expect(en.sections.map((s) => s.title)).toContain("Make a Plan Before You Start");
  });

  it("keeps the French library's sub-headings as headings and its lists as lists", async () => {
    const topic = topics.find((t) => t.slug === "decluttering-before-selling");
    if (!topic) throw new Error("decluttering topic missing from the French library");
    const guide = await new BuiltinProvider().generateGuide(topic, {}, "fr-CA");
    const plan = guide.sections.find((s) => s.title === "Un système et un échéancier")?.content ?? "";
    expect(plan).toContain("\n\n### Le matériel\n\n• Des boîtes solides de même format");
    expect(plan).toContain("\n\n### Quatre catégories\n\n1. À garder sous la main : ce que vous utilisez");
  });

  it("writes a guide topic's sections in French: the library's for the twelve, a French plan for any other", async () => {
    const provider = new BuiltinProvider();
    const library = await provider.generateTopicSections(
      { title: "Stratégie de prix", slug: "pricing-strategy", description: null },
      "fr-CA",
    );
    expect(library.sections.map((s) => s.title)).toEqual(
      frenchGuideLibrary.find((t) => t.slug === "pricing-strategy")?.sections.map((s) => s.title),
    );
    const other = await provider.generateTopicSections(
      { title: "Déménager avec des animaux", slug: "demenager-animaux", description: "Un déménagement serein." },
      "fr-CA",
    );
    expect(other.sections).toHaveLength(4);
    expect(other.sections[0]?.title).toBe("Pourquoi « Déménager avec des animaux » compte");
    for (const section of other.sections)
      expect(problems(section.title, section.content.replace(/<[^>]+>/g, " "))).toEqual([]);
    // English stays English.
    const englishSections = await provider.generateTopicSections({
      title: "Pricing Strategy",
      slug: "pricing-strategy",
      description: null,
    });
    expect(englishSections.sections[0]?.title).toBe(
      guideLibrary.find((t) => t.slug === "pricing-strategy")?.sections[0]?.title,
    );
  });
});
