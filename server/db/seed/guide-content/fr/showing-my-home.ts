import type { SeedTranslation } from "../seed-topic";

export const showingMyHomeFr: SeedTranslation = {
  slug: "showing-my-home",
  title: "Faire visiter ma maison",
  description:
    "Ce qui se passe pendant les visites et les visites libres, et comment garder votre propriété prête, sûre et attrayante pendant l'inscription.",
  sections: [
    {
      title: "Comment se déroulent les visites",
      content:
        "<p>Une fois votre propriété inscrite au système MLS® (Centris au Québec), les courtiers des acheteurs demandent des visites, généralement par un système de prise de rendez-vous en ligne que votre courtier met en place. Vous recevez un avis avec l'heure demandée et pouvez confirmer ou refuser, ou votre courtier confirme pour vous selon des règles convenues à l'avance.</p>" +
        "<h3>Fixez vos instructions de visite dès le départ</h3>" +
        "<ul>" +
        "<li><strong>Plages horaires :</strong> les heures où les visites sont permises, par exemple de 9 h à 20 h. Des plages larges permettent à plus d'acheteurs de voir la propriété.</li>" +
        "<li><strong>Préavis :</strong> le délai dont vous avez besoin. Une à deux heures, c'est courant; un préavis plus long peut vous faire perdre des acheteurs pressés.</li>" +
        "<li><strong>Durée :</strong> habituellement de 30 à 60 minutes par rendez-vous, avec un petit battement entre deux visites pour que les courtiers ne se croisent pas.</li>" +
        "<li><strong>Accès :</strong> la plupart des inscriptions utilisent une boîte à clés que seuls les courtiers autorisés peuvent ouvrir. Le courtier de l'acheteur doit être présent pendant toute la visite.</li>" +
        "<li><strong>Remarques particulières :</strong> animaux à la maison, code du système d'alarme (transmis en privé par votre courtier) ou demande de retirer ses chaussures.</li>" +
        "</ul>" +
        "<h3>Les visites libres</h3>" +
        "<p>Votre courtier peut proposer une visite libre la fin de semaine, et parfois une visite réservée aux courtiers au début de l'inscription. Les visites libres attirent des voisins et des curieux en plus des acheteurs sérieux : la sécurité y prend plus d'importance, comme on le verra plus loin. Demandez à votre courtier comment il note qui se présente.</p>" +
        "<h3>Où devriez-vous être?</h3>" +
        "<p>Prévoyez de quitter la maison pour chaque visite. Les acheteurs se détendent et restent plus longtemps en l'absence du propriétaire, et ils parlent plus librement à leur courtier de ce qui leur plaît. Rester dans les parages, ou répondre soi-même aux questions, peut révéler par mégarde des renseignements qui affaiblissent votre position de négociation.</p>",
    },
    {
      title: "Votre routine quotidienne pour être prêt à recevoir",
      content:
        "<p>Habiter une maison pendant qu'elle est à vendre, c'est la partie la plus difficile pour la plupart des vendeurs. Le secret : faire le gros du travail une seule fois avant l'inscription, puis garder une courte routine quotidienne pour qu'une demande de dernière minute ne prenne qu'une quinzaine de minutes.</p>" +
        "<h3>Chaque matin</h3>" +
        "<ul>" +
        "<li>Faites les lits et ouvrez tous les stores et les rideaux.</li>" +
        "<li>Videz le lave-vaisselle, essuyez les comptoirs et rangez les petits électroménagers.</li>" +
        "<li>Sortez les ordures et le recyclage de la cuisine, et videz les poubelles des salles de bain.</li>" +
        "<li>Raclez la douche et suspendez des serviettes propres et assorties.</li>" +
        "</ul>" +
        "<h3>Avant de partir</h3>" +
        "<ol>" +
        "<li>Allumez toutes les lumières, y compris les lampes, les lumières des garde-robes et celle de la hotte.</li>" +
        "<li>Réglez le thermostat à une température confortable, autour de 20 à 21 °C en hiver.</li>" +
        "<li>Baissez les couvercles de toilette et balayez rapidement le plancher de l'entrée.</li>" +
        "<li>Ramassez ce qui traîne sur les comptoirs dans un panier à linge et mettez-le dans votre voiture.</li>" +
        "<li>Cachez les bols, la litière et les jouets des animaux, et rangez le linge.</li>" +
        "<li>Mettez vos objets de valeur sous clé et emportez vos clés, votre téléphone et votre portefeuille.</li>" +
        "</ol>" +
        "<h3>Les erreurs fréquentes à éviter</h3>" +
        "<ul>" +
        "<li><strong>Les odeurs fortes :</strong> désodorisants à brancher, chandelles parfumées et odeurs de cuisson comme le poisson ou le cari font croire aux acheteurs que vous masquez quelque chose. Visez une odeur propre et neutre, et ouvrez une fenêtre brièvement au besoin.</li>" +
        "<li><strong>Les pièces verrouillées :</strong> les acheteurs imaginent le pire derrière une porte qu'ils ne peuvent pas ouvrir.</li>" +
        "<li><strong>Refuser trop de visites :</strong> chaque refus, c'est un acheteur qui peut passer à une autre propriété.</li>" +
        "</ul>" +
        "<p>Gardez à portée de main une petite trousse de lingettes, un chiffon en microfibre et un rouleau antipeluches pour les retouches rapides.</p>",
    },
    {
      title: "Sécurité, vie privée et animaux",
      content:
        "<p>Des dizaines d'inconnus peuvent traverser votre maison pendant qu'elle est inscrite. La plupart sont exactement qui ils disent être, mais quelques gestes simples protègent vos biens et votre vie privée.</p>" +
        "<h3>À ranger ou à mettre sous clé</h3>" +
        "<ul>" +
        "<li>Bijoux, argent comptant, clés, petits appareils électroniques et objets de collection.</li>" +
        "<li>Les médicaments d'ordonnance, y compris ceux de la pharmacie de la salle de bain. Les acheteurs ouvrent bel et bien les armoires et les tiroirs pour évaluer le rangement.</li>" +
        "<li>Le courrier, les factures, les passeports, les chéquiers et tout ce qui montre un numéro de compte ou votre signature.</li>" +
        "<li>Les photos de famille, les prénoms des enfants sur les murs et les horaires scolaires sur le frigo.</li>" +
        "<li>Les armes à feu, qui doivent déjà être entreposées selon les règles fédérales. Envisagez de les sortir complètement de la maison pendant l'inscription.</li>" +
        "</ul>" +
        "<p>Fermez votre session sur les ordinateurs et ne laissez ni mot de passe ni code Wi-Fi sur un papillon adhésif.</p>" +
        "<h3>Les caméras de sécurité</h3>" +
        "<p>Les sonnettes vidéo et les caméras sont courantes, mais dites-le à votre courtier pour que les courtiers des acheteurs en soient informés. Soyez prudent avec le son. Enregistrer des conversations privées auxquelles vous ne participez pas peut être illégal : désactivez l'enregistrement audio pendant les visites et n'utilisez pas les images pour épier les discussions des acheteurs. En cas de doute, demandez conseil à votre courtier ou à votre notaire.</p>" +
        "<h3>Les animaux</h3>" +
        "<ul>" +
        "<li>Emmenez vos animaux avec vous, ou réservez une garderie pour chiens les jours achalandés comme les fins de semaine et les visites libres.</li>" +
        "<li>Si un animal doit rester, gardez-le dans sa cage dans une seule pièce et indiquez-le dans les instructions de visite.</li>" +
        "<li>Certains acheteurs sont allergiques ou ont peur des animaux : ramassez les poils et éliminez les odeurs avant l'inscription.</li>" +
        "</ul>" +
        "<p>Après chaque visite, faites rapidement le tour pour vérifier que les portes et les fenêtres sont verrouillées et que les lumières sont éteintes. Prévenez votre courtier tout de suite si quelque chose semble déplacé.</p>",
    },
    {
      title: "Faire visiter au fil des saisons canadiennes",
      content:
        "<p>La météo influence l'impression que donne votre maison dès qu'un acheteur se gare devant. Adaptez votre routine à la saison où vous vendez.</p>" +
        "<h3>L'hiver</h3>" +
        "<ul>" +
        "<li>Déneigez et déglacez l'entrée, l'allée, les marches et la galerie avant la première visite de la journée, et vérifiez de nouveau après chaque chute de neige. Une chute sur votre terrain est un vrai risque pour la sécurité et engage votre responsabilité.</li>" +
        "<li>Dégagez un espace de stationnement pour que les courtiers n'aient pas à se garer dans un banc de neige.</li>" +
        "<li>Installez un plateau à bottes, un tapis solide et un petit banc à l'entrée, avec une affiche polie demandant de retirer ses chaussures. Au Canada, beaucoup de courtiers et d'acheteurs s'y attendent.</li>" +
        "<li>Essuyez chaque jour les traces de calcium et les flaques : elles font paraître les planchers abîmés.</li>" +
        "<li>Comme il fait noir dès la fin de l'après-midi, l'éclairage extérieur compte. Remplacez les ampoules grillées et envisagez des minuteries pour les lumières de la galerie et du terrain.</li>" +
        "<li>Dégagez la neige autour des sorties de ventilation et du compteur de gaz, et gardez si possible un passage vers la cour arrière.</li>" +
        "</ul>" +
        "<h3>Le dégel du printemps</h3>" +
        "<ul>" +
        "<li>Vérifiez le sous-sol après une forte pluie ou la fonte des neiges, et testez la pompe de puisard.</li>" +
        "<li>Ramassez les débris de l'hiver et étendez du paillis frais une fois le sol dégagé.</li>" +
        "<li>Gardez un tapis supplémentaire à l'intérieur pour les bottes boueuses.</li>" +
        "</ul>" +
        "<h3>L'été et l'automne</h3>" +
        "<ul>" +
        "<li>Faites fonctionner la climatisation avant les visites par temps chaud. Une maison étouffante paraît plus petite.</li>" +
        "<li>Gardez la pelouse tondue, les pots arrosés et le mobilier de jardin installé pour montrer comment on profite de l'espace extérieur.</li>" +
        "<li>À l'automne, ramassez les feuilles et nettoyez les gouttières pour que le toit paraisse entretenu.</li>" +
        "</ul>" +
        "<p>Peu importe la saison, traversez la rue une fois par semaine et regardez votre maison comme le ferait un acheteur. Corrigez ce qui attire votre regard en premier.</p>",
    },
    {
      title: "Après la visite : commentaires et ajustements",
      content:
        "<p>Votre courtier demande généralement des commentaires au courtier de chaque acheteur après une visite. Tous ne répondent pas, et les commentaires sont souvent brefs, mais les tendances qui se dégagent de plusieurs visites en disent long.</p>" +
        "<h3>Comment lire les commentaires</h3>" +
        "<ul>" +
        "<li><strong>Les commentaires sur ce que vous pouvez corriger</strong>, comme le désordre, les odeurs, une pièce sombre ou un robinet qui goutte, sont des cadeaux. Réglez-les en un jour ou deux.</li>" +
        "<li><strong>Les commentaires sur ce que vous ne pouvez pas changer</strong>, comme une rue passante, une petite cour ou l'aménagement, ramènent généralement au prix. Les acheteurs acceptent presque n'importe quel inconvénient au bon prix.</li>" +
        "<li><strong>Les commentaires répétés</strong> comptent plus qu'une opinion isolée. Un acheteur qui n'aime pas la couleur des murs, c'est une question de goût. Cinq acheteurs qui la mentionnent, c'est une tendance.</li>" +
        "<li><strong>Les deuxièmes visites</strong> sont un signe d'intérêt sérieux. Soyez encore plus souple sur l'horaire et assurez-vous que la maison est aussi impeccable que la première fois.</li>" +
        "</ul>" +
        "<h3>Quand les visites se font rares</h3>" +
        "<p>Demandez à votre courtier de faire le point avec vous chaque semaine : consultations en ligne, inscriptions sauvegardées par les acheteurs, demandes de visite et commentaires. Beaucoup de consultations en ligne et peu de visites signifient généralement que les photos ou le prix ne convainquent pas les acheteurs de se déplacer. Beaucoup de visites sans promesse d'achat signifient habituellement que la propriété ne répond pas aux attentes des acheteurs à ce prix.</p>" +
        "<h3>Gardez votre calme</h3>" +
        "<ul>" +
        "<li>Ne prenez pas les critiques personnellement. Les acheteurs comparent votre maison à d'autres; ils ne jugent pas votre façon de vivre.</li>" +
        "<li>Ne communiquez pas directement avec les acheteurs ni avec leurs courtiers. Laissez votre courtier gérer toutes les communications.</li>" +
        "<li>Évitez de publier des détails sur les visites ou les offres dans les médias sociaux.</li>" +
        "</ul>" +
        "<p>Laissez à chaque changement, de prix ou de présentation, une semaine ou deux pour donner des résultats avant de décider de la suite.</p>",
    },
  ],
};
