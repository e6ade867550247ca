import type { PersonalisedGuide } from "../../../contract/guides";
import { htmlToParagraphs } from "../../lib/guide-html";
import type { GuideAnswers, LibraryTopic } from "./ai-provider";

// The builtin guide in Canadian French (decision 017): written for Québec sellers first (courtier, notaire,
// OACIQ, Déclarations du vendeur) and true for the rest of Canada, not a translation of the English one.

const reasons: Record<string, string> = {
  upsizing: "vous avez besoin de plus d'espace",
  downsizing: "vous souhaitez une propriété plus petite",
  "job-relocation": "un nouvel emploi vous amène ailleurs",
  retirement: "vous préparez votre retraite",
  "family-changes": "les besoins de votre famille changent",
  "better-schools": "vous voulez vous rapprocher de meilleures écoles",
  "lifestyle-upgrade": "vous souhaitez améliorer votre qualité de vie",
  "financial-reasons": "votre situation financière vous incite à déménager",
  "health-mobility": "votre santé ou votre mobilité demande un autre type de logement",
  "closer-to-family": "vous voulez vous rapprocher de votre famille",
};

/** « parce que » before a clause, elided before a vowel: « parce qu'un nouvel emploi… ». */
const becauseOf = (clause: string) =>
  /^[aeiouyéèêàâîôû]/i.test(clause) ? `parce qu'${clause}` : `parce que ${clause}`;

function timelinePhrase(months: number | undefined): string | undefined {
  if (months === undefined) return undefined;
  if (months <= 0) return "dès que possible";
  if (months === 1) return "d'ici environ un mois";
  if (months >= 12) return "dans un an ou plus";
  return `d'ici environ ${months} mois`;
}

function timelineSection(months: number | undefined): { title: string; content: string } | undefined {
  if (months === undefined) return undefined;
  if (months <= 2) {
    return {
      title: "Votre plan accéléré",
      content:
        "Avec un déménagement aussi rapproché, concentrez-vous sur ce que les acheteurs remarquent en premier et laissez de côté les projets qui ne seront pas terminés à temps. Dès cette semaine, prenez rendez-vous avec un courtier immobilier pour que le prix et les documents avancent en même temps que la préparation.\n\nConsacrez votre première fin de semaine au désencombrement, à un grand ménage et aux petites réparations : robinets qui coulent, portes qui frottent, ampoules grillées. Oubliez les grosses rénovations; sur un délai aussi court, elles sont rarement rentables.\n\nDemandez à votre courtier de prévoir les photos et une mise en marché d'ici deux ou trois semaines, et rassemblez vos documents dès maintenant : relevé hypothécaire, comptes de taxes municipales et scolaires, coûts d'énergie, permis et garanties. Au Québec, vérifiez aussi que votre certificat de localisation est à jour, car le notaire de l'acheteur le demandera.",
    };
  }
  if (months <= 6) {
    return {
      title: "Vos prochains mois",
      content:
        "Quelques mois vous laissent le temps de bien vous préparer sans trop dépenser. Profitez du premier mois pour faire une visite franche de la maison avec votre courtier : ce qu'il faut réparer, ce qu'on peut laisser tel quel et ce que les acheteurs de votre secteur attendent dans votre gamme de prix.\n\nLes deuxième et troisième mois servent aux réparations, à la peinture neutre là où c'est nécessaire et au désencombrement, pièce par pièce. Si vous avez un doute sur la toiture, le chauffage ou l'électricité, une inspection avant la mise en vente vous évitera des surprises au moment de négocier.\n\nDans les dernières semaines, faites la mise en valeur, les photos et l'inscription. Suivez les ventes comparables au fur et à mesure, pour que votre prix reflète le marché le jour où vous inscrivez la propriété, et non celui où vous avez commencé.",
    };
  }
  return {
    title: "Tirer le meilleur parti de votre temps",
    content:
      "Avec plus de temps devant vous, vous pouvez choisir votre moment. Suivez les ventes de votre quartier pendant quelques mois pour savoir à quel prix et à quelle vitesse se vendent les propriétés semblables à la vôtre.\n\nC'est le moment des travaux vraiment rentables : peinture fraîche, éclairage modernisé, aménagement paysager qui aura le temps de pousser avant les photos, et entretien que vous remettez depuis longtemps. Demandez des soumissions tôt et gardez vos factures; les acheteurs apprécient un entretien bien documenté.\n\nPlanifiez votre mise en marché selon le rythme du marché. Dans la plupart des villes canadiennes, le printemps attire le plus d'acheteurs, mais aussi le plus de vendeurs concurrents; votre courtier peut vous montrer à quel moment les propriétés comme la vôtre se sont vendues le plus vite.",
  };
}

const firstSale = {
  title: "Vendre pour la première fois",
  content:
    "Une première vente comporte quelques étapes qui surprennent la plupart des gens. Avec votre courtier, vous signez un contrat de courtage qui fixe la rétribution, la durée du mandat et ce qui est inclus. Au Québec, vous remplissez aussi le formulaire Déclarations du vendeur (DV) de l'OACIQ, où vous indiquez honnêtement ce que vous savez de l'état de la propriété.\n\nL'acheteur présente une promesse d'achat (une offre d'achat ailleurs au Canada), habituellement conditionnelle à son financement et à une inspection préachat. Vous pouvez l'accepter, la refuser ou faire une contre-proposition. Une fois les conditions levées, la vente est ferme. Au Québec, c'est le notaire qui reçoit l'acte de vente, rembourse votre prêt hypothécaire et remet le solde; ailleurs, un avocat s'en charge.\n\nPrévoyez vos frais : la rétribution du courtier et les taxes applicables (TPS et TVQ, ou TVH), la quittance hypothécaire, une éventuelle pénalité de remboursement anticipé, un certificat de localisation à jour et le déménagement. Les droits de mutation, la fameuse « taxe de bienvenue », sont payés par l'acheteur, pas par vous.",
};

