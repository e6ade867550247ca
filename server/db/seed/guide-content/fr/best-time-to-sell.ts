import type { SeedTranslation } from "../seed-topic";

export const bestTimeToSellFr: SeedTranslation = {
  slug: "best-time-to-sell",
  title: "Le meilleur moment pour vendre",
  description:
    "Comment les saisons, votre marché local et vos propres finances se combinent pour déterminer la bonne date de mise en vente de votre propriété.",
  sections: [
    {
      title: "Le marché canadien au fil de l'année",
      content:
        "<p>La plupart des marchés immobiliers canadiens suivent un rythme annuel semblable. Le connaître vous aide à décider s'il vaut mieux inscrire maintenant, attendre quelques semaines ou viser une saison précise.</p>" +
        "<ul>" +
        "<li><strong>Le printemps (environ de mars à juin) :</strong> habituellement la période la plus achalandée. Les familles veulent déménager avant la rentrée scolaire, les terrains commencent à être beaux et plus d'acheteurs sont à la recherche. Le revers : plus de vendeurs inscrivent aussi leur propriété, la concurrence est donc plus forte. Au Québec, beaucoup d'acheteurs visent une prise de possession autour du 1er juillet, ce qui concentre la demande au printemps.</li>" +
        "<li><strong>L'été (juillet et août) :</strong> l'activité ralentit souvent, car les gens partent en vacances ou au chalet. Au Québec, les vacances de la construction, à la fin juillet, ralentissent aussi les entrepreneurs et certains bureaux. Les acheteurs encore actifs sont généralement motivés, mais les visites de fin de semaine peuvent être plus rares.</li>" +
        "<li><strong>L'automne (de septembre à novembre) :</strong> souvent un deuxième sommet, plus modeste, au retour de l'été. Des propriétés du printemps qui ne se sont pas vendues reviennent parfois à prix réduit, ce qui peut influencer la comparaison avec la vôtre.</li>" +
        "<li><strong>Décembre et janvier :</strong> généralement les mois les plus calmes. Il y a moins de propriétés à vendre et moins d'acheteurs, mais ceux qui cherchent, par exemple les personnes mutées pour le travail, sont habituellement sérieux.</li>" +
        "</ul>" +
        "<p>Ce sont des tendances, pas des règles. Une propriété bien présentée et au bon prix peut se vendre n'importe quel mois, et une propriété trop chère peut stagner en plein mois d'avril. Retenez surtout que la saison change le nombre d'acheteurs que vous verrez et le nombre d'autres propriétés auxquelles ils compareront la vôtre. Demandez à votre courtier immobilier à quoi a ressemblé le cycle annuel dans votre quartier ces dernières années : les tendances locales peuvent différer beaucoup du portrait national.</p>",
    },
    {
      title: "Les conditions locales comptent plus que le calendrier",
      content:
        "<p>La saison fournit la toile de fond, mais ce sont l'offre et la demande locales qui déterminent la rapidité de la vente et le prix obtenu. Avant de choisir une date, demandez à votre courtier ces chiffres pour votre secteur et votre type de propriété. Au Québec, les statistiques tirées de Centris et publiées par les associations professionnelles de courtiers sont une bonne source.</p>" +
        "<ul>" +
        "<li><strong>Inscriptions en vigueur et mois d'inventaire :</strong> le temps qu'il faudrait pour vendre tout ce qui est inscrit si aucune nouvelle propriété n'arrivait sur le marché. Moins de mois d'inventaire favorise généralement les vendeurs.</li>" +
        "<li><strong>Ratio ventes / nouvelles inscriptions :</strong> selon une règle courante, un ratio d'environ 40 % à 60 % indique un marché équilibré. Au-dessus, le marché penche vers les vendeurs; au-dessous, vers les acheteurs.</li>" +
        "<li><strong>Le délai de vente moyen</strong> et la fréquence des ventes au-dessus ou au-dessous du prix demandé.</li>" +
        "<li><strong>Les inscriptions concurrentes :</strong> combien de propriétés semblables sont à vendre près de chez vous en ce moment, et à quel prix.</li>" +
        "</ul>" +
        "<h3>Le type de propriété change le calendrier</h3>" +
        "<ul>" +
        "<li><strong>Les maisons familiales</strong> se vendent souvent mieux quand les acheteurs peuvent prendre possession l'été, avant la rentrée.</li>" +
        "<li><strong>Les condos</strong> attirent les premiers acheteurs, les personnes qui réduisent leur espace et les investisseurs : la demande y est généralement plus stable tout au long de l'année.</li>" +
        "<li><strong>Les chalets et les propriétés de villégiature</strong> se vendent habituellement mieux quand les acheteurs peuvent voir le lac ou les sentiers sous leur meilleur jour. Pour une propriété près d'une station de ski, c'est souvent l'inverse.</li>" +
        "<li><strong>Les propriétés près des cégeps et des universités</strong> peuvent susciter l'intérêt des investisseurs avant la rentrée.</li>" +
        "</ul>" +
        "<p>Les taux d'intérêt comptent aussi. La Banque du Canada annonce son taux directeur à des dates fixes pendant l'année, et ses décisions influencent ce que les acheteurs peuvent emprunter. N'essayez pas de synchroniser votre vente sur une seule annonce; sachez simplement que la confiance des acheteurs peut changer rapidement autour de ces dates.</p>",
    },
    {
      title: "Vendre pendant l'hiver canadien",
      content:
        "<p>Inscrire sa propriété entre novembre et février n'est pas une erreur. Cela demande seulement un peu plus de planification. Il y a généralement moins de vendeurs concurrents, et les acheteurs qui bravent le froid ont souvent une échéance : une mutation, un bail qui se termine ou une propriété déjà achetée.</p>" +
        "<h3>Les défis</h3>" +
        "<ul>" +
        "<li>Les journées courtes. Dans une grande partie du Canada, il fait noir dès la fin de l'après-midi en décembre, ce qui limite la lumière naturelle pour les visites et les photos.</li>" +
        "<li>La neige cache la pelouse, le jardin, la terrasse et parfois la toiture : les acheteurs ne voient pas ce dont vous êtes fier, et ils peuvent s'inquiéter de ce qu'ils ne voient pas.</li>" +
        "<li>Les allées glacées présentent un risque pour les visiteurs.</li>" +
        "<li>La période des Fêtes ralentit les prêteurs, les notaires, les avocats et les acheteurs eux-mêmes à la fin décembre.</li>" +
        "</ul>" +
        "<h3>Comment réussir</h3>" +
        "<ul>" +
        "<li>Gardez l'entrée, l'allée et les marches déneigées et déglacées chaque jour où la propriété est inscrite.</li>" +
        "<li>Demandez à votre courtier s'il convient d'ajouter de bonnes photos du terrain prises pendant la belle saison, en indiquant clairement quand elles ont été prises.</li>" +
        "<li>Faites entretenir votre système de chauffage et gardez la facture à portée de main. Les acheteurs d'hiver portent une attention particulière au chauffage.</li>" +
        "<li>Rassemblez vos factures récentes d'électricité et de chauffage pour que les acheteurs voient les coûts réels.</li>" +
        "<li>Gardez la maison chaude et lumineuse, toutes les lumières allumées, pour les visites.</li>" +
        "</ul>" +
        "<p>Si vous avez le choix, évitez d'inscrire votre propriété dans les deux semaines qui précèdent Noël. Une inscription au début de janvier fonctionne souvent bien : les acheteurs qui attendaient la nouvelle année reprennent leurs recherches alors que l'inventaire est encore bas.</p>",
    },
    {
      title: "Votre propre calendrier : argent, déménagement et impôts",
      content:
        "<p>Le meilleur moment pour vendre, c'est aussi celui qui convient à vos finances et à votre prochain déménagement. Examinez ces points avant de fixer une date d'inscription.</p>" +
        "<h3>Acheter et vendre en même temps</h3>" +
        "<ul>" +
        "<li><strong>Vendre d'abord :</strong> vous savez exactement ce que vous pouvez dépenser, mais vous aurez peut-être besoin d'un logement temporaire si les dates de prise de possession ne concordent pas.</li>" +
        "<li><strong>Acheter d'abord :</strong> vous réservez votre prochaine propriété, mais vous risquez de payer pour deux. Renseignez-vous auprès de votre prêteur sur le prêt relais, qui couvre l'écart entre les deux transactions pendant une courte période.</li>" +
        "<li>Essayez d'arrimer les deux dates de signature chez le notaire et gardez un jour ou deux de marge en cas de retard.</li>" +
        "</ul>" +
        "<h3>Votre prêt hypothécaire</h3>" +
        "<p>Rompre un prêt hypothécaire fermé avant la fin de son terme peut entraîner une pénalité de remboursement anticipé. Pour un taux fixe, c'est souvent le plus élevé de trois mois d'intérêt ou du différentiel de taux d'intérêt, ce qui peut représenter des milliers de dollars. Demandez à votre prêteur une estimation écrite de la pénalité et vérifiez si vous pouvez transférer le prêt à votre prochaine propriété. Vendre près de la date de renouvellement permet parfois d'éviter la pénalité.</p>" +
        "<h3>Les impôts</h3>" +
        "<ul>" +
        "<li>L'<strong>exemption pour résidence principale</strong> met généralement à l'abri le gain en capital sur la propriété que vous habitez, mais vous devez quand même déclarer la vente dans votre déclaration de revenus, à l'Agence du revenu du Canada comme à Revenu Québec si vous résidez au Québec.</li>" +
        "<li>Une propriété détenue moins de 12 mois peut tomber sous les règles fédérales sur la revente précipitée, qui peuvent traiter le profit comme un revenu d'entreprise, sauf exception prévue pour certains événements de la vie.</li>" +
        "<li>La Colombie-Britannique impose aussi sa propre taxe sur les propriétés revendues dans les deux ans suivant l'achat.</li>" +
        "</ul>" +
        "<p>Validez votre situation avec un comptable avant l'inscription, surtout si vous avez loué une partie de la propriété ou si vous la détenez depuis peu.</p>",
    },
    {
      title: "Planifier à rebours à partir de la date d'inscription",
      content:
        "<p>Une fois le mois visé choisi, planifiez à rebours. Une préparation bâclée est l'une des raisons les plus fréquentes pour lesquelles des propriétés arrivent sur le marché défraîchies ou mal évaluées. Voici un échéancier typique, à adapter à la taille de votre propriété et à l'ampleur des travaux.</p>" +
        "<ol>" +
        "<li><strong>Trois mois avant :</strong> rencontrez des courtiers immobiliers et demandez à chacun une analyse comparative de marché. Parlez à votre prêteur de la pénalité et à un comptable des impôts. Envisagez une inspection avant la mise en vente. Au Québec, vérifiez que votre certificat de localisation est à jour et commandez-en un nouveau au besoin : l'arpenteur-géomètre peut demander plusieurs semaines.</li>" +
        "<li><strong>Deux mois avant :</strong> réservez les entrepreneurs pour les réparations, car les bons sont vite pris avant le printemps. Commencez à désencombrer une pièce à la fois et louez un casier d'entreposage si nécessaire.</li>" +
        "<li><strong>Six semaines avant :</strong> peinture, petites réparations, nettoyage en profondeur des tapis et des fenêtres, et rassemblement des documents : permis, garanties, factures d'énergie et liste datée des améliorations.</li>" +
        "<li><strong>Deux semaines avant :</strong> terminez la mise en valeur, rangez le terrain et réservez le photographe pour une journée ensoleillée.</li>" +
        "<li><strong>La semaine de l'inscription :</strong> relisez la fiche descriptive et les photos, confirmez les instructions de visite et entendez-vous avec votre courtier sur la stratégie de présentation des offres. Au Québec, remplissez aussi avec lui le formulaire Déclarations du vendeur.</li>" +
        "</ol>" +
        "<h3>Choisir le jour</h3>" +
        "<p>Beaucoup de courtiers préfèrent mettre l'inscription en ligne en début ou en milieu de semaine, pour qu'elle prenne de l'élan avant la fin de semaine, quand la plupart des acheteurs réservent leurs visites. Si votre courtier propose une date de présentation des offres, elle est généralement fixée environ une semaine après l'inscription. Évitez d'inscrire juste avant un long congé, quand les acheteurs de la région risquent d'être absents, et au printemps, demandez à votre courtier combien de nouvelles inscriptions arrivent habituellement sur le marché la même semaine.</p>",
    },
  ],
};
