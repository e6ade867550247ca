import type { User } from "../../../../contract/auth";
import { displayName } from "../../../../contract/auth";
import type { Agent } from "../../../../contract/crm";

/**
 * Spec section 2: the agent's name, else 'Agent #' and the id, else not assigned (null). Only admins and
 * managers load the agent list; anyone else still knows their own name.
 */
export function assignmentLabel(
  agentId: number | null,
  agents: Agent[] | undefined,
  me?: Pick<User, "id" | "fullName" | "firstName" | "lastName" | "email"> | null,
  agentNumber: (id: number) => string = (id) => `Agent #${id}`,
): string | null {
  if (agentId === null) return null;
  const agent = agents?.find((a) => a.id === agentId);
  if (agent) return agent.fullName;
  if (me && me.id === agentId) return displayName(me);
  return agentNumber(agentId);
}
