import type { PersonalisedGuide } from "../../../../contract/guides";

/** Shown when GET /api/debug/guide fails (spec section 7): a short, self-contained sample guide. */
export const demoGuideFallback: PersonalisedGuide = {
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
