import type { Locale } from "../../../contract/locale";

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

/** The same content for a client whose language is French (decision 017): same ids, rates and phones. */
const frenchChecklistPhases: typeof checklistPhases = [
  {
    phase: "Préparation",
    goal: "Préparez votre propriété à se montrer sous son meilleur jour.",
    tasks: [
      { id: "prep-declutter", text: "Désencombrer chaque pièce et ranger les objets personnels" },
      { id: "prep-repairs", text: "Terminer les petites réparations : robinets, portes, luminaires et retouches" },
      { id: "prep-clean", text: "Faire un grand ménage, y compris fenêtres, tapis et électroménagers" },
      {
        id: "prep-documents",
        text: "Rassembler les documents : relevé hypothécaire, compte de taxes, coûts des services, permis",
      },
    ],
  },
  {
    phase: "Inscription",
    goal: "Lancez votre inscription au bon prix, avec la bonne présentation.",
    tasks: [
      { id: "list-price", text: "Revoir l'analyse comparative de marché et convenir du prix demandé" },
      { id: "list-agreement", text: "Signer le contrat de courtage" },
      { id: "list-staging", text: "Mettre en valeur les pièces principales" },
      { id: "list-photos", text: "Réserver les photos professionnelles et un plan d'étage" },
    ],
  },
  {
    phase: "Visites",
    goal: "Gardez la propriété prête pour les visites et répondez vite aux acheteurs.",
    tasks: [
      { id: "show-routine", text: "Établir une routine quotidienne pour être prêt aux visites" },
      { id: "show-pets", text: "Prévoir où vont les animaux et les objets de valeur pendant les visites" },
      { id: "show-feedback", text: "Revoir chaque semaine les commentaires des visites avec votre courtier" },
      {
        id: "show-offers",
        text: "Se préparer aux offres d'achat : conditions, acomptes et dates de signature chez le notaire",
      },
    ],
  },
];

/** French of the partner and plan texts; names, phone numbers and rates are the same in both languages. */
const frenchTexts: Record<string, string> = {
  "Home Repairs": "Réparations",
  "General repairs and patching": "Réparations générales et retouches",
  "Licensed electrician": "Maître électricien",
  "Staging & Design": "Mise en valeur et design",
  "Full and partial home staging": "Home staging complet ou partiel",
  "Interior painting": "Peinture intérieure",
  Cleaning: "Nettoyage",
  "Deep cleaning before listing": "Grand ménage avant l'inscription",
  "Window and eavestrough cleaning": "Nettoyage des fenêtres et des gouttières",
  Mortgage: "Hypothèque",
  "Bridge financing and next purchase": "Financement relais et prochain achat",
  "Discharge and porting questions": "Questions de quittance et de transfert",
  Basic: "Essentiel",
  "MLS® listing and REALTOR.ca exposure": "Inscription MLS® et visibilité sur REALTOR.ca",
  "Professional photos": "Photos professionnelles",
  "Offer negotiation": "Négociation des offres d'achat",
  "Lawyer coordination": "Coordination avec le notaire",
  Standard: "Standard",
  "Everything in Basic": "Tout le forfait Essentiel",
  "Floor plan and virtual tour": "Plan d'étage et visite virtuelle",
  "Staging consultation": "Consultation en mise en valeur",
  "Open houses": "Visites libres",
  "Social media campaign": "Campagne sur les médias sociaux",
  Premium: "Premium",
  "Everything in Standard": "Tout le forfait Standard",
  "Full staging": "Mise en valeur complète",
  "Pre-listing inspection": "Inspection préachat avant l'inscription",
  "Print and video marketing": "Marketing imprimé et vidéo",
  "Dedicated transaction coordinator": "Coordonnateur de transaction attitré",
};

function inFrench(text: string): string {
  const french = frenchTexts[text];
  if (french === undefined) throw new Error(`portal-content.ts: no French for "${text}"`);
  return french;
}

const frenchPartnerCategories: typeof partnerCategories = partnerCategories.map(({ category, providers }) => ({
  category: inFrench(category),
  providers: providers.map((provider) => ({ ...provider, service: inFrench(provider.service) })),
}));

const frenchServicePlans: typeof servicePlans = servicePlans.map((plan) => ({
  ...plan,
  title: inFrench(plan.title),
  features: plan.features.map(inFrench),
}));

const frenchUpcomingTasks: typeof upcomingTasks = [
  "Lire votre guide du vendeur personnalisé",
  "Commencer la phase 1 : la préparation",
  "Planifier votre première consultation",
];

/** The portal content in the client's language. */
export const portalContent: Record<
  Locale,
  {
    checklistPhases: typeof checklistPhases;
    partnerCategories: typeof partnerCategories;
    servicePlans: typeof servicePlans;
    upcomingTasks: typeof upcomingTasks;
  }
> = {
  "en-CA": { checklistPhases, partnerCategories, servicePlans, upcomingTasks },
  "fr-CA": {
    checklistPhases: frenchChecklistPhases,
    partnerCategories: frenchPartnerCategories,
    servicePlans: frenchServicePlans,
    upcomingTasks: frenchUpcomingTasks,
  },
};
