import type { SeedTopic } from "./seed-topic";

export const showingMyHome: SeedTopic = {
  title: "Showing My Home",
  slug: "showing-my-home",
  description:
    "What happens during showings and open houses, and how to keep your home ready, safe and appealing while listed.",
  sections: [
    {
      title: "How Showings Work",
      content:
        "<p>Once your home is on MLS®, buyers' agents request showings, usually through an online booking system your listing agent sets up. You'll get a notification with the requested time and can confirm or decline, or your agent can confirm for you based on rules you agree on in advance.</p>" +
        "<h3>Decide your showing instructions up front</h3>" +
        "<ul>" +
        "<li><strong>Hours:</strong> the window when showings are allowed, for example 9 a.m. to 8 p.m. Wide windows mean more buyers can see the home.</li>" +
        "<li><strong>Notice:</strong> how much warning you need. One to two hours is common, and longer notice can cost you busy buyers.</li>" +
        "<li><strong>Length:</strong> usually 30 to 60 minutes per booking, with a little time between bookings so agents don't overlap.</li>" +
        "<li><strong>Access:</strong> most listings use a lockbox that only registered agents can open. The buyer's agent must be present for the whole showing.</li>" +
        "<li><strong>Special notes:</strong> pets at home, alarm codes (given privately by your agent), or a request to remove shoes.</li>" +
        "</ul>" +
        "<h3>Open houses</h3>" +
        "<p>Your agent may suggest a public open house on a weekend, and sometimes an agents-only preview early in the listing. Open houses bring in neighbours and casual browsers as well as serious buyers, so security preparation matters more, which is covered below. Ask your agent how they track who attends.</p>" +
        "<h3>Where you should be</h3>" +
        "<p>Plan to leave for every showing. Buyers relax and stay longer when the owner isn't there, and they'll talk more openly with their agent about what they like. Hovering, or answering questions yourself, can accidentally give away information that weakens your negotiating position.</p>",
      imagePrompt:
        "A buyer's agent opening a lockbox at the front door of a tidy home while a young couple waits on the porch.",
    },
    {
      title: "Your Daily Showing-Ready Routine",
      content:
        "<p>Living in a home while it's for sale is the hardest part for most sellers. The trick is to do the deep work once before listing, then keep a short daily routine so any last-minute request takes about 15 minutes to handle.</p>" +
        "<h3>Every morning</h3>" +
        "<ul>" +
        "<li>Make the beds and open all blinds and curtains.</li>" +
        "<li>Empty the dishwasher, wipe the counters, and put small appliances away.</li>" +
        "<li>Take out kitchen garbage and recycling, and empty the bathroom bins.</li>" +
        "<li>Squeegee the shower and hang fresh, matching towels.</li>" +
        "</ul>" +
        "<h3>Before you walk out the door</h3>" +
        "<ol>" +
        "<li>Turn on every light, including lamps, closet lights and the stove hood light.</li>" +
        "<li>Set the thermostat to a comfortable temperature, around 20 to 21°C in winter.</li>" +
        "<li>Put toilet lids down and do a quick sweep of the floors at the entrance.</li>" +
        "<li>Collect clutter from counters into a laundry basket and put it in your car.</li>" +
        "<li>Hide pet bowls, litter boxes and toys, and put away laundry.</li>" +
        "<li>Lock valuables away and take your keys, phone and wallet with you.</li>" +
        "</ol>" +
        "<h3>Avoid these common mistakes</h3>" +
        "<ul>" +
        "<li><strong>Strong scents:</strong> plug-in fresheners, heavy candles and cooking smells like fish or curry make buyers wonder what you're covering up. Aim for a clean, neutral smell and open a window briefly if needed.</li>" +
        "<li><strong>Locked rooms:</strong> buyers assume the worst about any door they can't open.</li>" +
        "<li><strong>Declining too many showings:</strong> every refusal is a buyer who may move on to another listing.</li>" +
        "</ul>" +
        "<p>Keep a small kit of cleaning wipes, a microfibre cloth and a lint roller handy for fast touch-ups.</p>",
      imagePrompt:
        "A bright, tidy kitchen with clear counters and a laundry basket of clutter by the door, ready for a showing.",
    },
    {
      title: "Security, Privacy and Pets",
      content:
        "<p>Dozens of strangers may walk through your home while it's listed. Most are exactly who they say they are, but a few simple steps protect your belongings and your privacy.</p>" +
        "<h3>Put away or lock up</h3>" +
        "<ul>" +
        "<li>Jewellery, cash, keys, small electronics and collectibles.</li>" +
        "<li>Prescription medications, including those in bathroom cabinets. Buyers do open cabinets and drawers to check storage space.</li>" +
        "<li>Mail, bills, passports, cheque books, and anything showing account numbers or your signature.</li>" +
        "<li>Family photos, children's names on walls, and school schedules on the fridge.</li>" +
        "<li>Firearms, which must already be stored according to federal rules. Consider removing them from the home entirely while listed.</li>" +
        "</ul>" +
        "<p>Log out of computers, and don't leave passwords or a Wi-Fi code on a sticky note.</p>" +
        "<h3>Security cameras</h3>" +
        "<p>Video doorbells and cameras are common, but tell your agent about them so buyers' agents can be informed. Be careful with audio. Recording private conversations you aren't part of can break the law, so turn off audio recording during showings and don't use footage to eavesdrop on buyers' discussions. Ask your agent or lawyer if you're unsure.</p>" +
        "<h3>Pets</h3>" +
        "<ul>" +
        "<li>Take pets with you, or arrange doggy daycare on busy days such as weekends and open houses.</li>" +
        "<li>If a pet must stay, keep it crated in one room and note this in the showing instructions.</li>" +
        "<li>Some buyers are allergic or afraid of animals, so clean up fur and deal with odours before you list.</li>" +
        "</ul>" +
        "<p>After each showing, do a quick walk-through to check doors and windows are locked and lights are off. Tell your agent right away if anything seems out of place.</p>",
      imagePrompt: "A homeowner placing a jewellery box and pill bottles into a small locking safe inside a closet.",
    },
    {
      title: "Showing Through Canadian Seasons",
      content:
        "<p>Weather shapes how your home feels from the moment a buyer pulls up. Adjust your routine for the season you're selling in.</p>" +
        "<h3>Winter</h3>" +
        "<ul>" +
        "<li>Shovel and salt the driveway, walkway, steps and porch before the first showing of the day, and check again after any snowfall. A fall on your property is a real safety and liability risk.</li>" +
        "<li>Clear a parking spot so agents don't have to park on a snowbank.</li>" +
        "<li>Set up a boot tray, a sturdy mat and a small bench at the entrance, with a polite sign asking visitors to remove footwear. Many agents and buyers in Canada expect this.</li>" +
        "<li>Wipe up salt stains and puddles daily. They make floors look damaged.</li>" +
        "<li>With darkness by late afternoon, exterior lights matter. Replace burnt-out bulbs and consider timers for porch and landscape lights.</li>" +
        "<li>Clear snow from around the furnace vents and gas meter, and keep a path to the backyard if you can.</li>" +
        "</ul>" +
        "<h3>Spring thaw</h3>" +
        "<ul>" +
        "<li>Check the basement after heavy rain or melt, and test the sump pump.</li>" +
        "<li>Rake up winter debris and put down fresh mulch once the ground is clear.</li>" +
        "<li>Keep an extra mat inside for muddy boots.</li>" +
        "</ul>" +
        "<h3>Summer and fall</h3>" +
        "<ul>" +
        "<li>Run the air conditioning before showings on hot days. A stuffy house feels smaller.</li>" +
        "<li>Keep the lawn cut, pots watered and patio furniture set up to show how the outdoor space is used.</li>" +
        "<li>In fall, rake leaves and clean the gutters so the roofline looks cared for.</li>" +
        "</ul>" +
        "<p>Whatever the season, stand across the street once a week and look at your home as a buyer would. Fix whatever catches your eye first.</p>",
      imagePrompt:
        "A front entrance in winter with a salted walkway, a boot tray and mat inside the door, and warm porch lights.",
    },
    {
      title: "After the Showing: Feedback and Adjusting",
      content:
        "<p>Your agent will usually ask each buyer's agent for feedback after a showing. Not every agent replies, and comments are often brief, but patterns across several showings tell you a lot.</p>" +
        "<h3>How to read feedback</h3>" +
        "<ul>" +
        "<li><strong>Comments on things you can fix</strong>, like clutter, odours, a dark room or a dripping tap, are gifts. Deal with them within a day or two.</li>" +
        "<li><strong>Comments on things you can't change</strong>, like a busy street, a small yard or the layout, usually point back to price. Buyers will accept almost any drawback at the right price.</li>" +
        "<li><strong>Repeated comments</strong> matter more than any single opinion. One buyer disliking the paint colour is taste. Five buyers mentioning it is a trend.</li>" +
        "<li><strong>Second showings</strong> are a strong sign of interest. Be extra flexible about timing, and make sure the home looks just as good the second time.</li>" +
        "</ul>" +
        "<h3>When showings are slow</h3>" +
        "<p>Ask your agent to review activity with you weekly: online views, saved listings, showing requests and feedback. Lots of online views with few showings usually means the photos or price aren't convincing buyers to visit. Lots of showings with no offers usually means the home doesn't match buyers' expectations at that price.</p>" +
        "<h3>Keep your cool</h3>" +
        "<ul>" +
        "<li>Don't take criticism personally. Buyers are comparing your home with others, not judging how you live.</li>" +
        "<li>Don't contact buyers or their agents directly. Let your agent handle all communication.</li>" +
        "<li>Avoid posting details about showings or offers on social media.</li>" +
        "</ul>" +
        "<p>Give any change, whether to price or presentation, a week or two to show results before deciding on the next step.</p>",
      imagePrompt:
        "A seller and their agent reviewing a tablet showing simple showing-activity icons in a bright living room.",
    },
  ],
};