const soldBefore = {
  title: "Ce qui a changé depuis votre dernière vente",
  content:
    "Aujourd'hui, presque tous les acheteurs découvrent une propriété en ligne d'abord. Les photos, le plan et la première phrase de la description font le travail qu'accomplissaient autrefois les visites libres. Les inscriptions lancées avec des photos professionnelles et un prix bien choisi attirent le plus d'attention durant leur première semaine.\n\nLa simulation de crise des prêts hypothécaires oblige les acheteurs à magasiner dans des limites plus serrées, ce qui rend encore plus important de fixer un prix dans la bonne fourchette de recherche.\n\nAu Québec, le formulaire Déclarations du vendeur est obligatoire lorsqu'un courtier vous représente, et les acheteurs le lisent attentivement. Demandez aussi à votre courtier comment les offres sont traitées en ce moment dans votre secteur : dates de présentation, conditions et acomptes varient selon le marché.",
};

function moveSection(destination: string) {
  return {
    title: `Préparer votre déménagement vers ${destination}`,
    content: `Coordonner votre vente avec un déménagement vers ${destination}, c'est surtout une question de calendrier. Décidez tôt si vous achetez d'abord ou si vous vendez d'abord, et parlez à votre prêteur d'un prêt relais si les dates risquent de se chevaucher.\n\nDemandez à votre courtier une date de signature chez le notaire qui vous laisse quelques jours de marge, et réservez les déménageurs dès que la vente est ferme. Au Québec, la période du 1er juillet se remplit très vite; ailleurs, la fin du mois aussi.\n\nSi vous déménagez dans une autre province, renseignez-vous sur la façon dont les transactions s'y concluent : le rôle du notaire ou de l'avocat, les droits de mutation et les délais diffèrent d'une province à l'autre.`,
  };
}

/** The builtin provider's guide in French, from the French library text of the topic. */
export function frenchGuide(topic: LibraryTopic, answers: GuideAnswers, seed: string): PersonalisedGuide {
  const when = timelinePhrase(answers.timeline);
  const why = answers.reason ? reasons[answers.reason] : undefined;
  const destination =
    answers.destination && !["It's a secret", "C'est un secret"].includes(answers.destination)
      ? answers.destination.trim()
      : undefined;
  const greeting = answers.firstName ? `Bonjour ${answers.firstName},\n\n` : "";
  const plan =
    when && why
      ? `Vous nous avez dit que vous prévoyez déménager ${when} ${becauseOf(why)}, et ce guide en tient compte. `
      : when
        ? `Vous nous avez dit que vous prévoyez déménager ${when}, et ce guide en tient compte. `
        : why
          ? `Vous nous avez dit que vous déménagez ${becauseOf(why)}, et ce guide en tient compte. `
          : "";
  const aboutTopic = `Ce guide sur le thème « ${topic.title} » vous accompagne étape par étape, en insistant sur ce qui compte le plus pour les vendeurs au Québec et ailleurs au Canada aujourd'hui.`;
  const experience =
    answers.soldBefore === false
      ? "Comme il s'agit de votre première vente, nous expliquons chaque étape et les termes que vous entendrez en cours de route."
      : answers.soldBefore
        ? "Vous avez déjà vendu une propriété : nous insistons donc sur ce qui a changé et sur les points où les vendeurs laissent le plus souvent de l'argent sur la table."
        : "Lisez-le dans l'ordre ou allez directement à la partie dont vous avez besoin maintenant.";

  const sections: { title: string; content: string }[] = [];
  const tailored = timelineSection(answers.timeline);
  if (tailored) sections.push(tailored);
  for (const section of topic.sections)
    sections.push({ title: section.title, content: htmlToParagraphs(section.content) });
  if (answers.soldBefore === false) sections.push(firstSale);
  else if (answers.soldBefore) sections.push(soldBefore);
  if (destination) sections.push(moveSection(destination));

  return {
    title: answers.firstName
      ? `Le guide de ${answers.firstName} : ${topic.title}`
      : `Votre guide personnalisé : ${topic.title}`,
    introduction: `${greeting}${plan}${aboutTopic}\n\n${experience}`,
    sections: sections.map((s, i) => ({
      ...s,
      imageUrl: `/api/illustrations/guide-${topic.slug}-${i + 1}-${seed}.svg`,
    })),
    conclusion: `${
      when ? `Comme vous prévoyez déménager ${when}, la prochaine étape` : "La prochaine étape"
    } est une conversation avec un courtier immobilier de votre secteur, qui connaît votre rue. Il peut transformer ce guide en plan pour votre propriété : une fourchette de prix fondée sur les ventes récentes, une liste de préparatifs et une date de mise en marché.\n\nQuand vous le souhaiterez, nous serons là pour vous aider.`,
  };
}
