import type { PersonalisedGuide } from "../../../contract/guides";
import type { Database } from "../../db/client";
import { findGuideBySlug } from "./guides.repository";

/**
 * The sample guide of /guide-demo: the pricing guide of the library, framed as a personal guide;
 * undefined while that guide is missing (an unseeded or edited library).
 */
export async function demoGuide(db: Database): Promise<PersonalisedGuide | undefined> {
  const guide = await findGuideBySlug(db, "pricing-strategy");
  if (!guide) return undefined;
  return {
    title: "Your Home Selling Guide: Pricing Strategy",
    introduction:
      "Pricing is the decision that shapes everything else in your sale: how many buyers see your listing, how quickly offers arrive, and how much you walk away with.\n\nThis sample guide walks you through how agents price homes in Canada today, so you can go into your listing appointment with confidence.",
    sections: guide.sections.map((s) => ({
      title: s.title,
      content: s.content,
      ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
    })),
    conclusion:
      "A well-priced home sells faster and often for more. Start with the comparables, choose a list price that meets buyers where they search, and agree on a plan for the first two weeks on the market.\n\nWhen you are ready, a local agent can prepare a free comparative market analysis for your home.",
  };
}
