// Front door of the seller assistant (issue 46, decision 057).

export { eraseAssistantOfLeads, listConversations, listTurns } from "./assistant.repository";
export { readAssistantMode } from "./assistant.service";
export { assistantWords } from "./assistant-words";
export {
  type BrainInput,
  BUILT_IN_PROMPT_VERSION,
  builtInTurn,
  type GuideEntry,
  guideSearch,
  initialState,
} from "./built-in-brain";
export {
  MODEL_PROMPT_VERSION,
  MODEL_TOOLS,
  type ModelBrainInput,
  type ModelOptions,
  type ModelTurn,
  modelPrompt,
  modelTurn,
} from "./model-brain";
