import type { messages as en } from "./en-CA";

export const messages: Record<keyof typeof en, string> = {
  "pipeline.title": "Pipeline",
  "pipeline.backToDashboard": "Retour au tableau de bord",
  "pipeline.unnamed": "Prospect sans nom",
  "pipeline.move": "Déplacer {name}",
  "pipeline.countPrefix": "prospects : ",
  "pipeline.noLeads": "Aucun prospect",
  "pipeline.newest": "Les {count} plus récents",
  "pipeline.filter.agent": "Courtier",
  "pipeline.filter.everyone": "Tout le monde",
  "pipeline.filter.mine": "Mes prospects",
  "pipeline.filter.unassigned": "Non attribués",
  "pipeline.filter.type": "Type",
  "pipeline.filter.allTypes": "Tous les types",
  "pipeline.help":
    "Glissez une carte par sa poignée vers une autre étape, ou placez le focus sur la poignée, appuyez sur Espace, déplacez-la avec Flèche droite ou Flèche gauche et appuyez de nouveau sur Espace.",
  "pipeline.loading": "Chargement du pipeline...",
  "pipeline.failed": "Impossible de charger le pipeline.",
  "pipeline.error": "Erreur",
  "pipeline.drag.start":
    "{name} saisi. Flèche droite et Flèche gauche le déplacent d'une étape à l'autre; Espace le dépose, Échap annule.",
  "pipeline.drag.over": "{name} est au-dessus de l'étape {stage}.",
  "pipeline.drag.notOver": "{name} n'est au-dessus d'aucune étape.",
  "pipeline.drag.moved": "{name} a été déplacé vers l'étape {stage}.",
  "pipeline.drag.dropped": "{name} a été déposé.",
  "pipeline.drag.cancelled": "Le déplacement de {name} a été annulé.",
  "pipeline.collapseEmpty": "Réduire les étapes vides",
} as const;
