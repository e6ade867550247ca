import type { SeedTranslation } from "../seed-topic";

export const homePhotoTipsFr: SeedTranslation = {
  slug: "home-photo-tips",
  title: "Réussir les photos de ma maison",
  description:
    "Comment préparer chaque pièce, choisir la bonne lumière et la bonne saison, et garder les photos de votre inscription fidèles et respectueuses de votre vie privée.",
  sections: [
    {
      title: "Planifier la séance photo",
      content:
        "<p>La plupart des acheteurs voient votre propriété en ligne bien avant de la visiter, et les premières photos décident s'ils réservent une visite. Votre courtier immobilier engage habituellement un photographe professionnel spécialisé en immobilier. Votre rôle : préparer la maison et aider à choisir la bonne journée.</p>" +
        "<h3>Les questions à poser à votre courtier</h3>" +
        "<ul>" +
        "<li>Qu'est-ce qui est inclus : photos, plan des pièces, vidéo, visite virtuelle 3D, photos au crépuscule, photos aériennes?</li>" +
        "<li>Combien de temps dure la séance, et devez-vous quitter la maison?</li>" +
        "<li>Quand les photos seront-elles prêtes, et les verrez-vous avant la mise en ligne de l'inscription?</li>" +
        "<li>Quelles pièces et quelles caractéristiques devraient figurer en tête de l'inscription?</li>" +
        "</ul>" +
        "<h3>Le moment</h3>" +
        "<ul>" +
        "<li>Ne réservez le photographe qu'une fois le ménage, les réparations, la peinture et la mise en valeur entièrement terminés. Reprendre les photos coûte du temps et de l'argent, et les acheteurs remarquent quand les photos d'une inscription changent.</li>" +
        "<li>Demandez au photographe quel moment de la journée convient à votre propriété. Les pièces orientées à l'est sont plus lumineuses le matin, et celles orientées à l'ouest l'après-midi.</li>" +
        "<li>Prévoyez une date de rechange en cas de pluie, de grosse neige ou de journée grise et sombre.</li>" +
        "<li>Si vous voulez une photo extérieure au crépuscule, visez la courte fenêtre juste après le coucher du soleil, qui arrive très tôt pendant l'hiver canadien et très tard en juin.</li>" +
        "</ul>" +
        "<h3>Les faire vous-même?</h3>" +
        "<p>Les photos prises au téléphone conviennent pour vos propres dossiers, par exemple pour documenter l'état de la maison. Pour l'inscription, les objectifs grand angle, un éclairage adéquat et une retouche professionnelle font une différence visible, surtout dans les petites pièces et les condos. Si le coût vous préoccupe, parlez-en à votre courtier : la photographie fait souvent partie de ses services.</p>",
    },
    {
      title: "La liste de préparation de toute la maison",
      content:
        "<p>L'appareil photo voit tout et rend le désordre pire qu'en personne. Suivez cette liste dans les jours qui précèdent la séance, puis faites une dernière vérification le matin même.</p>" +
        "<h3>Quelques jours avant</h3>" +
        "<ul>" +
        "<li>Remplacez les ampoules grillées et utilisez la même couleur d'ampoule dans chaque pièce. Mélanger des ampoules chaudes et froides donne des photos inégales.</li>" +
        "<li>Lavez les fenêtres à l'intérieur comme à l'extérieur. Les traces et les moustiquaires ressortent en pleine lumière.</li>" +
        "<li>Retouchez la peinture égratignée, bouchez les trous de clous et refaites le calfeutrage taché des baignoires et des lavabos.</li>" +
        "<li>Retirez environ le tiers de ce qui se trouve dans chaque pièce : chaises en trop, piles de livres, petits objets décoratifs et meubles qui bloquent les passages.</li>" +
        "<li>Retirez ou emballez tout ce qui est personnel; la dernière section de ce guide en parle.</li>" +
        "</ul>" +
        "<h3>Le matin de la séance</h3>" +
        "<ol>" +
        "<li>Ouvrez complètement tous les stores et les rideaux, tous à la même hauteur.</li>" +
        "<li>Allumez toutes les lumières, y compris les lampes et l'éclairage sous les armoires.</li>" +
        "<li>Éteignez les ventilateurs de plafond et les téléviseurs, et cachez les télécommandes.</li>" +
        "<li>Cachez les fils, les chargeurs, les poubelles, les paniers à linge et les accessoires des animaux.</li>" +
        "<li>Dégagez la porte du réfrigérateur : aimants, papiers et calendriers.</li>" +
        "<li>Sortez les voitures de l'entrée et de devant la maison.</li>" +
        "<li>Baissez les couvercles de toilette et fermez le rideau de douche ou nettoyez la porte vitrée.</li>" +
        "</ol>" +
        "<h3>Ce que l'appareil exagère</h3>" +
        "<ul>" +
        "<li>Les motifs chargés sur les tapis, la literie et les rideaux.</li>" +
        "<li>Les petits objets sur chaque surface. N'en laissez qu'un à trois par surface.</li>" +
        "<li>La literie froissée et les abat-jour de travers.</li>" +
        "<li>Les pièces sombres éclairées par un seul plafonnier.</li>" +
        "</ul>" +
        "<p>Parcourez chaque pièce en tenant votre téléphone à hauteur de poitrine et prenez une photo d'essai. Ce qui attire votre regard à l'écran attirera aussi celui des acheteurs.</p>",
    },
    {
      title: "Les détails pièce par pièce",
      content:
        "<p>Les acheteurs font défiler les photos rapidement et cherchent surtout les pièces qui comptent le plus pour eux. Accordez une attention particulière à ces espaces.</p>" +
        "<h3>Cuisine</h3>" +
        "<ul>" +
        "<li>Dégagez presque complètement les comptoirs. Un bol de fruits ou une plante et une planche à découper suffisent.</li>" +
        "<li>Cachez l'égouttoir, les bouteilles de savon, les éponges et les linges à vaisselle.</li>" +
        "<li>Polissez les électroménagers en acier inoxydable et l'évier pour effacer les traces de doigts et les taches d'eau.</li>" +
        "</ul>" +
        "<h3>Salon et salle familiale</h3>" +
        "<ul>" +
        "<li>Placez les meubles de façon à montrer un passage dégagé et à mettre en valeur le plus bel atout de la pièce, comme un foyer ou une fenêtre.</li>" +
        "<li>Gonflez et redressez les coussins. Pliez soigneusement les jetés ou retirez-les.</li>" +
        "<li>Allumez le foyer au gaz pour une ambiance chaleureuse et accueillante.</li>" +
        "</ul>" +
        "<h3>Chambres</h3>" +
        "<ul>" +
        "<li>Utilisez une literie unie de couleur pâle, repassée si possible.</li>" +
        "<li>Dégagez les tables de chevet, sauf une lampe.</li>" +
        "<li>Dans les chambres d'enfants, gardez quelques jouets dans un seul panier et rangez le reste.</li>" +
        "</ul>" +
        "<h3>Salles de bain</h3>" +
        "<ul>" +
        "<li>Retirez de la vue tous les articles de toilette, rasoirs, brosses à dents et jouets de bain.</li>" +
        "<li>Suspendez un seul ensemble de serviettes blanches propres.</li>" +
        "</ul>" +
        "<h3>Sous-sol, rangements et salle mécanique</h3>" +
        "<ul>" +
        "<li>Un sous-sol aménagé mérite d'être photographié comme un espace de vie. Présentez-le comme une salle familiale, un bureau ou une chambre d'amis.</li>" +
        "<li>Rangez la salle mécanique et les espaces de rangement même s'ils ne seront pas photographiés : les acheteurs les verront en personne.</li>" +
        "</ul>" +
        "<h3>Condos</h3>" +
        "<ul>" +
        "<li>Dégagez le balcon et ajoutez un petit ensemble bistro s'il y a de la place. Lavez les vitres pour que la vue ressorte.</li>" +
        "<li>Demandez à votre courtier de s'entendre avec le gestionnaire de l'immeuble pour photographier les espaces communs, comme la salle d'entraînement, la salle de réception ou la terrasse sur le toit.</li>" +
        "</ul>",
    },
    {
      title: "L'extérieur, la lumière et les saisons canadiennes",
      content:
        "<p>La façade est généralement la première photo que voient les acheteurs : elle doit paraître bien entretenue, quelle que soit la saison.</p>" +
        "<h3>L'attrait extérieur devant l'objectif</h3>" +
        "<ul>" +
        "<li>Tondez la pelouse, taillez les haies et découpez les plates-bandes un jour ou deux avant la séance.</li>" +
        "<li>Rangez les bacs à ordures et à recyclage, les boyaux, les jouets et les outils.</li>" +
        "<li>Balayez la galerie, nettoyez la porte d'entrée et ajoutez une jardinière simple.</li>" +
        "<li>Installez le mobilier de jardin et ouvrez le parasol pour que la cour se lise comme une pièce extérieure.</li>" +
        "<li>Fermez la porte du garage.</li>" +
        "</ul>" +
        "<h3>Photographier en hiver</h3>" +
        "<ul>" +
        "<li>Une neige fraîche et propre par une journée ensoleillée peut être magnifique. La sloche grise, les bancs de neige et les entrées tachées de calcium, beaucoup moins. Déneigez l'entrée et les allées proprement, d'un bord à l'autre.</li>" +
        "<li>Balayez la neige des marches, des rampes et du mobilier de la galerie, ou retirez ce mobilier.</li>" +
        "<li>Allumez les lumières extérieures. Les journées courtes et le soleil bas en font une partie de l'image.</li>" +
        "<li>Retirez les décorations saisonnières, y compris les lumières de Noël, à moins d'accepter que les acheteurs voient une inscription qui paraît datée en février.</li>" +
        "<li>Si vous avez de bonnes photos du terrain et du jardin prises au printemps ou en été, demandez à votre courtier s'il faut les ajouter. Elles doivent indiquer la saison pour ne pas induire les acheteurs en erreur.</li>" +
        "</ul>" +
        "<h3>Les autres saisons</h3>" +
        "<ul>" +
        "<li>Au printemps, attendez si possible la fonte des neiges et le nettoyage de la pelouse avant de photographier la cour.</li>" +
        "<li>À l'automne, ramassez les feuilles la veille : un seul après-midi venteux peut recouvrir la pelouse de nouveau.</li>" +
        "</ul>" +
        "<h3>Photos aériennes et au crépuscule</h3>" +
        "<p>Les photos aériennes aident à montrer un grand terrain, une propriété à la campagne, un bord de l'eau ou les parcs à proximité. Au Canada, la plupart des drones utilisés pour ce travail exigent que le télépilote détienne un certificat de pilote de drone de Transports Canada : faites appel à un photographe certifié et assuré. Les photos au crépuscule, prises avec toutes les lumières intérieures et extérieures allumées, peuvent donner une photo principale remarquable.</p>",
    },
    {
      title: "Des photos fidèles et respectueuses de votre vie privée",
      content:
        "<p>De belles photos montrent votre propriété sous son meilleur jour, pas une maison qui n'existe pas. Des photos trompeuses font perdre du temps aux acheteurs, minent la confiance dès la visite et peuvent vous causer des ennuis, à vous comme à votre courtier. Les chambres immobilières et les organismes de réglementation, comme l'OACIQ au Québec, exigent une publicité exacte.</p>" +
        "<h3>Les retouches généralement acceptables</h3>" +
        "<ul>" +
        "<li>Corriger la luminosité, les couleurs et les lignes droites.</li>" +
        "<li>Remplacer un ciel gris par un ciel bleu, avec modération.</li>" +
        "<li>Retirer des objets temporaires, comme une voiture dans l'entrée ou un bac à ordures.</li>" +
        "</ul>" +
        "<h3>Les retouches à éviter</h3>" +
        "<ul>" +
        "<li>Effacer des éléments permanents comme des fils électriques, un immeuble voisin, des fissures, des taches ou des dégâts d'eau.</li>" +
        "<li>Verdir une pelouse brunie ou ajouter un aménagement paysager qui n'existe pas.</li>" +
        "<li>Étirer les pièces avec des objectifs ultra grand angle jusqu'à ce qu'elles paraissent beaucoup plus grandes qu'en réalité.</li>" +
        "</ul>" +
        "<h3>La mise en valeur virtuelle</h3>" +
        "<p>Ajouter des meubles numériques dans des pièces vides peut aider les acheteurs à imaginer l'espace. Les images doivent être clairement identifiées comme retouchées, et il vaut mieux inclure une photo non meublée de la même pièce. Votre courtier connaît les exigences de sa chambre immobilière.</p>" +
        "<h3>Protéger votre vie privée</h3>" +
        "<ul>" +
        "<li>Retirez les photos de famille, les diplômes ainsi que les prénoms et les dessins des enfants.</li>" +
        "<li>Cachez le courrier, les calendriers, les flacons de médicaments et tout ce qui porte un numéro de compte.</li>" +
        "<li>Gardez hors champ, autant que possible, les panneaux d'alarme, les coffres-forts et les caméras de sécurité.</li>" +
        "<li>Assurez-vous qu'aucune plaque d'immatriculation n'est visible, la vôtre comme celles des voisins.</li>" +
        "<li>Couvrez ou retirez les objets religieux ou politiques si vous préférez qu'ils n'apparaissent pas en ligne.</li>" +
        "</ul>" +
        "<p>Les photos de votre maison peuvent continuer de circuler en ligne après la vente : retirez du cadre tout ce que vous ne voudriez pas rendre public.</p>",
    },
  ],
};
