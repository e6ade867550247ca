import type { PersonalisedGuide } from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { findGuideBySlug } from "./guides.repository";

const frenchFrame = {
  title: "Votre guide du vendeur : Stratégie de prix",
  introduction:
    "Le prix est la décision qui façonne tout le reste de votre vente : combien d'acheteurs voient votre inscription, à quelle vitesse les promesses d'achat arrivent et ce qu'il vous restera au bout du compte.\n\nCe guide d'exemple vous montre comment les courtiers immobiliers fixent le prix d'une propriété au Canada aujourd'hui, pour que vous arriviez à votre rencontre avec votre courtier en toute confiance.",
  conclusion:
    "Une propriété au bon prix se vend plus vite, et souvent plus cher. Partez des ventes comparables, choisissez un prix demandé qui rejoint les acheteurs là où ils cherchent, et convenez d'un plan pour les deux premières semaines sur le marché.\n\nQuand vous serez prêt, un courtier de votre secteur peut préparer gratuitement une analyse comparative de marché pour votre propriété.",
};

/**
 * The sample guide of /guide-demo: the pricing guide of the library, framed as a personal guide, in the
 * visitor's language when the library has it (decision 018); undefined while that guide is missing.
 */
export async function demoGuide(db: Database, locale?: Locale): Promise<PersonalisedGuide | undefined> {
  const guide = await findGuideBySlug(db, "pricing-strategy", locale);
  if (!guide) return undefined;
  const sections = guide.sections.map((s) => ({
    title: s.title,
    content: s.content,
    ...(s.imageUrl ? { imageUrl: s.imageUrl } : {}),
  }));
  if (guide.locale === "fr-CA") return { ...frenchFrame, sections };
  return {
    title: "Your Home Selling Guide: Pricing Strategy",
    introduction:
      "Pricing is the decision that shapes everything else in your sale: how many buyers see your listing, how quickly offers arrive, and how much you walk away with.\n\nThis sample guide walks you through how agents price homes in Canada today, so you can go into your listing appointment with confidence.",
    sections,
    conclusion:
      "A well-priced home sells faster and often for more. Start with the comparables, choose a list price that meets buyers where they search, and agree on a plan for the first two weeks on the market.\n\nWhen you are ready, a local agent can prepare a free comparative market analysis for your home.",
  };
}
