import type { SeedTranslation } from "../seed-topic";

export const maximizingSalePriceFr: SeedTranslation = {
  slug: "maximizing-sale-price",
  title: "Obtenir le meilleur prix de vente",
  description:
    "Où dépenser et où économiser avant l'inscription, comment bien fixer le prix, et comment calculer ce qu'il vous restera vraiment.",
  sections: [
    {
      title: "Le bon prix dès le premier jour",
      content:
        "<p>Le prix demandé est le facteur qui influence le plus la somme que vous obtiendrez au bout du compte. Les acheteurs et leurs courtiers voient les nouvelles inscriptions en quelques heures, et les une ou deux premières semaines apportent le plus d'attention que vous recevrez.</p>" +
        "<h3>Comment on fixe un bon prix</h3>" +
        "<ul>" +
        "<li>Votre courtier prépare une analyse comparative de marché fondée sur les <strong>prix de vente récents</strong> de propriétés semblables à proximité, et non sur les prix demandés. Une propriété à vendre ne prouve pas sa valeur tant qu'elle n'est pas vendue.</li>" +
        "<li>De bons comparables correspondent par le type, la superficie, le terrain, l'état, le stationnement et l'emplacement. Une maison de l'autre côté d'une artère passante ou dans un autre secteur scolaire n'est pas forcément une comparaison juste.</li>" +
        "<li>Ajustez honnêtement selon les différences. Votre cuisine rénovée ajoute de la valeur, mais pas toujours ce qu'elle vous a coûté.</li>" +
        "</ul>" +
        "<h3>Pensez comme un acheteur qui cherche en ligne</h3>" +
        "<p>Les acheteurs filtrent leurs recherches par tranches de prix. Une propriété inscrite à 1 010 000 $ échappe à tous ceux dont la recherche s'arrête à 1 000 000 $. Demandez à votre courtier où se situent les seuils de recherche courants dans votre gamme de prix.</p>" +
        "<h3>Le coût d'un prix trop élevé</h3>" +
        "<ul>" +
        "<li>La propriété stagne, et les acheteurs commencent à se demander ce qui cloche.</li>" +
        "<li>Chaque baisse de prix attire des offres plus basses.</li>" +
        "<li>Le prêteur de l'acheteur peut évaluer la propriété sous un prix trop élevé, ce qui complique le financement et met la transaction en péril.</li>" +
        "<li>Vous finissez par faire paraître les propriétés semblables du quartier plus avantageuses.</li>" +
        "</ul>" +
        "<h3>Fixer le prix en vue d'une date de présentation des offres</h3>" +
        "<p>Dans les marchés très actifs, les courtiers inscrivent parfois légèrement sous la valeur attendue et reportent l'examen des promesses d'achat à une date précise pour stimuler la concurrence. Cela peut bien fonctionner quand la demande est forte, mais c'est risqué quand elle ne l'est pas. Vous n'êtes obligé d'accepter aucune offre, mais vous devrez peut-être réinscrire à un prix plus élevé, ce qui déroute les acheteurs. Demandez à votre courtier comment cette stratégie a réellement fonctionné récemment pour des propriétés comme la vôtre.</p>",
    },
    {
      title: "Les réparations et mises à jour rentables",
      content:
        "<p>Avant l'inscription, le but n'est pas de rénover, mais d'enlever aux acheteurs des raisons d'offrir moins. Les acheteurs ont tendance à surestimer le coût des petits problèmes : quelques réparations peu coûteuses peuvent donc protéger bien plus que ce qu'elles coûtent.</p>" +
        "<h3>Ce qui en vaut généralement la peine</h3>" +
        "<ol>" +
        "<li><strong>Réparer ce qui est brisé :</strong> robinets qui gouttent, toilettes qui coulent, portes qui coincent, carreaux fendus, moustiquaires brisées, ampoules grillées et plaques de prises manquantes.</li>" +
        "<li><strong>Peindre :</strong> une peinture fraîche aux couleurs douces et neutres rend les pièces plus propres et plus grandes. Couvrez les murs d'accent audacieux et retouchez les moulures égratignées.</li>" +
        "<li><strong>L'éclairage :</strong> remplacez les luminaires démodés ou dépareillés et utilisez des ampoules lumineuses et uniformes.</li>" +
        "<li><strong>Calfeutrage et coulis :</strong> nettoyer ou refaire le calfeutrage taché des salles de bain et de la cuisine est rapide et fait une grande différence.</li>" +
        "<li><strong>Les planchers :</strong> faites nettoyer les tapis par des professionnels, ou remplacez ceux qui sont très usés par une option neutre. Sabler et vernir un plancher de bois franc peut aussi en valoir la peine.</li>" +
        "<li><strong>L'attrait extérieur :</strong> une porte d'entrée propre ou repeinte, un numéro civique neuf, une sonnette qui fonctionne, des arbustes taillés et du paillis frais.</li>" +
        "<li><strong>La quincaillerie :</strong> de nouvelles poignées d'armoires et de nouveaux robinets peuvent rafraîchir une cuisine démodée sans rénovation.</li>" +
        "</ol>" +
        "<h3>Ce qui n'en vaut généralement pas la peine</h3>" +
        "<ul>" +
        "<li>Refaire entièrement la cuisine ou la salle de bain juste avant de vendre. On récupère rarement le coût complet, et les acheteurs ne partagent peut-être pas vos goûts.</li>" +
        "<li>Ajouter des éléments de luxe, comme une piscine ou des électroménagers haut de gamme, rares dans votre quartier.</li>" +
        "<li>Les grands projets qui ne pourront pas être terminés, autorisés et inspectés avant l'inscription.</li>" +
        "</ul>" +
        "<h3>Avant de dépenser</h3>" +
        "<p>Faites le tour de la maison avec votre courtier et demandez-lui quelles réparations les acheteurs de votre secteur remarquent vraiment. Obtenez deux ou trois soumissions pour tout ce qui dépasse quelques centaines de dollars, confiez l'électricité, le gaz et la plomberie à des entrepreneurs titulaires d'une licence (au Québec, vérifiez la licence de la RBQ) et gardez toutes les factures. Prévoyez du temps autant que de l'argent : au printemps, les bons entrepreneurs sont souvent réservés des semaines à l'avance.</p>",
    },
    {
      title: "La mise en valeur et la première impression",
      content:
        "<p>La mise en valeur consiste à aménager votre maison pour que les acheteurs puissent s'y imaginer. Elle ne change pas la structure de la maison, mais elle change ce que les acheteurs ressentent, et ce sentiment se reflète dans leurs offres.</p>" +
        "<h3>Commencez par l'espace</h3>" +
        "<ul>" +
        "<li>Emballez comme si la maison était déjà vendue. Les vêtements hors saison, la vaisselle en trop, les collections et la plupart des objets personnels peuvent aller dans des boîtes dès maintenant.</li>" +
        "<li>Videz les garde-robes et les armoires jusqu'à ce qu'elles soient à moitié pleines environ. Les acheteurs les ouvrent pour juger du rangement.</li>" +
        "<li>Retirez les meubles trop gros ou en trop pour que les pièces paraissent plus grandes et que les passages soient dégagés.</li>" +
        "<li>Un conteneur d'entreposage mobile ou un casier loué pour quelques mois est souvent de l'argent bien dépensé.</li>" +
        "</ul>" +
        "<h3>Donnez à chaque pièce une fonction claire</h3>" +
        "<p>Les acheteurs ont du mal avec les espaces mal définis. Une chambre d'amis encombrée doit redevenir une vraie chambre ou un bureau, et un coin repas qui sert de débarras doit redevenir un coin repas. Un sous-sol aménagé doit ressembler à un espace de vie, pas à un entrepôt.</p>" +
        "<h3>Concentrez-vous sur les pièces qui font vendre</h3>" +
        "<p>Si votre budget est limité, mettez vos efforts dans l'entrée, le salon, la cuisine et la chambre principale. Ce sont elles qui façonnent l'impression de la plupart des acheteurs.</p>" +
        "<h3>La mise en valeur professionnelle</h3>" +
        "<ul>" +
        "<li>Une consultation, où le spécialiste fait le tour de la maison et vous remet une liste de tâches à faire avec vos propres meubles, coûte souvent quelques centaines de dollars.</li>" +
        "<li>Meubler entièrement une maison vide avec des meubles loués coûte généralement quelques milliers de dollars, selon la taille de la propriété, la région et la durée de l'inscription.</li>" +
        "<li>Demandez à votre courtier si la mise en valeur fait partie de ses services, et demandez à voir des propriétés mises en valeur qu'il a vendues.</li>" +
        "</ul>" +
        "<p>Une maison vide paraît souvent plus petite et plus froide qu'une maison meublée. Si vous avez déjà déménagé, meubler même quelques pièces clés aide les acheteurs à juger des proportions.</p>",
    },
    {
      title: "Les documents qui rassurent les acheteurs",
      content:
        "<p>Les acheteurs paient plus cher quand ils ont moins d'incertitude. Des dossiers bien organisés montrent que la maison a été entretenue et permettent aux courtiers des acheteurs de répondre rapidement aux questions, ce qui garde l'élan quand l'intérêt est fort.</p>" +
        "<h3>À rassembler avant l'inscription</h3>" +
        "<ul>" +
        "<li><strong>La liste des améliorations :</strong> ce qui a été fait, quand et par qui. La toiture, les fenêtres, la fournaise, le climatiseur, le chauffe-eau, l'isolation, le panneau électrique et la plomberie sont les plus importants.</li>" +
        "<li><strong>Factures et garanties :</strong> surtout les garanties transférables sur la toiture, les fenêtres, les électroménagers ou les travaux de fondation.</li>" +
        "<li><strong>Permis et inspections finales</strong> des rénovations, logements au sous-sol, terrasses et agrandissements. L'absence de permis inquiète les acheteurs et leurs prêteurs.</li>" +
        "<li><strong>Coûts des services :</strong> douze mois de factures de chauffage, d'électricité et d'eau, pour que les acheteurs voient les coûts réels.</li>" +
        "<li><strong>Comptes de taxes</strong> municipales et scolaires de l'année en cours.</li>" +
        "<li><strong>Certificat de localisation ou levé d'arpentage :</strong> au Québec, le vendeur fournit habituellement un certificat de localisation à jour, préparé par un arpenteur-géomètre; il peut prendre des semaines à obtenir et coûte souvent plus de mille dollars. Dans les autres provinces, retrouvez tout levé existant ou demandez à votre avocat si une assurance titres sera utilisée.</li>" +
        "<li><strong>Contrats de location</strong> du chauffe-eau, de la fournaise ou de l'adoucisseur d'eau. Ils sont courants dans certaines provinces, et les acheteurs veulent connaître le coût mensuel et savoir si le contrat est transférable.</li>" +
        "</ul>" +
        "<h3>Pour les condos</h3>" +
        "<p>Les acheteurs de condos examinent de près les finances du syndicat de copropriété. Au Québec, prévoyez les procès-verbaux des assemblées, les états financiers, l'étude du fonds de prévoyance, le carnet d'entretien et les renseignements que le syndicat doit fournir sur l'immeuble; ailleurs, demandez à votre courtier quel dossier s'applique, comme le certificat d'état (status certificate) en Ontario ou les documents de strata en Colombie-Britannique. Commandez-les tôt : les retards peuvent bloquer la levée des conditions ou la signature. Connaissez vos frais de copropriété mensuels, ce qu'ils comprennent et toute cotisation spéciale prévue.</p>" +
        "<h3>Comment les présenter</h3>" +
        "<p>Remettez à votre courtier un dossier numérique bien ordonné. Il pourra transmettre les documents pertinents aux acheteurs sérieux et laisser pendant les visites un résumé d'une page des améliorations et des coûts.</p>",
    },
    {
      title: "Connaître votre produit net : frais de vente et impôts",
      content:
        "<p>Le prix de vente n'est pas ce que vous empochez. Connaître votre produit net vous aide à juger les offres avec lucidité et à éviter les surprises le jour de la signature chez le notaire. Demandez à votre courtier une estimation de votre produit net et mettez-la à jour à mesure que les promesses d'achat arrivent.</p>" +
        "<h3>Les frais habituels du vendeur</h3>" +
        "<ul>" +
        "<li><strong>La rétribution du courtier :</strong> prévue au contrat de courtage et négociable. Elle couvre souvent aussi l'agence de l'acheteur. Assurez-vous de comprendre exactement comment elle est calculée.</li>" +
        "<li><strong>Les taxes sur la rétribution :</strong> au Québec, la TPS (5 %) et la TVQ (9,975 %); ailleurs, la TVH ou la TPS, par exemple 13 % de TVH en Ontario ou 5 % de TPS en Alberta.</li>" +
        "<li><strong>Les honoraires du notaire ou de l'avocat :</strong> au Québec, l'acheteur choisit et paie généralement le notaire pour l'acte de vente, mais le vendeur paie la quittance de son prêt hypothécaire, souvent quelques centaines de dollars à plus de mille dollars. Dans les autres provinces, les honoraires de l'avocat du vendeur tournent souvent autour de 800 $ à 1 500 $ plus les débours, selon la région et la complexité.</li>" +
        "<li><strong>La mainlevée hypothécaire :</strong> les prêteurs facturent habituellement des frais administratifs, souvent quelques centaines de dollars, en plus du coût d'inscription de la radiation.</li>" +
        "<li><strong>La pénalité de remboursement anticipé :</strong> si vous rompez un prêt fermé avant terme, ce peut être le coût le plus important après la rétribution. Obtenez de votre prêteur un état de remboursement écrit.</li>" +
        "<li><strong>Les ajustements :</strong> les taxes municipales et scolaires, les frais de copropriété et parfois certains services sont répartis avec l'acheteur à la date de la vente; vous pourriez recevoir un crédit si vous les avez payés d'avance.</li>" +
        "<li><strong>Les autres coûts :</strong> réparations, mise en valeur, certificat de localisation au Québec, déménagement, entreposage et intérêts d'un prêt relais.</li>" +
        "</ul>" +
        "<p>Rappel utile : les droits de mutation, la « taxe de bienvenue », sont payés par l'acheteur et non par le vendeur.</p>" +
        "<h3>Gain en capital et exemption pour résidence principale</h3>" +
        "<p>Si la propriété a été votre résidence principale pour chaque année où vous l'avez possédée, le gain est généralement entièrement exonéré. Vous devez quand même déclarer la vente et la désignation dans votre déclaration de revenus de l'année de la vente, au fédéral comme au Québec. Louer une partie de la maison, déduire l'amortissement d'un bureau à domicile ou d'un espace loué, posséder plus d'une propriété ou une très courte période de détention peuvent changer le résultat. Validez votre situation avec un comptable avant d'accepter une offre.</p>" +
        "<p>Si vous n'êtes pas résident du Canada aux fins de l'impôt, des règles de retenue particulières s'appliquent à votre vente, et il faut obtenir un certificat de conformité. Informez-en votre notaire ou votre avocat et votre comptable le plus tôt possible.</p>",
    },
  ],
};
