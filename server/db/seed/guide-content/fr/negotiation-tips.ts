import type { SeedTranslation } from "../seed-topic";

export const negotiationTipsFr: SeedTranslation = {
  slug: "negotiation-tips",
  title: "Conseils de négociation",
  description:
    "Comment comparer les promesses d'achat, gérer les conditions, les acomptes et les contre-propositions, traiter les offres multiples et régler les modalités de la vente.",
  sections: [
    {
      title: "Lire toute l'offre, pas seulement le prix",
      content:
        "<p>Le chiffre le plus élevé n'est pas toujours la meilleure offre. Deux promesses d'achat au même prix peuvent valoir des montants très différents pour vous une fois les modalités examinées. Quand une offre arrive, passez-la en revue ligne par ligne avec votre courtier. Au Québec, elle est rédigée sur le formulaire de promesse d'achat de l'OACIQ; ailleurs au Canada, on parle d'offre d'achat.</p>" +
        "<h3>Ce qu'il faut examiner</h3>" +
        "<ul>" +
        "<li><strong>Le prix :</strong> comparez-le à votre estimation du produit net, pas seulement à votre prix demandé.</li>" +
        "<li><strong>L'acompte :</strong> son montant et le moment où il sera versé. Un acompte plus important indique généralement un acheteur plus engagé.</li>" +
        "<li><strong>Les conditions :</strong> ce qui doit se réaliser avant que la vente devienne ferme, et le nombre de jours accordé à l'acheteur.</li>" +
        "<li><strong>Les dates :</strong> la date de signature de l'acte de vente chez le notaire et la date d'occupation, qui doivent convenir à votre achat, à votre prêt hypothécaire et à votre déménagement.</li>" +
        "<li><strong>Les inclusions et exclusions :</strong> les électroménagers, luminaires, habillages de fenêtres et autres biens que l'acheteur s'attend à voir rester.</li>" +
        "<li><strong>Le délai d'acceptation :</strong> l'échéance pour répondre avant que l'offre devienne caduque. Il va souvent de quelques heures à une journée.</li>" +
        "<li><strong>Les autres clauses :</strong> visites supplémentaires avant la vente, déclarations sur l'état de la propriété ou demandes de réparations.</li>" +
        "</ul>" +
        "<h3>Les questions à poser à votre courtier</h3>" +
        "<ul>" +
        "<li>L'acheteur a-t-il une préapprobation hypothécaire? Ce n'est pas une garantie, mais c'est bon signe.</li>" +
        "<li>L'acheteur doit-il d'abord vendre sa propriété?</li>" +
        "<li>Que dit le courtier de l'acheteur sur les priorités de son client : le moment, une caractéristique précise, la certitude?</li>" +
        "</ul>" +
        "<h3>Fixez vos limites avant l'arrivée des offres</h3>" +
        "<p>Décidez à l'avance du prix le plus bas que vous accepterez, des dates qui vous conviennent et des conditions avec lesquelles vous pouvez vivre. Les négociations se déroulent souvent tard le soir et sous la pression du temps : il est beaucoup plus facile de suivre un plan établi à tête reposée que de tout décider sur-le-champ.</p>",
    },
    {
      title: "Conditions et acomptes",
      content:
        "<p>Une promesse d'achat conditionnelle ne devient ferme qu'une fois les conditions réalisées ou que l'acheteur y a renoncé. En Colombie-Britannique, on parle de <em>subjects</em>. D'ici là, votre propriété est pratiquement retirée du marché alors que l'acheteur garde une porte de sortie.</p>" +
        "<h3>Les conditions courantes</h3>" +
        "<ul>" +
        "<li><strong>Le financement :</strong> l'acheteur doit obtenir son prêt hypothécaire, ce qui peut inclure l'évaluation du prêteur. Le délai est souvent d'une à deux semaines au Québec, d'environ cinq jours ouvrables ailleurs.</li>" +
        "<li><strong>L'inspection préachat :</strong> l'inspecteur de l'acheteur doit rendre un rapport jugé satisfaisant. Attendez-vous à ce que l'acheteur revienne avec une demande de baisse de prix ou de réparations si des problèmes ressortent.</li>" +
        "<li><strong>La vente de la propriété de l'acheteur :</strong> la condition la plus risquée pour vous. Si vous l'acceptez, demandez à votre courtier d'y prévoir une clause qui vous permet de continuer à mettre la propriété en marché et qui donne à l'acheteur un court délai, souvent de 24 à 72 heures, pour renoncer à la condition si une autre offre arrive.</li>" +
        "<li><strong>L'examen de documents :</strong> documents de la copropriété, Déclarations du vendeur, certificat de localisation ou examen de l'entente par un avocat.</li>" +
        "</ul>" +
        "<h3>Négocier les conditions</h3>" +
        "<ul>" +
        "<li>Des délais plus courts réduisent le temps pendant lequel votre propriété reste en suspens.</li>" +
        "<li>Un rapport d'inspection avant la mise en vente mis à la disposition des acheteurs peut réduire leur besoin d'une condition d'inspection.</li>" +
        "<li>En Colombie-Britannique, la plupart des acheteurs résidentiels disposent d'un délai de résolution de trois jours ouvrables après l'acceptation; ils peuvent annuler en payant 0,25 % du prix, et ce droit ne peut pas être écarté. Votre courtier vous expliquera l'effet des règles de votre province sur votre calendrier.</li>" +
        "</ul>" +
        "<h3>Les acomptes</h3>" +
        "<ul>" +
        "<li>L'acompte est habituellement déposé en fidéicommis auprès de l'agence, du notaire ou de l'avocat, et il est appliqué au prix d'achat lors de la vente.</li>" +
        "<li>Les montants varient selon le marché. Environ 5 % du prix est courant dans bien des régions, mais au Québec l'acompte est souvent plus modeste, et parfois absent.</li>" +
        "<li>Vérifiez l'échéance de remise, souvent dans les 24 heures suivant l'acceptation, et assurez-vous que votre courtier en confirme la réception.</li>" +
        "<li>Si un acheteur se retire d'une vente ferme, l'acompte ne vous revient pas automatiquement. Sa remise exige généralement l'accord des deux parties ou une décision du tribunal : parlez-en à votre notaire ou à votre avocat.</li>" +
        "</ul>",
    },
    {
      title: "Contre-propositions",
      content:
        "<p>Quand une offre ne vous convient pas tout à fait, vous pouvez répondre en proposant des changements. C'est la contre-proposition (au Québec, sur le formulaire de contre-proposition de l'OACIQ; en Ontario, on parle de <em>sign-back</em>). Vous pouvez accepter l'offre, la refuser, la laisser expirer ou faire une contre-proposition.</p>" +
        "<h3>Comment ça fonctionne</h3>" +
        "<ul>" +
        "<li>Votre contre-proposition modifie généralement une ou plusieurs modalités, comme le prix, les dates, l'acompte ou les conditions, et fixe un nouveau délai de réponse pour l'acheteur.</li>" +
        "<li>Dès que vous faites une contre-proposition, l'offre initiale de l'acheteur n'existe plus. En général, vous ne pouvez pas revenir en arrière et l'accepter si les discussions échouent.</li>" +
        "<li>Les échanges peuvent se poursuivre jusqu'à ce que les deux parties signent la même version, ou que l'une d'elles se retire.</li>" +
        "<li>Tout doit être écrit et signé. Les promesses verbales sur le prix ou les modalités n'ont aucune force dans une transaction immobilière.</li>" +
        "</ul>" +
        "<h3>Les tactiques qui fonctionnent</h3>" +
        "<ul>" +
        "<li><strong>Négociez plus que le prix.</strong> Un acheteur qui ne peut pas monter davantage acceptera peut-être vos dates, un acompte plus élevé, un délai de conditions plus court ou moins d'inclusions.</li>" +
        "<li><strong>Réduisez vos concessions à mesure.</strong> Des pas de plus en plus petits montrent que vous approchez de votre limite.</li>" +
        "<li><strong>Justifiez votre chiffre.</strong> Des ventes comparables récentes ou une liste d'améliorations donnent au courtier de l'acheteur des arguments à présenter à son client.</li>" +
        "<li><strong>Répondez rapidement.</strong> De longs silences laissent aux acheteurs le temps de regarder d'autres propriétés.</li>" +
        "</ul>" +
        "<h3>Les erreurs à éviter</h3>" +
        "<ul>" +
        "<li>Rejeter d'emblée une première offre basse. Une contre-proposition la transforme souvent en entente réaliste.</li>" +
        "<li>Couper automatiquement la poire en deux. Le point de rencontre doit reposer sur la valeur, pas sur l'arithmétique.</li>" +
        "<li>Vous disputer pour des détails, comme un barbecue ou un miroir, quand vous êtes d'accord sur tout ce qui compte.</li>" +
        "<li>Laisser l'attachement à votre maison ou les commentaires de l'acheteur dicter votre réponse.</li>" +
        "</ul>" +
        "<p>Après l'inspection préachat, un acheteur peut demander une baisse de prix. Au Québec, cela passe souvent par le formulaire de modifications. Demandez l'extrait pertinent du rapport et des soumissions de réparation, puis décidez s'il faut baisser le prix, faire la réparation ou maintenir votre position.</p>",
    },
    {
      title: "Offres multiples, date de présentation et offres préventives",
      content:
        "<p>Quand la demande est forte, votre courtier peut recommander de reporter l'examen de toutes les promesses d'achat à une date précise, souvent quelques jours après l'inscription, pour que chaque acheteur intéressé puisse visiter la propriété et organiser son financement.</p>" +
        "<h3>Les règles viennent de votre province</h3>" +
        "<p>La façon de traiter les offres multiples, et ce qu'on peut dire aux acheteurs concurrents, est encadrée par l'organisme de réglementation de chaque province : l'OACIQ au Québec, RECO en Ontario, la BCFSA en Colombie-Britannique et RECA en Alberta, entre autres. En général, les acheteurs peuvent être informés de l'existence d'offres concurrentes, et dans certaines provinces de leur nombre, mais le prix et les modalités ne sont pas divulgués, sauf si les règles de votre province le permettent et que vous le choisissez. Au Québec, votre courtier doit informer les acheteurs concernés de l'existence d'autres promesses d'achat, sans en dévoiler le contenu. Votre courtier vous expliquera les règles qui s'appliquent et doit suivre vos instructions légitimes.</p>" +
        "<h3>Le soir de la présentation des offres</h3>" +
        "<ul>" +
        "<li>Comparez les offres sur l'ensemble : prix, acompte, conditions et dates. Une offre ferme un peu plus basse peut valoir mieux qu'une offre conditionnelle plus élevée.</li>" +
        "<li>Vous pouvez accepter une offre, faire une contre-proposition à un acheteur, ou demander à tous les acheteurs d'améliorer leur offre et de la présenter de nouveau.</li>" +
        "<li>Ne faites jamais de contre-proposition à plus d'un acheteur à la fois, à moins que votre courtier et votre notaire ou avocat ne l'aient encadré avec soin. Vous pourriez vous retrouver lié par deux ventes pour une seule propriété.</li>" +
        "<li>Vous n'êtes tenu d'accepter aucune offre, même au-dessus de votre prix demandé.</li>" +
        "</ul>" +
        "<h3>Les offres préventives</h3>" +
        "<p>Une offre préventive (<em>bully offer</em>) arrive avant la date de présentation, généralement avec un prix solide et un court délai d'acceptation. Vos options :</p>" +
        "<ul>" +
        "<li><strong>Refuser de l'examiner</strong> et maintenir la date prévue.</li>" +
        "<li><strong>L'examiner.</strong> Votre courtier en informera généralement les courtiers des autres acheteurs intéressés pour qu'ils puissent présenter une offre eux aussi, ce qui peut devancer la concurrence.</li>" +
        "<li><strong>L'accepter</strong> si le prix et les modalités dépassent clairement ce que vous attendez le soir de la présentation.</li>" +
        "</ul>" +
        "<p>Fixez votre politique sur les offres préventives avec votre courtier avant l'inscription. Si vous maintenez fermement votre date de présentation, les acheteurs venus pour se faire concurrence feront davantage confiance au processus.</p>",
    },
    {
      title: "Dates de vente, inclusions et exclusions",
      content:
        "<p>Bien des transactions ont failli échouer sur les derniers détails. Réglez-les clairement dans l'entente pour que le jour de la vente se déroule sans accroc.</p>" +
        "<h3>Choisir les dates</h3>" +
        "<ul>" +
        "<li>Arrimez la signature de l'acte de vente à celle de votre prochain achat, idéalement avec un jour ou deux de marge, ou organisez un prêt relais. Au Québec, la date d'occupation peut être fixée après la signature chez le notaire, moyennant une entente sur une indemnité d'occupation.</li>" +
        "<li>La vente a lieu un jour ouvrable. Évitez si possible les vendredis précédant un long congé et la fin du mois, quand les notaires, les avocats, les prêteurs et les déménageurs sont le plus occupés. Au Québec, la période du 1er juillet est particulièrement chargée.</li>" +
        "<li>Certains acheteurs paieront davantage pour obtenir la date dont ils ont besoin. Demandez à votre courtier ce qui compte le plus pour l'acheteur.</li>" +
        "</ul>" +
        "<h3>Inclusions et exclusions</h3>" +
        "<ul>" +
        "<li><strong>Les biens attachés à l'immeuble</strong> font normalement partie de la vente, à moins d'être exclus : électroménagers encastrés, luminaires, tringles et stores, miroirs fixés au mur.</li>" +
        "<li><strong>Les biens meubles</strong> ne restent que s'ils sont inclus : réfrigérateur, cuisinière, laveuse, sécheuse, étagères autoportantes et mobilier de jardin.</li>" +
        "<li>Les zones grises, comme les supports de téléviseur, les rideaux, les spas, les cabanons, les bornes de recharge pour véhicule électrique et les thermostats intelligents, causent le plus de disputes. Nommez-les précisément.</li>" +
        "</ul>" +
        "<h3>Protégez-vous</h3>" +
        "<ul>" +
        "<li>Retirez et remplacez avant l'inscription tout ce que vous voulez garder, comme un lustre de famille, pour qu'il n'apparaisse ni sur les photos ni pendant les visites.</li>" +
        "<li>Indiquez les équipements loués, comme un chauffe-eau ou une fournaise, pour que l'acheteur accepte de reprendre le contrat.</li>" +
        "<li>Si vous vous engagez à ce que les appareils et les systèmes fonctionnent le jour de la vente, maintenez-les en bon état.</li>" +
        "<li>Gardez votre assurance habitation en vigueur jusqu'au jour de la vente et entretenez la propriété, y compris le déneigement en hiver.</li>" +
        "<li>Attendez-vous à ce que l'acheteur demande une ou plusieurs visites avant la vente, et convenez du nombre et du moment dans l'offre.</li>" +
        "</ul>" +
        "<p>Laissez la maison propre, avec toutes les clés, télécommandes, manuels et garanties. Votre notaire ou votre avocat confirmera quand les fonds sont arrivés et que les clés peuvent être remises.</p>",
    },
  ],
};
