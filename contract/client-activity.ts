import "./zod-config";
import { z } from "zod";

/**
 * What a client's activity line records, as a code the screen words in its own language (decision 017:
 * texts travel as codes). The English sentence the server also stores stays for the person export.
 */
export const clientActivityCodes = [
  "signed_in",
  "guide_created",
  "profile_renamed",
  "task_completed",
  "task_reopened",
  "client_message",
  "agent_message",
  "offer_recorded",
  "document_shared",
] as const;
export type ClientActivityCode = (typeof clientActivityCodes)[number];

/** A task line names its checklist task by id; the screen shows the task's text in its language. */
export const clientActivityParamsSchema = z.object({ taskId: z.string().optional() });
export type ClientActivityParams = z.infer<typeof clientActivityParamsSchema>;
