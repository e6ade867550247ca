import type { SeedTopic } from "./seed-topic";

export const bestTimeToSell: SeedTopic = {
  title: "Best Time to Sell",
  slug: "best-time-to-sell",
  description:
    "How seasons, your local market, and your own finances combine to set the right listing date for your home.",
  sections: [
    {
      title: "How the Canadian Market Moves Through the Year",
      content:
        "<p>Most Canadian housing markets follow a similar yearly rhythm. Knowing it helps you decide whether to list now, wait a few weeks, or plan for a particular season.</p>" +
        "<ul>" +
        "<li><strong>Spring (roughly March to June):</strong> usually the busiest stretch. Families want to move before the new school year, gardens start to look good, and more buyers are out looking. The catch is that more sellers list too, so you're competing with more homes.</li>" +
        "<li><strong>Summer (July and August):</strong> activity often slows as people take holidays and head to the cottage. Buyers who are still looking tend to be motivated, but weekend showings can be thinner.</li>" +
        "<li><strong>Fall (September to November):</strong> often a second, smaller peak once people are back from summer. Listings from spring that didn't sell may be back with lower prices, which can affect how yours compares.</li>" +
        "<li><strong>December and January:</strong> typically the quietest months. Fewer homes are listed and fewer people are shopping, although the buyers who are out, such as people relocating for work, are usually serious.</li>" +
        "</ul>" +
        "<p>These are patterns, not rules. A well-priced, well-presented home can sell in any month, and a poorly priced one can sit in the middle of April. What you can take from this is that the season changes how many buyers you'll see and how many other homes they'll compare yours with. Ask your listing agent what the yearly cycle has looked like in your neighbourhood over the last few years. Local patterns can differ a lot from the national picture.</p>",
      imagePrompt:
        "A circular calendar wheel showing a Canadian house through spring blossoms, summer sun, autumn leaves and winter snow.",
    },
    {
      title: "Local Conditions That Matter More Than the Calendar",
      content:
        "<p>The season sets the background, but your local supply and demand decide how quickly you sell and for how much. Before you pick a date, ask your agent for these numbers for your area and property type:</p>" +
        "<ul>" +
        "<li><strong>Active listings and months of inventory:</strong> how long it would take to sell everything currently listed if no new homes came on. Fewer months generally favours sellers.</li>" +
        "<li><strong>Sales-to-new-listings ratio:</strong> a common rule of thumb treats roughly 40% to 60% as balanced. Above that range leans toward a seller's market, and below it leans toward a buyer's market.</li>" +
        "<li><strong>Average days on market</strong> and how often homes sell above or below the asking price.</li>" +
        "<li><strong>Competing listings:</strong> how many similar homes are for sale nearby right now, and how they're priced.</li>" +
        "</ul>" +
        "<h3>Property type changes the timing</h3>" +
        "<ul>" +
        "<li><strong>Family homes</strong> often do best when buyers can close in summer, before school starts.</li>" +
        "<li><strong>Condos</strong> attract first-time buyers, downsizers and investors, so demand tends to be steadier through the year.</li>" +
        "<li><strong>Cottages and recreational properties</strong> usually sell best when buyers can see the lake or the trails at their best. Ski-area homes can be the opposite.</li>" +
        "<li><strong>Homes near colleges and universities</strong> may see investor interest ahead of the academic year.</li>" +
        "</ul>" +
        "<p>Interest rates matter too. The Bank of Canada announces its policy rate on scheduled dates through the year, and changes affect what buyers can borrow. Don't try to time the market around a single announcement. Just be aware that buyer confidence can shift quickly around them.</p>",
      imagePrompt:
        "A friendly real estate agent and a homeowner reviewing simple bar charts of neighbourhood listings at a kitchen table.",
    },
    {
      title: "Selling in a Canadian Winter",
      content:
        "<p>Listing between November and February isn't a mistake. It just needs a bit more planning. There's usually less competition from other sellers, and the buyers who brave the cold are often on a deadline because of a job transfer, a lease ending, or a home they've already bought.</p>" +
        "<h3>The challenges</h3>" +
        "<ul>" +
        "<li>Short days. In much of Canada it's dark by late afternoon in December, which limits natural light for showings and photos.</li>" +
        "<li>Snow hides the lawn, garden, deck and sometimes the roof, so buyers can't see features you're proud of, and they may worry about what they can't see.</li>" +
        "<li>Icy walkways are a safety risk for visitors.</li>" +
        "<li>Holiday schedules slow down lenders, lawyers and notaries, and buyers themselves in late December.</li>" +
        "</ul>" +
        "<h3>How to make it work</h3>" +
        "<ul>" +
        "<li>Keep the driveway, walkway and steps cleared and salted every day you're listed.</li>" +
        "<li>Ask your agent whether to include good-quality photos of the yard from warmer months, clearly labelled with the season they were taken.</li>" +
        "<li>Have your furnace serviced and keep the receipt handy. Winter buyers pay close attention to heating.</li>" +
        "<li>Gather recent heating bills so buyers can see real costs.</li>" +
        "<li>Keep the home warm and bright with every light on for showings.</li>" +
        "</ul>" +
        "<p>If you can choose, avoid listing in the two weeks before Christmas. Listing in early January often works well, because buyers who've been waiting for the new year start searching again while inventory is still low.</p>",
      imagePrompt:
        "A cozy detached house at dusk with glowing windows, a freshly shovelled walkway and snow on the roof.",
    },
    {
      title: "Your Own Timing: Money, Moves and Taxes",
      content:
        "<p>The best time to sell is also the time that works for your finances and your next move. Look at these before you commit to a listing date.</p>" +
        "<h3>Buying and selling together</h3>" +
        "<ul>" +
        "<li><strong>Sell first:</strong> you know exactly what you have to spend, but you may need short-term housing if your closing dates don't line up.</li>" +
        "<li><strong>Buy first:</strong> you secure your next home, but you risk carrying two properties. Ask your lender about bridge financing, which covers the gap between the two closings for a short period.</li>" +
        "<li>Try to line up both closing dates, and leave a day or two of buffer in case a closing is delayed.</li>" +
        "</ul>" +
        "<h3>Your mortgage</h3>" +
        "<p>Breaking a closed mortgage before its term ends can trigger a prepayment penalty. For fixed-rate mortgages this is often the greater of three months' interest or an interest rate differential, and that can add up to thousands of dollars. Ask your lender for a written penalty estimate and whether you can port the mortgage to your next home. Selling close to your renewal date can sometimes avoid the penalty altogether.</p>" +
        "<h3>Taxes</h3>" +
        "<ul>" +
        "<li>The <strong>principal residence exemption</strong> usually shelters the capital gain on the home you live in, but you still have to report the sale on your tax return.</li>" +
        "<li>Homes owned for less than 12 months may fall under the federal property flipping rules, which can treat the profit as business income unless an exemption applies, such as certain life events.</li>" +
        "<li>British Columbia also has its own tax on homes sold within two years of purchase.</li>" +
        "</ul>" +
        "<p>Confirm your situation with an accountant before you list, especially if you've rented out part of the home or owned it for only a short time.</p>",
      imagePrompt:
        "A couple at a desk with a laptop, calculator and two house keys, planning the dates for moving from one home to another.",
    },
    {
      title: "Plan Backwards From Your Listing Date",
      content:
        "<p>Once you've chosen a target month, work backwards. Rushing the preparation is one of the most common reasons homes come on the market looking tired or priced wrong. Here's a typical timeline. Adjust it for the size of your home and how much work it needs.</p>" +
        "<ol>" +
        "<li><strong>Three months out:</strong> interview listing agents and ask each for a comparative market analysis. Talk to your lender about penalties and to an accountant about taxes. Consider booking a pre-listing inspection.</li>" +
        "<li><strong>Two months out:</strong> book contractors for any repairs, since good trades fill up quickly before spring. Start decluttering one room at a time, and rent a storage unit if needed.</li>" +
        "<li><strong>Six weeks out:</strong> paint, do small repairs, deep clean carpets and windows, and pull together your documents: permits, warranties, utility bills, and a list of upgrades with dates.</li>" +
        "<li><strong>Two weeks out:</strong> finish staging, tidy up the yard, and book the photographer for a bright day.</li>" +
        "<li><strong>Listing week:</strong> review the listing details and photos, confirm showing instructions, and agree on an offer strategy with your agent.</li>" +
        "</ol>" +
        "<h3>Choosing the day</h3>" +
        "<p>Many agents like to go live early or mid-week so the listing builds momentum before the weekend, when most buyers book showings. If your agent suggests an offer date, it's usually set about a week after listing. Avoid listing on or just before a long weekend when local buyers may be away, and in spring ask your agent how many new listings usually hit the market the same week.</p>",
      imagePrompt:
        "A wall planner with coloured sticky notes counting down weeks to a listing date, next to paint swatches and moving boxes.",
    },
  ],
};
