import type { SeedTranslation } from "../seed-topic";

export const preListingInspectionFr: SeedTranslation = {
  slug: "pre-listing-inspection",
  title: "Inspection avant la mise en vente",
  description:
    "Ce que coûte une inspection avant la mise en vente, comment s'y préparer, que faire du rapport et ce que vous devez déclarer.",
  sections: [
    {
      title: "Une inspection avant la mise en vente vaut-elle la peine?",
      content:
        "<p>L'inspection avant la mise en vente (on parle aussi de préinspection) est une inspection que vous commandez avant que votre propriété arrive sur le marché. L'inspecteur examine la structure et les systèmes majeurs, exactement comme le ferait l'inspecteur de l'acheteur lors de l'inspection préachat, mais c'est vous qui recevez les constats en premier, pendant que vous avez encore le temps d'agir.</p>" +
        "<h3>Pourquoi les vendeurs la font</h3>" +
        "<ul>" +
        "<li><strong>Pas de surprises :</strong> vous découvrez les problèmes avant qu'un acheteur s'en serve pour renégocier ou se retirer.</li>" +
        "<li><strong>Le temps d'obtenir des soumissions :</strong> vous réglez les problèmes à votre rythme, avec vos propres entrepreneurs, plutôt que d'accepter une baisse de prix précipitée.</li>" +
        "<li><strong>Un prix juste :</strong> votre courtier peut fixer le prix en connaissant l'état réel de la propriété.</li>" +
        "<li><strong>La confiance des acheteurs :</strong> quand plusieurs acheteurs se font concurrence à une date de présentation des offres et n'ont pas le temps de faire leur propre inspection, un rapport mis à leur disposition peut favoriser des promesses d'achat plus fortes et avec moins de conditions.</li>" +
        "</ul>" +
        "<h3>Quand elle n'en vaut peut-être pas la peine</h3>" +
        "<ul>" +
        "<li>Un condo récent dont les systèmes de l'immeuble sont gérés par le syndicat de copropriété. Les acheteurs s'intéresseront souvent davantage aux documents du syndicat qu'à la partie privative.</li>" +
        "<li>Une propriété vendue telle quelle, pour la valeur du terrain ou pour une rénovation complète.</li>" +
        "<li>Une maison inspectée récemment, dont les réparations faites depuis sont documentées.</li>" +
        "</ul>" +
        "<p>Gardez en tête qu'une fois informé d'un problème sérieux, vous pourriez devoir le déclarer. Nous y revenons dans la dernière section de ce guide.</p>" +
        "<h3>Choisir un inspecteur</h3>" +
        "<p>La Colombie-Britannique et l'Alberta exigent un permis pour les inspecteurs en bâtiment. Au Québec, leur encadrement relève maintenant de la Régie du bâtiment du Québec (RBQ) : demandez la preuve de leur certification. Ailleurs, vérifiez l'adhésion à une association professionnelle reconnue, une assurance responsabilité professionnelle (erreurs et omissions) et un exemple de rapport que vous pouvez lire. Demandez deux ou trois noms à votre courtier et choisissez selon l'expérience avec des propriétés comme la vôtre, pas seulement selon le prix.</p>",
    },
    {
      title: "Ce que ça coûte",
      content:
        "<p>Les prix varient selon la région, la taille et l'âge de la propriété, et la demande du moment. Les grandes villes et les régions éloignées coûtent généralement plus cher. Les fourchettes ci-dessous sont typiques, en dollars canadiens, avant taxes. Exigez une soumission écrite qui précise exactement ce qui est inclus.</p>" +
        "<h3>L'inspection de base</h3>" +
        "<ul>" +
        "<li><strong>Maison unifamiliale :</strong> environ 400 $ à 700 $ pour une maison de taille moyenne. Une grande maison, une maison ancienne ou une propriété avec un logement accessoire peut coûter 800 $ ou plus.</li>" +
        "<li><strong>Jumelé ou maison de ville :</strong> habituellement entre le prix d'un condo et celui d'une maison unifamiliale.</li>" +
        "<li><strong>Appartement en copropriété :</strong> environ 300 $ à 500 $, puisque l'inspecteur ne couvre que votre partie privative et non les parties communes.</li>" +
        "</ul>" +
        "<h3>Les services complémentaires courants</h3>" +
        "<ul>" +
        "<li><strong>Inspection par caméra du drain principal</strong> jusqu'au raccordement municipal : environ 150 $ à 350 $. À envisager pour les maisons anciennes et celles entourées de grands arbres, où les racines et les tuyaux de grès ou de fonte affaissés sont fréquents.</li>" +
        "<li><strong>Inspection d'un poêle, d'un foyer au bois ou d'une cheminée</strong> par un inspecteur certifié (WETT hors Québec; au Québec, un technicien reconnu, souvent certifié par l'APC) : environ 150 $ à 400 $. Beaucoup d'assureurs l'exigent, donc les acheteurs aussi.</li>" +
        "<li><strong>Test de radon :</strong> une trousse de mesure à long terme coûte environ 30 $ à 80 $; un test professionnel coûte plus cher. Santé Canada recommande une mesure d'au moins trois mois, idéalement pendant la saison de chauffage : commencez tôt si vous voulez les résultats avant l'inscription.</li>" +
        "<li><strong>Analyse d'amiante ou de vermiculite :</strong> l'analyse en laboratoire coûte souvent environ 50 $ à 100 $ par échantillon, plus le prélèvement. Si vous avez de l'isolant de vermiculite dans l'entretoit ou les murs, n'y touchez pas et faites-le échantillonner par un professionnel qualifié.</li>" +
        "<li><strong>Thermographie</strong>, si elle n'est pas déjà incluse : souvent de 100 $ à 200 $.</li>" +
        "<li><strong>Recherche de réservoir de mazout</strong> pour les maisons anciennes autrefois chauffées au mazout : quelques centaines de dollars.</li>" +
        "</ul>" +
        "<p>Demandez s'il y a un rabais quand plusieurs services sont regroupés en une seule visite.</p>",
    },
    {
      title: "Se préparer pour le jour de l'inspection",
      content:
        "<p>L'inspection d'une maison unifamiliale dure généralement de deux à quatre heures, et celle d'un condo moins longtemps. L'inspecteur ne peut commenter que ce à quoi il a accès, et tout ce qui est bloqué apparaît au rapport comme « non inspecté », ce qui inquiète davantage les acheteurs qu'un petit défaut.</p>" +
        "<h3>La liste pour l'accès</h3>" +
        "<ul>" +
        "<li>Dégagez un passage vers le panneau électrique, la fournaise, le chauffe-eau, l'entrée d'eau principale, le puisard et tout vide sanitaire.</li>" +
        "<li>Videz la garde-robe ou la tablette sous la trappe de l'entretoit et assurez-vous que la trappe n'est pas scellée par la peinture.</li>" +
        "<li>Déverrouillez le garage, les cabanons, les barrières et les pièces fermées à clé.</li>" +
        "<li>Éloignez les objets entreposés d'au moins un demi-mètre des murs du sous-sol pour que l'inspecteur puisse chercher l'humidité et les fissures.</li>" +
        "<li>Laissez les services en fonction et les veilleuses allumées, et assurez-vous que tous les appareils inclus dans la vente fonctionnent.</li>" +
        "<li>En hiver, déneigez un passage autour de la maison et jusqu'au climatiseur extérieur et aux compteurs.</li>" +
        "</ul>" +
        "<h3>Ayez ceci sous la main</h3>" +
        "<ul>" +
        "<li>L'année d'installation de la toiture, de la fournaise, du climatiseur, du chauffe-eau et des fenêtres, avec les factures si vous les avez.</li>" +
        "<li>Les permis de construction et les attestations finales des rénovations.</li>" +
        "<li>Les preuves des réparations passées, comme l'imperméabilisation des fondations, la mise à niveau électrique ou les traitements contre la vermine.</li>" +
        "<li>L'information indiquant si le chauffe-eau ou la fournaise vous appartient ou est loué.</li>" +
        "<li>Au Québec, votre certificat de localisation le plus récent.</li>" +
        "</ul>" +
        "<h3>Le jour même</h3>" +
        "<p>Essayez d'être présent pendant la dernière demi-heure. L'inspecteur peut vous présenter les principaux constats, vous montrer où sont les problèmes et vous expliquer lesquels sont urgents et lesquels relèvent de l'usure normale. Prenez des notes et des photos. Demandez quand vous recevrez le rapport écrit, qui arrive généralement dans un délai d'un jour ou deux.</p>",
    },
    {
      title: "Donner suite au rapport",
      content:
        "<p>Tous les rapports relèvent des problèmes, même pour une maison bien entretenue. Ne vous affolez pas devant sa longueur. Classez les constats par groupes, puis décidez avec votre courtier de ce que vous faites de chacun.</p>" +
        "<h3>Classer par priorité</h3>" +
        "<ol>" +
        "<li><strong>Sécurité :</strong> fils électriques à nu, avertisseurs de fumée ou de monoxyde de carbone manquants, odeur de gaz, rampes branlantes, poêle ou foyer qui évacue mal.</li>" +
        "<li><strong>Eau :</strong> fuites actives, problèmes de toiture, terrain mal nivelé, humidité au sous-sol ou pompe de puisard défaillante. Les dégâts d'eau s'aggravent vite et font peur aux acheteurs.</li>" +
        "<li><strong>Problèmes d'assurance et de financement :</strong> câblage à boutons et tubes, certains vieux filages d'aluminium, vieux réservoir de mazout enfoui ou toiture en fin de vie peuvent compliquer l'assurance ou le prêt hypothécaire de l'acheteur.</li>" +
        "<li><strong>Entretien :</strong> calfeutrage, robinets qui gouttent, coupe-froid usé et autres éléments du genre.</li>" +
        "</ol>" +
        "<h3>Trois options pour chaque problème</h3>" +
        "<ul>" +
        "<li><strong>Réparer :</strong> généralement la meilleure option pour la sécurité, les réparations peu coûteuses et tout ce qui pourrait empêcher un acheteur d'obtenir son financement ou son assurance. Faites appel à des entrepreneurs titulaires d'une licence, obtenez les permis requis et conservez les factures.</li>" +
        "<li><strong>En tenir compte dans le prix :</strong> pour les gros travaux comme une vieille toiture, obtenez une soumission écrite et laissez votre courtier en tenir compte dans le prix. Une soumission en main empêche les acheteurs d'imaginer le pire.</li>" +
        "<li><strong>Déclarer et laisser tel quel :</strong> pour les problèmes mineurs ou esthétiques que les acheteurs peuvent juger eux-mêmes.</li>" +
        "</ul>" +
        "<h3>Les erreurs à éviter</h3>" +
        "<ul>" +
        "<li>Camoufler un problème avec de la peinture ou du gypse. Dissimuler un défaut peut vous exposer à des recours après la vente, notamment pour vices cachés.</li>" +
        "<li>Faire des réparations majeures sans permis.</li>" +
        "<li>Confier les réparations à l'inspecteur. Gardez l'inspection et les travaux séparés.</li>" +
        "</ul>",
    },
    {
      title: "Les déclarations : ce que vous devez dire et ce que vous pouvez dire",
      content:
        "<p>Les règles de divulgation découlent des lois provinciales et de la jurisprudence : elles diffèrent donc d'une province à l'autre. Voici les grands principes. Confirmez les détails avec votre notaire au Québec, ou avec votre avocat ailleurs au Canada.</p>" +
        "<h3>Au Québec : la garantie légale et les Déclarations du vendeur</h3>" +
        "<p>Le Code civil du Québec impose au vendeur une garantie légale de qualité : il répond des vices cachés, graves et antérieurs à la vente qu'un acheteur prudent n'aurait pas pu découvrir, même s'il ne les connaissait pas. Lorsque vous vendez avec un courtier, vous remplissez aussi le formulaire Déclarations du vendeur (DV) de l'OACIQ, qui fait partie du dossier remis à l'acheteur. Répondez à chaque question avec exactitude. Une vente « sans garantie légale, aux risques et périls de l'acheteur » est possible, mais elle doit être clairement stipulée, se négocie et se reflète habituellement dans le prix. Elle ne vous protège pas si vous avez caché un vice que vous connaissiez.</p>" +
        "<h3>Dans les provinces de common law</h3>" +
        "<p>Ailleurs au Canada, vous devez généralement déclarer les <strong>vices cachés importants que vous connaissez</strong> : des problèmes sérieux qu'un acheteur ne découvrirait pas lors d'une inspection raisonnable, surtout s'ils rendent la maison dangereuse ou impropre à l'habitation. Par exemple : une infiltration connue aux fondations cachée derrière des murs finis, une inondation passée ou l'usage antérieur de la maison comme lieu de culture illégale ou de laboratoire de drogue. Vous ne devez jamais dissimuler activement un défaut ni donner de fausses réponses aux questions des acheteurs.</p>" +
        "<p>L'inspection avant la mise en vente compte ici : une fois que le rapport vous apprend l'existence d'un problème caché sérieux, vous le connaissez, et vos obligations peuvent changer.</p>" +
        "<h3>Les formulaires provinciaux</h3>" +
        "<ul>" +
        "<li><strong>Ontario :</strong> la déclaration de renseignements sur la propriété (SPIS) est facultative. Bien des vendeurs choisissent de ne pas la remplir; votre avocat peut vous conseiller.</li>" +
        "<li><strong>Colombie-Britannique :</strong> la déclaration de divulgation (Property Disclosure Statement) est largement utilisée. Vos réponses doivent être véridiques et fondées sur ce que vous savez réellement.</li>" +
        "<li><strong>Les autres provinces</strong> ont leurs propres formulaires et pratiques; votre courtier vous montrera celui qui est utilisé dans votre région.</li>" +
        "</ul>" +
        "<h3>Le bon ordre</h3>" +
        "<ol>" +
        "<li>Remettez d'abord le rapport à votre courtier.</li>" +
        "<li>Parlez à votre notaire ou à votre avocat de vos obligations de déclaration et de la formulation à employer.</li>" +
        "<li>Décidez ensuite seulement, avec votre courtier, si et comment vous mettez le rapport à la disposition des acheteurs.</li>" +
        "</ol>",
    },
  ],
};
