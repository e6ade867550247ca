import type { Locale } from "../../../contract/locale";
import { guideLibrary } from "../../db/seed/guide-content/library";
import type { TopicSections } from "./ai-provider";
import { frenchTopicSections } from "./topic-template-fr";

/**
 * The builtin provider's topic content: the seeded library text when the topic is one of the twelve,
 * otherwise a sound, general plan for any seller topic built around its title.
 */
export function builtinTopicSections(
  topic: {
    title: string;
    slug: string;
    description: string | null;
  },
  locale?: Locale,
): TopicSections {
  if (locale === "fr-CA") return frenchTopicSections(topic);
  const library = guideLibrary.find((t) => t.slug === topic.slug);
  if (library) return { sections: library.sections.map((s) => ({ title: s.title, content: s.content })) };
  const t = topic.title;
  const lower = t.toLowerCase();
  return {
    sections: [
      {
        title: `Why ${t} Matters`,
        content: `<p>${topic.description ? `${topic.description} ` : ""}When you sell, every decision about ${lower} shows up in what buyers see, how quickly they make offers and how much they are willing to pay.</p><p>Buyers compare your home with every other listing in their price range, usually online first. Small, visible improvements and clear information reduce the doubts that lead to low offers or long negotiations.</p><ul><li>Think like a buyer walking in for the first time.</li><li>Focus on what is visible in photos and at showings.</li><li>Spend where it changes a buyer's first impression, not where it only suits your own taste.</li></ul>`,
      },
      {
        title: "Make a Plan Before You Start",
        content: `<p>Start with a walk-through with your listing agent. Ask which parts of ${lower} matter most for homes like yours in your neighbourhood, and which can safely be left alone.</p><ol><li>List everything you could do, with a rough cost and time for each.</li><li>Mark what buyers in your price range expect as standard.</li><li>Do the low-cost, high-impact items first, and schedule trades early; good contractors book up in spring.</li></ol><p>Keep receipts and warranties. Buyers and their inspectors value documented work, and your lawyer or notary may ask for permits on larger jobs.</p>`,
      },
      {
        title: "Common Mistakes to Avoid",
        content: `<p>The most expensive mistakes with ${lower} come from doing too much, too late, or without asking what buyers want.</p><ul><li><strong>Over-improving:</strong> projects that push your home well above the neighbourhood's price range rarely pay back.</li><li><strong>Personal choices:</strong> bold colours and very personal finishes shrink the pool of interested buyers.</li><li><strong>Hiding problems:</strong> known material defects must be disclosed; trying to hide them risks the sale and legal trouble.</li><li><strong>Rushing:</strong> unfinished work looks worse to buyers than work that was never started.</li></ul><p>When in doubt, ask your agent what recently sold homes nearby looked like.</p>`,
      },
      {
        title: "Working With Your Agent",
        content: `<p>Your listing agent sees what buyers respond to every week. Share your plans for ${lower} early so they can fit them into the listing timeline, photography and pricing.</p><p>Ask them to review recent comparable sales with you and to point out what those homes had in common. Their feedback from showings will tell you quickly whether the work is paying off.</p><p>Before you sign anything with a contractor or buyer, read it carefully and confirm legal questions with your lawyer or notary.</p>`,
      },
    ],
  };
}
