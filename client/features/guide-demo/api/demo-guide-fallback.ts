import type { PersonalisedGuide } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";

/** Shown when GET /api/debug/guide fails (spec section 7): a short, self-contained sample guide. */
const english: PersonalisedGuide = {
  title: "Your Home Selling Guide: Getting Ready to Sell",
  introduction:
    "Selling a home is one of the biggest financial decisions you will make, and a little preparation goes a long way.\n\nThis sample guide covers the three things that matter most in the weeks before you list: the price, the presentation and the plan.",
  sections: [
    {
      title: "Price It Where Buyers Are Looking",
      content:
        "<p>Buyers search in price brackets. A list price just above a round number can hide your home from everyone searching below it.</p>" +
        "<ul><li><strong>Start with comparables:</strong> recent sales of similar homes nearby tell you more than any online estimate.</li>" +
        "<li><strong>Watch the first two weeks:</strong> that is when interest peaks. Agree in advance what you will do if showings are slow.</li></ul>",
    },
    {
      title: "Make a Strong First Impression",
      content:
        "<p>Most buyers see your home online before they see it in person. Clean, bright, uncluttered rooms photograph better and feel larger.</p>" +
        "<ul><li>Declutter every surface and pack away personal photos.</li>" +
        "<li>Fix the small things a buyer will notice: dripping taps, loose handles, scuffed paint.</li>" +
        "<li>Tidy the entrance: a clean door, a new mat and trimmed plants.</li></ul>",
    },
    {
      title: "Plan Your Timeline",
      content:
        "<p>Work back from the date you need to move. Allow time for repairs, photos and a few weeks on the market, and talk to your lender early about discharging your mortgage.</p>" +
        "<p>If you are buying as well, decide with your agent whether to buy first, sell first, or make one sale conditional on the other.</p>",
    },
  ],
  conclusion:
    "A well-prepared, well-priced home sells faster and with fewer surprises.\n\nWhen you are ready, a local agent can walk through your home with you and prepare a free market analysis.",
};

/** The same sample for French pages, written for Québec sellers. */
const french: PersonalisedGuide = {
  title: "Votre guide du vendeur : se préparer à vendre",
  introduction:
    "Vendre sa propriété est l'une des plus grandes décisions financières d'une vie, et un peu de préparation fait toute la différence.\n\nCe guide d'exemple couvre les trois éléments qui comptent le plus dans les semaines avant l'inscription : le prix, la présentation et le plan.",
  sections: [
    {
      title: "Fixez le prix là où les acheteurs cherchent",
      content:
        "<p>Les acheteurs cherchent par tranches de prix. Un prix affiché juste au-dessus d'un chiffre rond peut cacher votre propriété à tous ceux qui cherchent en dessous.</p>" +
        "<ul><li><strong>Partez des comparables :</strong> les ventes récentes de propriétés semblables dans le secteur en disent plus que n'importe quelle estimation en ligne.</li>" +
        "<li><strong>Surveillez les deux premières semaines :</strong> c'est là que l'intérêt est à son maximum. Convenez d'avance avec votre courtier de ce que vous ferez si les visites tardent.</li></ul>",
    },
    {
      title: "Faites bonne impression dès le départ",
      content:
        "<p>La plupart des acheteurs voient votre propriété en ligne avant de la visiter. Des pièces propres, lumineuses et dégagées paraissent plus grandes et se photographient mieux.</p>" +
        "<ul><li>Dégagez chaque surface et rangez les photos de famille.</li>" +
        "<li>Réparez les petits détails qu'un acheteur remarquera : robinets qui fuient, poignées lâches, peinture éraflée.</li>" +
        "<li>Soignez l'entrée : une porte propre, un tapis neuf et des plantes taillées.</li></ul>",
    },
    {
      title: "Planifiez votre échéancier",
      content:
        "<p>Partez de la date à laquelle vous devez déménager. Prévoyez le temps des réparations, des photos et de quelques semaines sur le marché, et parlez tôt à votre prêteur de la quittance de votre hypothèque.</p>" +
        "<p>Si vous achetez aussi, décidez avec votre courtier s'il vaut mieux acheter d'abord, vendre d'abord ou rendre une transaction conditionnelle à l'autre.</p>",
    },
  ],
  conclusion:
    "Une propriété bien préparée et au bon prix se vend plus vite et avec moins de surprises.\n\nQuand vous serez prêt, un courtier immobilier de votre région pourra visiter votre propriété avec vous et préparer une analyse comparative de marché gratuite.",
};

export const demoGuideFallback: Record<Locale, PersonalisedGuide> = { "en-CA": english, "fr-CA": french };
