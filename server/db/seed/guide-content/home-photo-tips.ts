import type { SeedTopic } from "./seed-topic";

export const homePhotoTips: SeedTopic = {
  title: "Home Photo Tips",
  slug: "home-photo-tips",
  description:
    "How to prepare each room, pick the right light and season, and keep your listing photos honest and private.",
  sections: [
    {
      title: "Plan the Shoot",
      content:
        "<p>Most buyers see your home online long before they see it in person, and the first few photos decide whether they book a showing. Your listing agent will usually hire a professional real estate photographer. Your job is to get the home ready and help pick the right day.</p>" +
        "<h3>Questions to ask your agent</h3>" +
        "<ul>" +
        "<li>What's included: still photos, a floor plan, a video walk-through, a 3D virtual tour, twilight shots, aerial photos?</li>" +
        "<li>How long is the shoot, and do you need to be out of the house?</li>" +
        "<li>When will photos be ready, and will you see them before the listing goes live?</li>" +
        "<li>Which rooms and features should be the lead photos?</li>" +
        "</ul>" +
        "<h3>Timing</h3>" +
        "<ul>" +
        "<li>Book the photographer only once cleaning, repairs, painting and staging are completely finished. Reshooting costs time and money, and buyers notice when listing photos change.</li>" +
        "<li>Ask the photographer which time of day suits your home. Rooms facing east are brightest in the morning, and rooms facing west in the afternoon.</li>" +
        "<li>Have a backup date in case of rain, heavy snow or a grey, dark day.</li>" +
        "<li>If you want a twilight exterior, plan for the short window just after sunset, which comes very early in a Canadian winter and very late in June.</li>" +
        "</ul>" +
        "<h3>Do it yourself?</h3>" +
        "<p>Phone photos are fine for your own notes, such as a record of the home's condition. For the listing, wide-angle lenses, proper lighting and professional editing make a visible difference, especially in small rooms and condos. If cost is a concern, talk to your agent. Photography is often part of the listing service.</p>",
      imagePrompt: "A professional photographer setting up a camera on a tripod in a bright, staged living room.",
    },
    {
      title: "Whole-Home Prep Checklist",
      content:
        "<p>The camera sees everything and makes clutter look worse than it does in person. Work through this list in the days before the shoot, then do a final pass that morning.</p>" +
        "<h3>A few days before</h3>" +
        "<ul>" +
        "<li>Replace burnt-out bulbs, and use the same colour of bulb in each room. Mixing warm and cool bulbs makes photos look patchy.</li>" +
        "<li>Clean the windows inside and out. Streaks and screens show up in bright light.</li>" +
        "<li>Touch up scuffed paint, patch nail holes, and re-caulk stained tubs and sinks.</li>" +
        "<li>Remove about a third of what's in each room: extra chairs, piles of books, small decor, and furniture that blocks walkways.</li>" +
        "<li>Remove or pack away anything personal, which is covered in the last section of this guide.</li>" +
        "</ul>" +
        "<h3>The morning of the shoot</h3>" +
        "<ol>" +
        "<li>Open every blind and curtain fully, and make them all even.</li>" +
        "<li>Turn on every light, including lamps and under-cabinet lights.</li>" +
        "<li>Turn off ceiling fans and TVs, and hide the remotes.</li>" +
        "<li>Hide cords, chargers, garbage cans, laundry baskets and pet gear.</li>" +
        "<li>Clear the fridge door of magnets, papers and calendars.</li>" +
        "<li>Move cars off the driveway and out of the front of the house.</li>" +
        "<li>Put toilet seats down and close the shower curtain or clean the glass.</li>" +
        "</ol>" +
        "<h3>What the camera exaggerates</h3>" +
        "<ul>" +
        "<li>Busy patterns on rugs, bedding and curtains.</li>" +
        "<li>Small objects on every surface. Leave only one to three items per surface.</li>" +
        "<li>Wrinkled bedding and crooked lampshades.</li>" +
        "<li>Dark rooms with a single overhead light.</li>" +
        "</ul>" +
        "<p>Walk through each room holding your phone at chest height and take a test photo. Whatever catches your eye on the screen will catch a buyer's eye too.</p>",
      imagePrompt:
        "A side-by-side view of the same bedroom, cluttered on one side and clean and simple on the other, with no text.",
    },
    {
      title: "Room-by-Room Details",
      content:
        "<p>Buyers scroll through photos quickly and mostly look for the rooms that matter most to them. Give these areas extra attention.</p>" +
        "<h3>Kitchen</h3>" +
        "<ul>" +
        "<li>Clear the counters almost completely. A bowl of fruit or a plant and a cutting board are plenty.</li>" +
        "<li>Hide the dish rack, soap bottles, sponges and kitchen towels.</li>" +
        "<li>Polish stainless steel appliances and the sink to remove fingerprints and water spots.</li>" +
        "</ul>" +
        "<h3>Living and family rooms</h3>" +
        "<ul>" +
        "<li>Arrange furniture to show a clear path through the room and to face the room's best feature, such as a fireplace or a window.</li>" +
        "<li>Fluff and straighten cushions. Fold throws neatly or remove them.</li>" +
        "<li>Light a gas fireplace for a warm, inviting look.</li>" +
        "</ul>" +
        "<h3>Bedrooms</h3>" +
        "<ul>" +
        "<li>Use plain, light-coloured bedding, pressed if possible.</li>" +
        "<li>Clear nightstands except for a lamp.</li>" +
        "<li>In kids' rooms, keep a few toys in one basket and put the rest away.</li>" +
        "</ul>" +
        "<h3>Bathrooms</h3>" +
        "<ul>" +
        "<li>Remove every toiletry, razor, toothbrush and bath toy from view.</li>" +
        "<li>Hang one set of fresh white towels.</li>" +
        "</ul>" +
        "<h3>Basement, storage and utility areas</h3>" +
        "<ul>" +
        "<li>A finished basement deserves photos as living space. Stage it as a family room, office or guest room.</li>" +
        "<li>Tidy the furnace room and storage areas even if they won't be shot. Buyers will see them in person.</li>" +
        "</ul>" +
        "<h3>Condos</h3>" +
        "<ul>" +
        "<li>Clear the balcony and add a small bistro set if there's room. Clean the glass so the view shows.</li>" +
        "<li>Ask your agent to arrange photos of building amenities with property management, such as the gym, party room or rooftop terrace.</li>" +
        "</ul>",
      imagePrompt:
        "A spotless modern kitchen with bare counters, a bowl of green apples and sunlight coming through a window.",
    },
    {
      title: "Exteriors, Light and the Canadian Seasons",
      content:
        "<p>The front exterior is usually the first photo buyers see, so it has to look cared for in any season.</p>" +
        "<h3>Curb appeal for the camera</h3>" +
        "<ul>" +
        "<li>Cut the lawn, trim hedges and edge the garden beds a day or two before the shoot.</li>" +
        "<li>Put away garbage and recycling bins, hoses, kids' toys and tools.</li>" +
        "<li>Sweep the porch, clean the front door, and add a simple planter.</li>" +
        "<li>Set up patio furniture and open the umbrella so the backyard reads as an outdoor room.</li>" +
        "<li>Close the garage door.</li>" +
        "</ul>" +
        "<h3>Shooting in winter</h3>" +
        "<ul>" +
        "<li>Clean, fresh snow on a sunny day can look beautiful. Grey slush, snowbanks and salt-stained driveways don't. Shovel the driveway and walkways cleanly, edge to edge.</li>" +
        "<li>Brush snow off the front steps, railings and porch furniture, or remove the furniture.</li>" +
        "<li>Turn on exterior lights. Short days and low sun make them part of the picture.</li>" +
        "<li>Take down seasonal decorations, including holiday lights, unless you're happy with buyers seeing a dated listing in February.</li>" +
        "<li>If you have good photos of the yard and garden from spring or summer, ask your agent whether to include them. They should be labelled with the season so buyers aren't misled.</li>" +
        "</ul>" +
        "<h3>Other seasons</h3>" +
        "<ul>" +
        "<li>In spring, wait for the snow to melt and clean up the lawn before shooting the yard if you can.</li>" +
        "<li>In fall, rake leaves the day before, because a single windy afternoon can cover the lawn again.</li>" +
        "</ul>" +
        "<h3>Aerial and twilight shots</h3>" +
        "<p>Aerial photos help show large lots, rural properties, waterfront and nearby parks. In Canada, most drones used for this work require the operator to hold a Transport Canada drone pilot certificate, so use a photographer who's certified and insured. Twilight photos, taken with every interior and exterior light on, can make a standout lead image.</p>",
      imagePrompt:
        "A detached home in winter with a cleanly shovelled driveway, bright blue sky and fresh white snow on the lawn.",
    },
    {
      title: "Keep Photos Honest and Private",
      content:
        "<p>Great photos show your home at its best, not a home that doesn't exist. Misleading photos waste buyers' time, damage trust at the showing, and can create problems for you and your agent. Real estate boards and provincial regulators expect advertising to be accurate.</p>" +
        "<h3>Editing that's usually fine</h3>" +
        "<ul>" +
        "<li>Correcting brightness, colour and straight lines.</li>" +
        "<li>Replacing a grey sky with a blue one, in moderation.</li>" +
        "<li>Removing temporary items, such as a car in the driveway or a garbage bin.</li>" +
        "</ul>" +
        "<h3>Editing to avoid</h3>" +
        "<ul>" +
        "<li>Removing permanent features like power lines, a neighbouring building, cracks, stains or water damage.</li>" +
        "<li>Greening a brown lawn or adding landscaping that isn't there.</li>" +
        "<li>Stretching rooms with extreme wide-angle lenses until they look much bigger than they are.</li>" +
        "</ul>" +
        "<h3>Virtual staging</h3>" +
        "<p>Digitally adding furniture to empty rooms can help buyers picture the space. It should be clearly labelled as virtually staged, and it's best to include an unstaged photo of the same room. Your agent will know the local board's requirements.</p>" +
        "<h3>Protect your privacy</h3>" +
        "<ul>" +
        "<li>Remove family photos, diplomas, and children's names and artwork.</li>" +
        "<li>Hide mail, calendars, prescription bottles and anything with account numbers.</li>" +
        "<li>Keep alarm panels, safes and security cameras out of frame where possible.</li>" +
        "<li>Make sure licence plates aren't visible, yours or the neighbours'.</li>" +
        "<li>Cover or remove religious or political items if you'd rather they not appear online.</li>" +
        "</ul>" +
        "<p>Photos of your home may keep circulating online after it sells, so remove anything from the frame that you wouldn't want public.</p>",
      imagePrompt: "A homeowner taking framed family photos off a hallway wall and placing them in a storage box.",
    },
  ],
};
