import { createHash } from "node:crypto";
import type { PersonalisedGuide } from "../../../contract/guides";
import { slugify } from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import { htmlToParagraphs } from "../../lib/guide-html";
import type { AiProvider, GuideAnswers, LibraryTopic } from "./ai-provider";
import { frenchGuide } from "./builtin-guide-fr";
import { builtinTopicSections } from "./topic-template";
import { frenchTopicSections } from "./topic-template-fr";

const reasons: Record<string, string> = {
  upsizing: "you need more space",
  downsizing: "you're ready for something smaller",
  "job-relocation": "a new job is taking you somewhere new",
  retirement: "you're planning for retirement",
  "family-changes": "your family's needs are changing",
  "better-schools": "you want to be near better schools",
  "lifestyle-upgrade": "you're ready for a lifestyle upgrade",
  "financial-reasons": "your finances point to a move",
  "health-mobility": "health or mobility needs call for a different home",
  "closer-to-family": "you want to be closer to family",
};

function timelinePhrase(months: number | undefined): string | undefined {
  if (months === undefined) return undefined;
  if (months <= 0) return "as soon as possible";
  if (months === 1) return "in about a month";
  if (months >= 12) return "in a year or more";
  return `in about ${months} months`;
}

function timelineSection(months: number | undefined): { title: string; content: string } | undefined {
  if (months === undefined) return undefined;
  if (months <= 2) {
    return {
      title: "Your Fast-Track Plan",
      content:
        "With a move this close, focus on what buyers notice first and skip projects that cannot finish in time. This week, book a listing consultation so pricing and paperwork start in parallel with preparation.\n\nSpend your first weekend on decluttering, a deep clean and small repairs: dripping taps, sticky doors, burnt-out bulbs. Leave major renovations alone; they rarely pay back on a short timeline.\n\nAsk your agent about photography and a listing date in the next two to three weeks, and start gathering documents now: your mortgage statement, property tax bill, utility costs and any permits or warranties.",
    };
  }
  if (months <= 6) {
    return {
      title: "Your Next Few Months",
      content:
        "A few months gives you room to prepare well without overspending. Use month one for an honest walk-through with your agent: what to fix, what to leave, and what buyers in your area expect at your price point.\n\nMonths two and three are for repairs, painting neutral where needed, and decluttering room by room. If you are unsure about the roof, furnace or electrical, a pre-listing inspection now avoids surprises in negotiation.\n\nIn the final weeks, stage, photograph and list. Watch comparable sales as they happen so your price reflects the market on the day you list, not the day you started.",
    };
  }
  return {
    title: "Making the Most of Your Time",
    content:
      "With a longer runway you can choose your moment. Follow sales in your neighbourhood for a few months so you know what similar homes sell for and how quickly.\n\nThis is the time for projects with real payback: fresh paint, updated lighting, landscaping that matures before photos, and maintenance you have been putting off. Get quotes early and keep receipts; buyers value documented upkeep.\n\nPlan your listing around the market's rhythm. In most Canadian cities spring brings the most buyers, but so does competition from other sellers; your agent can show you when homes like yours sold fastest.",
  };
}

/** Illustrations differ per guide but stay the same for the same topic and answers. */
function illustrationSeed(topic: LibraryTopic, answers: GuideAnswers): string {
  return createHash("sha256")
    .update(JSON.stringify({ t: topic.slug, a: answers }))
    .digest("hex")
    .slice(0, 8);
}

/**
 * The default provider: no network, deterministic. It builds the guide from the seeded library of the
 * chosen topic and the visitor's answers, so two visitors with different answers get different guides.
 */
export class BuiltinProvider implements AiProvider {
  readonly name = "builtin" as const;

