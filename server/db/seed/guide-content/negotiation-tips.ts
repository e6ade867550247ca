import type { SeedTopic } from "./seed-topic";

export const negotiationTips: SeedTopic = {
  title: "Negotiation Tips",
  slug: "negotiation-tips",
  description:
    "How to compare offers, handle conditions, deposits and sign-backs, manage multiple offers, and settle closing terms.",
  sections: [
    {
      title: "Read the Whole Offer, Not Just the Price",
      content:
        "<p>The highest number isn't always the best offer. Two offers at the same price can be worth very different amounts to you once you look at the terms. When an offer arrives, go through it with your agent line by line.</p>" +
        "<h3>What to look at</h3>" +
        "<ul>" +
        "<li><strong>Price:</strong> compare it with your net proceeds estimate, not only with your list price.</li>" +
        "<li><strong>Deposit:</strong> how much, and when it will be paid. A larger deposit generally signals a more committed buyer.</li>" +
        "<li><strong>Conditions:</strong> what the buyer needs to happen before the deal is firm, and how many days they have.</li>" +
        "<li><strong>Closing date:</strong> whether it works with your purchase, your mortgage and your move.</li>" +
        "<li><strong>Inclusions and exclusions:</strong> which appliances, light fixtures, window coverings and other items the buyer expects to stay.</li>" +
        "<li><strong>Irrevocable time:</strong> the deadline for you to respond before the offer expires. It's often a few hours to a day.</li>" +
        "<li><strong>Other clauses:</strong> extra visits before closing, warranties about the condition of the home, or requests for repairs.</li>" +
        "</ul>" +
        "<h3>Questions to ask your agent</h3>" +
        "<ul>" +
        "<li>Has the buyer been pre-approved for a mortgage? A pre-approval isn't a guarantee, but it's a good sign.</li>" +
        "<li>Does the buyer need to sell a home first?</li>" +
        "<li>What's the buyer's agent saying about their client's priorities, such as timing, a particular feature, or certainty?</li>" +
        "</ul>" +
        "<h3>Set your limits before offers arrive</h3>" +
        "<p>Decide ahead of time on the lowest price you'll accept, the closing dates that work, and which conditions you can live with. Negotiations often happen late in the evening and under time pressure, and it's much easier to stick to a plan you made calmly than to decide everything on the spot.</p>",
      imagePrompt:
        "A seller and agent at a kitchen table reviewing a multi-page offer with a highlighter and reading glasses.",
    },
    {
      title: "Conditions and Deposits",
      content:
        "<p>A conditional offer becomes binding only once the buyer removes or waives its conditions. In British Columbia these are usually called subjects. Until then, your home is effectively off the market while the buyer has a way out.</p>" +
        "<h3>Common conditions</h3>" +
        "<ul>" +
        "<li><strong>Financing:</strong> the buyer needs to arrange a mortgage, which may include the lender's appraisal. This is often about five business days.</li>" +
        "<li><strong>Inspection:</strong> the buyer's home inspector has to find the results satisfactory. Expect the buyer to return with a request to lower the price or make repairs if problems turn up.</li>" +
        "<li><strong>Sale of the buyer's home:</strong> the riskiest condition for you. If you accept it, ask your agent about an escape clause, which lets you keep marketing the home and gives the buyer a short window, often 24 to 72 hours, to firm up if another offer arrives.</li>" +
        "<li><strong>Document review:</strong> condo or strata documents, or a lawyer's review of the agreement.</li>" +
        "</ul>" +
        "<h3>Negotiating conditions</h3>" +
        "<ul>" +
        "<li>Shorter condition periods reduce the time your home sits in limbo.</li>" +
        "<li>A pre-listing inspection report made available to buyers can reduce their need for an inspection condition.</li>" +
        "<li>In British Columbia, most residential buyers have a three-business-day rescission period after acceptance. They can cancel by paying a fee of 0.25% of the price, and this right can't be waived. Your agent will explain how it affects your timing.</li>" +
        "</ul>" +
        "<h3>Deposits</h3>" +
        "<ul>" +
        "<li>The deposit is usually held in trust by a brokerage or lawyer and is applied to the purchase price on closing.</li>" +
        "<li>Amounts vary by market. Around 5% of the price is common in many areas, but smaller or larger deposits are normal elsewhere.</li>" +
        "<li>Check the deadline for delivering it, often within 24 hours of acceptance, and make sure your agent confirms it arrived.</li>" +
        "<li>If a buyer backs out of a firm deal, the deposit doesn't automatically go to you. Releasing it usually requires both parties to agree or a court order, so speak to your lawyer.</li>" +
        "</ul>",
      imagePrompt: "A handshake over a purchase agreement on a desk, with a house key and a cheque resting beside it.",
    },
    {
      title: "Sign-Backs and Counter-Offers",
      content:
        "<p>When an offer isn't quite right, you can respond with changes. This is called a counter-offer, or in Ontario a sign-back. You can accept the offer, decline it, let it expire, or sign it back with new terms.</p>" +
        "<h3>How it works</h3>" +
        "<ul>" +
        "<li>Your counter usually changes one or more terms, such as price, closing date, deposit or conditions, and sets a new deadline for the buyer to respond.</li>" +
        "<li>Once you counter, the buyer's original offer is no longer on the table. You generally can't go back and accept it later if talks break down.</li>" +
        "<li>The back-and-forth can continue until both sides sign the same version, or one side walks away.</li>" +
        "<li>Everything must be in writing and signed. Verbal promises about price or terms aren't enforceable in a real estate deal.</li>" +
        "</ul>" +
        "<h3>Tactics that work</h3>" +
        "<ul>" +
        "<li><strong>Negotiate more than price.</strong> A buyer who can't go higher may agree to your closing date, a bigger deposit, a shorter condition period or fewer inclusions.</li>" +
        "<li><strong>Make concessions smaller as you go.</strong> Shrinking steps show you're nearing your limit.</li>" +
        "<li><strong>Explain your number.</strong> Recent comparable sales or a list of upgrades give the buyer's agent something to take back to their client.</li>" +
        "<li><strong>Respond promptly.</strong> Long silences give buyers time to look at other homes.</li>" +
        "</ul>" +
        "<h3>Mistakes to avoid</h3>" +
        "<ul>" +
        "<li>Rejecting a low first offer outright. A sign-back often turns it into a workable deal.</li>" +
        "<li>Automatically splitting the difference. Where you meet should be based on value, not arithmetic.</li>" +
        "<li>Fighting over small items, such as a barbecue or a mirror, when you agree on everything that matters.</li>" +
        "<li>Letting emotion about your home or the buyer's comments drive your response.</li>" +
        "</ul>" +
        "<p>After conditions, a buyer may ask for a price reduction based on the inspection. Ask for the report excerpt and repair quotes, then decide whether to reduce, offer a credit, make the repair, or hold firm.</p>",
      imagePrompt:
        "Two hands passing a purchase agreement back and forth across a table, with pens and a calculator nearby.",
    },
    {
      title: "Multiple Offers, Offer Dates and Bully Offers",
      content:
        "<p>When demand is strong, your agent may recommend holding all offers until a set offer date, often several days after listing, so every interested buyer can see the home and arrange financing.</p>" +
        "<h3>The rules come from your province</h3>" +
        "<p>How multiple offers are handled, and what competing buyers can be told, is governed by provincial regulators: RECO in Ontario, BCFSA in British Columbia, OACIQ in Quebec and RECA in Alberta, among others. Typically, buyers can be told that competing offers exist, and in some provinces how many, but details such as price and terms are not shared unless your province's rules allow it and you choose to share them. In Ontario, for example, sellers can choose whether their brokerage discloses the contents of offers. Your agent will explain the rules that apply to you, and they must follow your lawful instructions.</p>" +
        "<h3>On offer night</h3>" +
        "<ul>" +
        "<li>Compare offers on price, deposit, conditions and closing date together. A firm offer that's slightly lower can be better than a conditional one that's higher.</li>" +
        "<li>You can accept one offer, sign one back, or ask all buyers to improve and resubmit.</li>" +
        "<li>Never sign back more than one buyer at the same time unless your lawyer and agent have structured it carefully. You could end up with two binding deals on one home.</li>" +
        "<li>You don't have to accept any offer, even one over your asking price.</li>" +
        "</ul>" +
        "<h3>Bully offers</h3>" +
        "<p>A bully, or pre-emptive, offer arrives before your offer date, usually with a strong price and a short deadline to accept. Options include:</p>" +
        "<ul>" +
        "<li><strong>Decline to review it</strong> and stick to the offer date.</li>" +
        "<li><strong>Consider it.</strong> Your agent will typically tell other interested buyers' agents so they can submit offers too, which may turn it into an early competition.</li>" +
        "<li><strong>Accept it</strong> if the price and terms clearly beat what you expect on offer night.</li>" +
        "</ul>" +
        "<p>Decide your policy on pre-emptive offers with your agent before listing. If you hold firm to your offer date, buyers who came to compete will trust the process more.</p>",
      imagePrompt: "Several sealed envelopes fanned out on a table next to a model house and a clock.",
    },
    {
      title: "Closing Dates, Chattels and Fixtures",
      content:
        "<p>Many deals nearly fall apart over the final details. Settle them clearly in the agreement so closing day goes smoothly.</p>" +
        "<h3>Choosing a closing date</h3>" +
        "<ul>" +
        "<li>Match it to your next home's closing if you're buying, ideally with a buffer day or two, or arrange bridge financing.</li>" +
        "<li>Closings typically happen on a business day. Avoid Fridays before long weekends and the end of the month if you can, since lawyers, lenders and movers are busiest then.</li>" +
        "<li>Some buyers will pay more for the date they need. Ask your agent what matters most to the buyer.</li>" +
        "</ul>" +
        "<h3>Chattels vs. fixtures</h3>" +
        "<ul>" +
        "<li><strong>Fixtures</strong> are attached to the home and are normally sold with it unless excluded. Examples are built-in appliances, light fixtures, window rods and blinds, and mirrors bolted to the wall.</li>" +
        "<li><strong>Chattels</strong> are movable items that stay only if listed, such as the fridge, stove, washer, dryer, freestanding shelves and patio furniture.</li>" +
        "<li>The grey areas, like TV mounts, curtains, hot tubs, garden sheds, EV chargers and smart thermostats, cause the most arguments. Name them specifically.</li>" +
        "</ul>" +
        "<h3>Protect yourself</h3>" +
        "<ul>" +
        "<li>Remove and replace anything you want to keep, such as a family chandelier, before listing so it isn't in photos or showings.</li>" +
        "<li>List rental equipment, such as a water heater or furnace, so the buyer agrees to take over the contract.</li>" +
        "<li>If you agree that appliances and systems will be in working order on closing, keep them that way.</li>" +
        "<li>Keep your home insurance active until the day of closing, and maintain the property, including snow clearing in winter.</li>" +
        "<li>Expect the buyer to ask for one or more visits before closing, and agree on the number and timing in the offer.</li>" +
        "</ul>" +
        "<p>Leave the home clean, with all keys, remotes, manuals and warranty papers. Your lawyer or notary will confirm when the funds have arrived and the keys can be released.</p>",
      imagePrompt:
        "An empty, clean living room with a set of house keys and appliance manuals left neatly on the kitchen counter.",
    },
  ],
};
