import { type AssistantMode, isAssistantMode } from "../../../contract/assistant";

/** The default mode for a new install, from env `ASSISTANT` (off | suggest | autopilot); off otherwise. */
export function readAssistantMode(env: Record<string, string | undefined> = process.env): AssistantMode {
  const value = env.ASSISTANT?.trim().toLowerCase();
  return isAssistantMode(value) ? value : "off";
}
