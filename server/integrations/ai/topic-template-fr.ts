import { frenchGuideLibrary } from "../../db/seed/guide-content/fr/library";
import type { TopicSections } from "./ai-provider";

/**
 * The builtin provider's topic content in French: the seeded French library text for the twelve topics,
 * otherwise a general plan written around the topic's (French) title.
 */
export function frenchTopicSections(topic: { title: string; slug: string; description: string | null }): TopicSections {
  const library = frenchGuideLibrary.find((t) => t.slug === topic.slug);
  if (library) return { sections: library.sections.map((s) => ({ title: s.title, content: s.content })) };
  const t = topic.title;
  return {
    sections: [
      {
        title: `Pourquoi « ${t} » compte`,
        content: `<p>${topic.description ? `${topic.description} ` : ""}Quand vous vendez, chaque décision liée à ce sujet (« ${t} ») se reflète dans ce que voient les acheteurs, dans la rapidité des offres et dans le prix qu'ils sont prêts à payer.</p><p>Les acheteurs comparent votre propriété à toutes les autres inscriptions de leur gamme de prix, le plus souvent en ligne d'abord. Des améliorations modestes mais visibles et une information claire dissipent les doutes qui mènent à des offres basses ou à de longues négociations.</p><ul><li>Mettez-vous à la place d'un acheteur qui entre pour la première fois.</li><li>Concentrez-vous sur ce qui se voit sur les photos et pendant les visites.</li><li>Dépensez là où la première impression change, pas là où seul votre goût est comblé.</li></ul>`,
      },
      {
        title: "Faites un plan avant de commencer",
        content: `<p>Commencez par une visite de la propriété avec votre courtier immobilier. Demandez-lui ce qui compte le plus, pour ce sujet, dans les propriétés comme la vôtre et dans votre quartier, et ce qu'on peut laisser de côté sans risque.</p><ol><li>Dressez la liste de tout ce que vous pourriez faire, avec un coût et un délai approximatifs pour chaque élément.</li><li>Repérez ce que les acheteurs de votre gamme de prix considèrent comme la norme.</li><li>Faites d'abord les travaux peu coûteux qui ont le plus d'effet, et réservez les entrepreneurs tôt : les bons sont très occupés au printemps.</li></ol><p>Conservez vos factures et vos garanties. Les acheteurs et leurs inspecteurs apprécient les travaux bien documentés, et le notaire ou l'avocat peut demander les permis pour les travaux importants.</p>`,
      },
      {
        title: "Les erreurs à éviter",
        content: `<p>Les erreurs les plus coûteuses viennent des travaux trop ambitieux, faits trop tard ou sans savoir ce que veulent les acheteurs.</p><ul><li><strong>Trop en faire :</strong> les projets qui placent votre propriété bien au-dessus des prix du quartier sont rarement rentables.</li><li><strong>Les choix trop personnels :</strong> les couleurs audacieuses et les finis très personnels réduisent le nombre d'acheteurs intéressés.</li><li><strong>Cacher les problèmes :</strong> un vice connu doit être déclaré, au Québec dans le formulaire Déclarations du vendeur. Le dissimuler met la vente en péril et vous expose à des poursuites.</li><li><strong>Se précipiter :</strong> des travaux inachevés font plus mauvaise impression que des travaux jamais commencés.</li></ul><p>En cas de doute, demandez à votre courtier à quoi ressemblaient les propriétés vendues récemment près de chez vous.</p>`,
      },
      {
        title: "Travailler avec votre courtier",
        content: `<p>Votre courtier immobilier voit chaque semaine ce qui plaît aux acheteurs. Parlez-lui tôt de vos projets pour qu'il puisse les intégrer au calendrier de mise en marché, aux photos et au prix.</p><p>Demandez-lui de passer en revue avec vous les ventes comparables récentes et de vous montrer ce que ces propriétés avaient en commun. Les commentaires recueillis après les visites vous diront rapidement si vos efforts portent fruit.</p><p>Avant de signer quoi que ce soit avec un entrepreneur ou un acheteur, lisez le document attentivement et faites valider les questions juridiques par votre notaire ou votre avocat. Au Québec, votre courtier est encadré par l'OACIQ, qui peut aussi répondre à vos questions.</p>`,
      },
    ],
  };
}
