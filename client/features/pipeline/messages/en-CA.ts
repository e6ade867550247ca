// The staff pipeline board (decision 019). English as the spec writes it; fr-CA.ts has the same keys.
// These ids join the English catalogue's type without the catalogue naming this feature (it finds the texts by glob).
declare module "../../../i18n/catalogues/en-CA" {
  interface EnglishMessages extends OwnMessages {}
}
type OwnMessages = typeof messages;

export const messages = {
  "pipeline.title": "Pipeline",
  "pipeline.backToDashboard": "Back to Dashboard",
  "pipeline.unnamed": "Unnamed lead",
  "pipeline.move": "Move {name}",
  "pipeline.countPrefix": "leads: ",
  "pipeline.noLeads": "No leads",
  "pipeline.newest": "Showing the newest {count}",
  "pipeline.filter.agent": "Agent",
  "pipeline.filter.everyone": "Everyone",
  "pipeline.filter.mine": "My leads",
  "pipeline.filter.unassigned": "Not assigned",
  "pipeline.filter.type": "Type",
  "pipeline.filter.allTypes": "All types",
  "pipeline.help":
    "Drag a card by its grip to another stage, or focus the grip, press Space, move with Arrow Right or Arrow Left and press Space again.",
  "pipeline.loading": "Loading pipeline...",
  "pipeline.failed": "We couldn't load the pipeline.",
  "pipeline.error": "Error",
  "pipeline.drag.start":
    "Picked up {name}. Arrow Right and Arrow Left move it between stages; Space drops it, Escape cancels.",
  "pipeline.drag.over": "{name} is over {stage}.",
  "pipeline.drag.notOver": "{name} is not over a stage.",
  "pipeline.drag.moved": "{name} was moved to {stage}.",
  "pipeline.drag.dropped": "{name} was dropped.",
  "pipeline.drag.cancelled": "Moving {name} was cancelled.",
  "pipeline.collapseEmpty": "Collapse empty stages",
} as const;
