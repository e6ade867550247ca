import type { SeedTopic } from "./seed-topic";

export const preListingInspection: SeedTopic = {
  title: "Pre-Listing Inspection",
  slug: "pre-listing-inspection",
  description:
    "What a pre-listing inspection costs, how to prepare, what to do with the report, and what you must disclose.",
  sections: [
    {
      title: "Is a Pre-Listing Inspection Worth It?",
      content:
        "<p>A pre-listing inspection is a home inspection you order before your home goes on the market. The inspector looks at the structure and major systems, just as a buyer's inspector would, but you get the findings first, while you still have time to act.</p>" +
        "<h3>Why sellers get one</h3>" +
        "<ul>" +
        "<li><strong>No surprises:</strong> you learn about problems before a buyer uses them to renegotiate or walk away.</li>" +
        "<li><strong>Time to get quotes:</strong> you can fix issues on your schedule with your own contractors instead of agreeing to a rushed price cut.</li>" +
        "<li><strong>Accurate pricing:</strong> your agent can price the home knowing its real condition.</li>" +
        "<li><strong>Buyer confidence:</strong> where buyers compete on an offer date and may not have time for their own inspection, a report made available to them can encourage stronger, cleaner offers.</li>" +
        "</ul>" +
        "<h3>When it may not be worth it</h3>" +
        "<ul>" +
        "<li>A newer condo where the building's systems are managed by the condo corporation. Buyers will often focus on the corporation's documents rather than the unit.</li>" +
        "<li>A home being sold as-is for land value or a full renovation.</li>" +
        "<li>A home inspected recently, with repairs documented since then.</li>" +
        "</ul>" +
        "<p>Keep in mind that once you know about a serious problem, you may have to disclose it. That's covered in the last section of this guide.</p>" +
        "<h3>Choosing an inspector</h3>" +
        "<p>British Columbia and Alberta require home inspectors to be licensed. Elsewhere, look for membership in a recognized professional association, errors and omissions insurance, and a sample report you can read. Ask your agent for two or three names, and choose on experience with homes like yours, not just on price.</p>",
      imagePrompt:
        "A home inspector with a clipboard and flashlight greeting a homeowner at the front door of a detached house.",
    },
    {
      title: "What It Costs",
      content:
        "<p>Prices vary by region, by the size and age of the home, and by how busy inspectors are. Big cities and remote areas tend to cost more. The ranges below are typical in Canadian dollars, before tax. Get a written quote that spells out exactly what's included.</p>" +
        "<h3>The base inspection</h3>" +
        "<ul>" +
        "<li><strong>Detached house:</strong> roughly $400 to $700 for an average-sized home. Large or older homes, or homes with a secondary suite, can run $800 or more.</li>" +
        "<li><strong>Semi-detached or townhouse:</strong> usually somewhere between the condo and detached prices.</li>" +
        "<li><strong>Condo apartment:</strong> roughly $300 to $500, since the inspector only covers your unit and not the common elements.</li>" +
        "</ul>" +
        "<h3>Common add-ons</h3>" +
        "<ul>" +
        "<li><strong>Sewer scope</strong>, a camera run through the main drain to the city connection: about $150 to $350. This is worth considering for older homes and homes with mature trees, where roots and collapsed clay or cast-iron pipes are common.</li>" +
        "<li><strong>WETT inspection</strong> of a wood stove, wood-burning fireplace or chimney by a certified Wood Energy Technology Transfer inspector: about $150 to $400. Many insurers ask for one, so buyers often do too.</li>" +
        "<li><strong>Radon testing:</strong> a long-term test kit costs about $30 to $80, while a professional test is more. Health Canada recommends testing for at least three months, ideally during the heating season, so start early if you want results before listing.</li>" +
        "<li><strong>Asbestos or vermiculite sampling:</strong> lab testing is often around $50 to $100 per sample, plus the cost of collecting it. If you have vermiculite insulation in the attic or walls, don't disturb it. Have a qualified professional sample it.</li>" +
        "<li><strong>Thermal imaging</strong>, if it isn't already included: often $100 to $200.</li>" +
        "<li><strong>Oil tank search</strong> for older homes that once had oil heat: a few hundred dollars.</li>" +
        "</ul>" +
        "<p>Ask whether a discount applies if you bundle several services in one visit.</p>",
      imagePrompt:
        "A neatly arranged set of inspection tools: a moisture meter, a radon test kit, a sewer camera and a thermal camera.",
    },
    {
      title: "Preparing for Inspection Day",
      content:
        "<p>A typical inspection of a detached home takes two to four hours, and a condo takes less. The inspector can only report on what they can reach, and anything blocked ends up in the report as not inspected, which worries buyers more than a small defect does.</p>" +
        "<h3>Access checklist</h3>" +
        "<ul>" +
        "<li>Clear a path to the electrical panel, furnace, water heater, water shut-off valve, sump pit and any crawlspace.</li>" +
        "<li>Empty the closet or shelf under the attic hatch and make sure the hatch isn't painted shut.</li>" +
        "<li>Unlock the garage, sheds, gates and any locked rooms.</li>" +
        "<li>Move stored items at least half a metre away from basement walls so the inspector can look for moisture and cracks.</li>" +
        "<li>Leave the utilities on and pilot lights lit, and make sure every appliance that stays with the home is working.</li>" +
        "<li>In winter, shovel paths around the house and to the outdoor air conditioner and meters.</li>" +
        "</ul>" +
        "<h3>Have these ready</h3>" +
        "<ul>" +
        "<li>Dates for the roof, furnace, air conditioner, water heater and windows, with receipts if you have them.</li>" +
        "<li>Building permits and final sign-offs for renovations.</li>" +
        "<li>Records of past repairs, such as foundation waterproofing, electrical updates or pest treatments.</li>" +
        "<li>Whether the water heater or furnace is owned or rented.</li>" +
        "</ul>" +
        "<h3>On the day</h3>" +
        "<p>Try to arrive for the last half hour. The inspector can walk you through the main findings, show you where problems are, and explain which ones are urgent and which are normal wear. Take notes and photos. Ask when you'll get the written report, which usually arrives within a day or two.</p>",
      imagePrompt:
        "A clean unfinished basement with clear access to the furnace, water heater and electrical panel, boxes stacked away from the walls.",
    },
    {
      title: "Acting on the Report",
      content:
        "<p>Every report lists problems, even for well-kept homes. Don't panic at the length. Sort the findings into groups, then decide what to do with each one together with your agent.</p>" +
        "<h3>Sort by priority</h3>" +
        "<ol>" +
        "<li><strong>Safety:</strong> exposed wiring, missing smoke or carbon monoxide alarms, gas smells, loose railings, or a stove or fireplace that isn't venting properly.</li>" +
        "<li><strong>Water:</strong> active leaks, roof issues, poor grading, basement dampness, or a failing sump pump. Water damage grows fast and scares buyers.</li>" +
        "<li><strong>Insurance and financing problems:</strong> knob-and-tube wiring, some older aluminum wiring, an old buried oil tank, or a roof near the end of its life can make it harder for a buyer to get insurance or a mortgage.</li>" +
        "<li><strong>Maintenance:</strong> caulking, dripping taps, worn weatherstripping, and the like.</li>" +
        "</ol>" +
        "<h3>Three options for each issue</h3>" +
        "<ul>" +
        "<li><strong>Fix it:</strong> usually best for safety items, cheap repairs, and anything that could stop a buyer from getting financing or insurance. Use licensed trades, get permits where required, and keep receipts.</li>" +
        "<li><strong>Price it in:</strong> for big-ticket items like an older roof, get a written quote and let your agent reflect it in the price. A quote in hand stops buyers from guessing high.</li>" +
        "<li><strong>Disclose and leave it:</strong> for minor or cosmetic issues that buyers can judge for themselves.</li>" +
        "</ul>" +
        "<h3>Mistakes to avoid</h3>" +
        "<ul>" +
        "<li>Covering up a problem with paint or drywall. Concealing a defect can expose you to legal claims after closing.</li>" +
        "<li>Doing major repairs without permits.</li>" +
        "<li>Hiring the inspector to do the repairs. Keep the inspection and the repair work separate.</li>" +
        "</ul>",
      imagePrompt:
        "A homeowner at a kitchen table sorting pages of an inspection report into three piles marked with red, orange and green tabs.",
    },
    {
      title: "Disclosure: What You Must Share and What You May",
      content:
        "<p>Disclosure rules come from provincial law and court decisions, so they differ across Canada. Here are the general principles. Confirm the details with your lawyer, or with your notary in Quebec.</p>" +
        "<h3>What you must disclose</h3>" +
        "<p>In the common-law provinces, you generally must disclose <strong>known material latent defects</strong>. These are serious problems a buyer wouldn't find on a reasonable inspection, especially ones that make the home dangerous or unfit to live in. Examples include a known foundation leak hidden behind finished walls, past flooding, or the home's past use as an illegal grow operation or drug lab. You must never actively hide a defect or give false answers to buyers' questions. Quebec's civil law works differently. Sellers generally give a legal warranty against hidden defects, so talk to your notary early.</p>" +
        "<p>A pre-listing inspection matters here, because once the report tells you about a serious hidden problem, you know about it, and your obligations can change.</p>" +
        "<h3>What you may choose to share</h3>" +
        "<p>Beyond what's required, sharing information such as the full report, repair receipts or a list of updates is a choice you can make strategically.</p>" +
        "<h3>Provincial disclosure forms</h3>" +
        "<ul>" +
        "<li><strong>Ontario:</strong> the Seller Property Information Statement (SPIS) is optional. Many sellers decline to complete it, and your lawyer can advise you.</li>" +
        "<li><strong>British Columbia:</strong> the Property Disclosure Statement is widely used. Your answers must be truthful and based on what you actually know.</li>" +
        "<li><strong>Quebec:</strong> when you sell through a broker, you'll complete the seller's declarations form required by the OACIQ.</li>" +
        "<li><strong>Other provinces</strong> have their own forms and practices, and your agent will show you the one used locally.</li>" +
        "</ul>" +
        "<h3>The right order</h3>" +
        "<ol>" +
        "<li>Share the report with your listing agent first.</li>" +
        "<li>Talk to your lawyer or notary about your disclosure duties and how to word any statements.</li>" +
        "<li>Only then decide, with your agent, whether and how to make the report available to buyers.</li>" +
        "</ol>",
      imagePrompt:
        "A seller and a lawyer reviewing a property disclosure form and an inspection report together across a desk.",
    },
  ],
};
