/** The brokerage's standard seller content (spec section 3, client profile parts). */
export const checklistPhases = [
  {
    phase: "Preparation",
    goal: "Get your home ready to show at its best.",
    tasks: [
      { id: "prep-declutter", text: "Declutter every room and pack away personal items" },
      { id: "prep-repairs", text: "Finish small repairs: taps, doors, lights and patches" },
      { id: "prep-clean", text: "Deep clean, including windows, carpets and appliances" },
      { id: "prep-documents", text: "Gather documents: mortgage statement, tax bill, utility costs, permits" },
    ],
  },
  {
    phase: "Listing",
    goal: "Launch your listing with the right price and presentation.",
    tasks: [
      { id: "list-price", text: "Review the comparative market analysis and agree on a list price" },
      { id: "list-agreement", text: "Sign the listing agreement" },
      { id: "list-staging", text: "Stage the main rooms" },
      { id: "list-photos", text: "Book professional photos and a floor plan" },
    ],
  },
  {
    phase: "Showings",
    goal: "Keep the home show-ready and respond to buyers quickly.",
    tasks: [
      { id: "show-routine", text: "Set a daily show-ready routine" },
      { id: "show-pets", text: "Plan where pets and valuables go during showings" },
      { id: "show-feedback", text: "Review showing feedback with your agent each week" },
      { id: "show-offers", text: "Prepare for offers: review conditions, deposits and closing dates" },
    ],
  },
];

export const partnerCategories = [
  {
    category: "Home Repairs",
    providers: [
      { name: "Northern Handyman Co.", service: "General repairs and patching", phone: "(416) 555-0171" },
      { name: "Brightline Electric", service: "Licensed electrician", phone: "(416) 555-0172" },
    ],
  },
  {
    category: "Staging & Design",
    providers: [
      { name: "Maple & Oak Staging", service: "Full and partial home staging", phone: "(416) 555-0173" },
      { name: "Fresh Coat Painters", service: "Interior painting", phone: "(416) 555-0174" },
    ],
  },
  {
    category: "Cleaning",
    providers: [
      { name: "Spotless Home Services", service: "Deep cleaning before listing", phone: "(416) 555-0175" },
      { name: "ClearView Windows", service: "Window and eavestrough cleaning", phone: "(416) 555-0176" },
    ],
  },
  {
    category: "Mortgage",
    providers: [
      { name: "True North Mortgage Advisors", service: "Bridge financing and next purchase", phone: "(416) 555-0177" },
      { name: "Harbour Lending", service: "Discharge and porting questions", phone: "(416) 555-0178" },
    ],
  },
];

/** Listing brokerage commission plans (spec section 9); the co-operating brokerage rate is extra. */
export const servicePlans = [
  {
    title: "Basic",
    commission: 2.5,
    features: [
      "MLS® listing and REALTOR.ca exposure",
      "Professional photos",
      "Offer negotiation",
      "Lawyer coordination",
    ],
  },
  {
    title: "Standard",
    commission: 3.0,
    features: [
      "Everything in Basic",
      "Floor plan and virtual tour",
      "Staging consultation",
      "Open houses",
      "Social media campaign",
    ],
  },
  {
    title: "Premium",
    commission: 3.5,
    features: [
      "Everything in Standard",
      "Full staging",
      "Pre-listing inspection",
      "Print and video marketing",
      "Dedicated transaction coordinator",
    ],
  },
];
export const COOP_COMMISSION_RATE = 2.5;

export const upcomingTasks = [
  "Review your personalized seller's guide",
  "Begin Phase 1 preparation",
  "Schedule your initial consultation",
];
