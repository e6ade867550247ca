import type { SeedTopic } from "./seed-topic";

export const maximizingSalePrice: SeedTopic = {
  title: "Maximizing Sale Price",
  slug: "maximizing-sale-price",
  description:
    "Where to spend and where to save before listing, how to price well, and how to work out what you'll actually keep.",
  sections: [
    {
      title: "Price It Right From Day One",
      content:
        "<p>Your list price is the single biggest factor in how much you end up with. Buyers and their agents see new listings within hours, and the first week or two brings the most attention you'll get.</p>" +
        "<h3>How a good price is set</h3>" +
        "<ul>" +
        "<li>Your agent prepares a comparative market analysis based on <strong>recent sold prices</strong> of similar nearby homes, not on asking prices. A home that's listed isn't proof of value until it sells.</li>" +
        "<li>Good comparables match on type, size, lot, condition, parking and location. A home across a busy road or in a different school catchment may not be a fair comparison.</li>" +
        "<li>Adjust for differences honestly. Your renovated kitchen adds value, but not always what it cost you.</li>" +
        "</ul>" +
        "<h3>Think like a buyer searching online</h3>" +
        "<p>Buyers filter searches by price brackets. A home listed at $1,010,000 is missed by everyone whose search stops at $1,000,000. Ask your agent where the common search cut-offs fall for your price range.</p>" +
        "<h3>The cost of overpricing</h3>" +
        "<ul>" +
        "<li>The home sits, and buyers start wondering what's wrong with it.</li>" +
        "<li>Each price cut invites lower offers.</li>" +
        "<li>The buyer's lender may appraise below a high price, which can make financing harder and put the deal at risk.</li>" +
        "<li>You end up helping similar homes nearby look like better value.</li>" +
        "</ul>" +
        "<h3>Pricing for an offer date</h3>" +
        "<p>In busy markets, agents sometimes list slightly below expected value and hold offers until a set date to encourage competition. It can work well when demand is strong, but it's risky when it isn't. You aren't obliged to accept any offer, but you may have to relist at a higher price, which confuses buyers. Ask your agent how this strategy has actually played out recently for homes like yours.</p>",
      imagePrompt:
        "A real estate agent and a seller comparing printed photos of similar nearby homes spread across a dining table.",
    },
    {
      title: "Repairs and Updates That Pay Off",
      content:
        "<p>The goal before listing is not to renovate. It's to remove reasons for buyers to offer less. Buyers tend to overestimate the cost of small problems, so a handful of cheap fixes can protect much more than they cost.</p>" +
        "<h3>Usually worth doing</h3>" +
        "<ol>" +
        "<li><strong>Fix what's broken:</strong> dripping taps, running toilets, sticking doors, cracked tiles, broken screens, burnt-out bulbs and missing outlet covers.</li>" +
        "<li><strong>Paint:</strong> fresh paint in soft, neutral colours makes rooms look cleaner and bigger. Cover bold feature walls and scuffed trim.</li>" +
        "<li><strong>Lighting:</strong> replace dated or mismatched fixtures and use bright, consistent bulbs.</li>" +
        "<li><strong>Caulking and grout:</strong> cleaning or redoing stained caulk in bathrooms and kitchens is quick and makes a big difference.</li>" +
        "<li><strong>Flooring:</strong> professionally clean carpets, or replace badly worn ones with a neutral option. Refinishing hardwood can also be worth it.</li>" +
        "<li><strong>Curb appeal:</strong> a clean or repainted front door, new house numbers, a working doorbell, trimmed shrubs and fresh mulch.</li>" +
        "<li><strong>Hardware:</strong> new cabinet pulls and faucets can refresh a dated kitchen without a renovation.</li>" +
        "</ol>" +
        "<h3>Usually not worth doing</h3>" +
        "<ul>" +
        "<li>Full kitchen or bathroom renovations just before selling. You rarely get the full cost back, and buyers may not share your taste.</li>" +
        "<li>Adding luxury features, such as a pool or high-end appliances, that are rare for your neighbourhood.</li>" +
        "<li>Major projects that can't be finished, permitted and inspected before you list.</li>" +
        "</ul>" +
        "<h3>Before you spend</h3>" +
        "<p>Walk through the home with your agent and ask which fixes buyers in your area actually notice. Get two or three quotes for anything over a few hundred dollars, hire licensed trades for electrical, gas and plumbing work, and keep every receipt. Budget time as well as money. In spring, good contractors are often booked weeks ahead.</p>",
      imagePrompt:
        "A homeowner painting a living room wall a soft neutral colour, with a small toolbox and new cabinet handles on the floor.",
    },
    {
      title: "Staging and First Impressions",
      content:
        "<p>Staging means arranging your home so buyers can picture themselves living there. It doesn't change the bones of the house, but it changes how buyers feel about it, and that feeling shows up in their offers.</p>" +
        "<h3>Start with space</h3>" +
        "<ul>" +
        "<li>Pack as though you've already sold. Off-season clothing, extra dishes, collections and most personal items can go into boxes now.</li>" +
        "<li>Clear out closets and cupboards to about half full. Buyers open them to judge storage.</li>" +
        "<li>Take out oversized or extra furniture so rooms feel larger and walkways are clear.</li>" +
        "<li>A portable storage container or a storage unit for a couple of months is often money well spent.</li>" +
        "</ul>" +
        "<h3>Give every room a clear purpose</h3>" +
        "<p>Buyers struggle with undefined spaces. A cluttered spare room should become a clear bedroom or office, and a dining area used for storage should go back to being a dining area. Finished basements should look like living space, not storage.</p>" +
        "<h3>Focus on the rooms that sell homes</h3>" +
        "<p>If your budget is limited, put your effort into the entrance, living room, kitchen and primary bedroom. These shape most buyers' impressions.</p>" +
        "<h3>Professional staging</h3>" +
        "<ul>" +
        "<li>A staging consultation, where a stager walks through and gives you a to-do list using your own furniture, often costs a few hundred dollars.</li>" +
        "<li>Fully staging a vacant home with rented furniture usually runs into the thousands, depending on the size of the home, your region and how long it's listed.</li>" +
        "<li>Ask your agent whether staging is included in their service, and ask to see staged homes they've sold.</li>" +
        "</ul>" +
        "<p>Vacant homes often feel smaller and colder than furnished ones. If you've already moved out, even staging a few key rooms can help buyers judge scale.</p>",
      imagePrompt:
        "A warmly staged living room with a neutral sofa, a few cushions, a plant and an uncluttered coffee table.",
    },
    {
      title: "Paperwork That Builds Buyer Confidence",
      content:
        "<p>Buyers pay more when they feel less uncertain. Organized records show the home has been looked after and let buyers' agents answer questions quickly, which keeps momentum going when interest is high.</p>" +
        "<h3>Gather these before listing</h3>" +
        "<ul>" +
        "<li><strong>Upgrade list:</strong> what was done, when, and by whom. Roof, windows, furnace, air conditioner, water heater, insulation, electrical panel and plumbing are the most important.</li>" +
        "<li><strong>Receipts and warranties:</strong> especially transferable warranties on the roof, windows, appliances or foundation work.</li>" +
        "<li><strong>Permits and final inspections</strong> for renovations, basement suites, decks and additions. Missing permits worry buyers and their lenders.</li>" +
        "<li><strong>Utility costs:</strong> twelve months of heating, hydro and water bills, so buyers see real costs.</li>" +
        "<li><strong>Property tax bill</strong> for the current year.</li>" +
        "<li><strong>Survey or certificate of location:</strong> in Quebec, sellers usually provide an up-to-date certificate of location, which can take weeks to order and often costs over a thousand dollars. In other provinces, find any existing survey or ask your lawyer whether title insurance will be used.</li>" +
        "<li><strong>Rental contracts</strong> for a water heater, furnace or water softener. These are common in some provinces, and buyers want to know the monthly cost and whether the contract transfers.</li>" +
        "</ul>" +
        "<h3>For condos</h3>" +
        "<p>Condo buyers look closely at the corporation's finances. Ask your agent what document package your province uses, such as a status certificate in Ontario or strata documents in British Columbia, and order it early. Delays can hold up conditions or closing. Know your monthly fees, what they include, and whether any special assessments are planned.</p>" +
        "<h3>How to present it</h3>" +
        "<p>Give your agent a tidy digital folder. They can share appropriate documents with serious buyers and leave a one-page summary of upgrades and utility costs at showings.</p>",
      imagePrompt:
        "A neatly labelled binder and a laptop showing folders of home records, next to a set of house keys.",
    },
    {
      title: "Know Your Net: Closing Costs and Taxes",
      content:
        "<p>The sale price isn't what you walk away with. Knowing your net proceeds helps you judge offers clearly and avoid surprises on closing day. Ask your agent for a net proceeds estimate and update it when offers come in.</p>" +
        "<h3>Typical seller costs</h3>" +
        "<ul>" +
        "<li><strong>Commission:</strong> set out in your listing agreement and negotiable. It often covers the buyer's brokerage as well. Make sure you understand exactly how it's calculated.</li>" +
        "<li><strong>Sales tax on commission:</strong> HST or GST applies, plus QST in Quebec. For example, 13% HST in Ontario or 5% GST in Alberta.</li>" +
        "<li><strong>Legal or notary fees:</strong> for the sale side, often around $800 to $1,500 plus disbursements, varying by region and complexity.</li>" +
        "<li><strong>Mortgage discharge:</strong> lenders usually charge an administrative fee, often a few hundred dollars, plus the cost of registering the discharge.</li>" +
        "<li><strong>Prepayment penalty:</strong> if you break a closed mortgage early, this can be the largest cost after commission. Get a written payout statement from your lender.</li>" +
        "<li><strong>Adjustments:</strong> property tax, condo fees and sometimes utilities are split with the buyer as of the closing date, and you may get a credit if you prepaid.</li>" +
        "<li><strong>Other costs:</strong> repairs, staging, a certificate of location where required, moving, storage and any bridge financing interest.</li>" +
        "</ul>" +
        "<h3>Capital gains and the principal residence exemption</h3>" +
        "<p>If the home was your principal residence for every year you owned it, the gain is usually fully sheltered. You still report the sale and the designation on your tax return for the year you sell. Renting out part of the home, claiming capital cost allowance on a home office or rental space, owning more than one property, or a very short ownership period can change the outcome. Confirm your situation with an accountant before you accept an offer.</p>" +
        "<p>If you aren't a resident of Canada for tax purposes, special withholding rules apply to your sale. Tell your lawyer and accountant as early as possible.</p>",
      imagePrompt:
        "A seller using a calculator beside a simple sheet of figures, with a small model house and a pen on the table.",
    },
  ],
};