  async generateGuide(topic: LibraryTopic, answers: GuideAnswers, locale?: Locale): Promise<PersonalisedGuide> {
    if (locale === "fr-CA") {
      // A topic without a French version comes in English: its sections are then written in French here
      // (the French library's, else a French plan around the title), never copied in English into a French guide.
      const french =
        topic.locale && topic.locale !== "fr-CA"
          ? {
              ...topic,
              sections: frenchTopicSections({
                title: topic.title,
                slug: topic.slug,
                description: topic.description ?? null,
              }).sections,
            }
          : topic;
      return frenchGuide(french, answers, illustrationSeed(topic, answers));
    }
    const when = timelinePhrase(answers.timeline);
    const why = answers.reason ? reasons[answers.reason] : undefined;
    const destination =
      answers.destination && answers.destination !== "It's a secret" ? answers.destination.trim() : undefined;
    const greeting = answers.firstName ? `Hi ${answers.firstName},\n\n` : "";
    const plan = [when && `planning to move ${when}`, why && `because ${why}`].filter(Boolean).join(" ");
    // Each sentence stands on its own whichever answers are missing (docs/accessibility.md: no dangling "that").
    const aboutTopic = `This guide on ${topic.title.toLowerCase()} walks you through each step, with what matters most for sellers in Canada today.`;
    const introduction = `${greeting}${plan ? `You told us you're ${plan}, and this guide is written around that. ` : ""}${aboutTopic}\n\n${
      answers.soldBefore === false
        ? "Since this is your first sale, we explain each step and the terms you'll hear along the way."
        : answers.soldBefore
          ? "You've sold before, so we focus on what has changed and where sellers most often leave money on the table."
          : "Read it in order or jump to the part you need now."
    }`;

    const sections: { title: string; content: string }[] = [];
    const tailored = timelineSection(answers.timeline);
    if (tailored) sections.push(tailored);
    // Likewise a topic that has only its French version: English sections, not its French ones.
    const englishSections =
      topic.locale && topic.locale !== "en-CA"
        ? builtinTopicSections(
            { title: topic.title, slug: topic.slug, description: topic.description ?? null },
            "en-CA",
          ).sections
        : topic.sections;
    for (const section of englishSections)
      sections.push({ title: section.title, content: htmlToParagraphs(section.content) });
    if (answers.soldBefore === false) {
      sections.push({
        title: "Selling for the First Time",
        content:
          "Your first sale has a few steps that surprise most people. Your agent and you sign a listing agreement that sets the commission, the listing period and what is included. A lawyer (or a notary in Quebec) handles the closing: they receive the buyer's funds, pay out your mortgage and transfer the title.\n\nOffers usually come with conditions such as financing and inspection, and a deposit held in trust. You can accept, reject or sign back with changes. Once conditions are waived, the sale is firm.\n\nBudget for your costs: commission plus HST or GST on it, legal fees, any mortgage discharge fee or prepayment penalty, and moving costs.",
      });
    } else if (answers.soldBefore) {
      sections.push({
        title: "What's Changed Since Your Last Sale",
        content:
          "Buyers now find nearly every home online first, so photos, floor plans and the first line of the description do the work that open houses once did. Listings that launch with professional photography and a well-chosen price get the most attention in their first week.\n\nMortgage stress tests mean buyers shop within tighter limits, which makes pricing at the right search band even more important.\n\nAsk your agent how offers are being handled in your area right now: offer dates, conditions and deposits vary with the market.",
      });
    }
    if (destination) {
      sections.push({
        title: `Planning Your Move to ${destination}`,
        content: `Coordinating a sale with a move to ${destination} is mostly about timing. Decide early whether you will buy first or sell first, and talk to your lender about bridge financing if the dates may overlap.\n\nAsk your agent for a closing date that gives you a buffer of a few days, and book movers as soon as your sale is firm; the end of the month fills up quickly.\n\nIf you are moving to another province, check how closings work there: legal costs, land transfer taxes and timelines differ from province to province.`,
      });
    }

    const seed = illustrationSeed(topic, answers);
    return {
      title: answers.firstName
        ? `${answers.firstName}'s Guide: ${topic.title}`
        : `Your Personalized Guide: ${topic.title}`,
      introduction,
      sections: sections.map((s, i) => ({
        ...s,
        imageUrl: `/api/illustrations/guide-${topic.slug}-${i + 1}-${seed}.svg`,
      })),
      conclusion: `${
        when ? `With your move ${when}, the next step` : "The next step"
      } is a conversation with a local agent who knows your street. They can turn this guide into a plan for your home: a price range based on recent sales, a preparation list, and a listing date.\n\nWhenever you're ready, we're here to help.`,
    };
  }

  async generateTopicSections(topic: { title: string; slug: string; description: string | null }, locale?: Locale) {
    return builtinTopicSections(topic, locale);
  }

  async generateImage(_prompt: string, key: string) {
    return { url: `/api/illustrations/${slugify(key).slice(0, 100) || "section"}.svg` };
  }
}
