import { useEffect, useState } from "react";
import { clearFlowDraft, readFlowDraft, writeFlowDraft } from "../../../lib/flow-draft";
import { getSessionId } from "../../../lib/session-id";

/** Text the seller typed into a step but has not sent yet: a language switch (a reload) must not drop it. */
type Typed = Partial<Record<"location" | "email", string>>;
const KEY = "questionnaire-typed";

/**
 * A step's field, kept in this tab's draft as it is typed (issue 43) and given back after a reload. Read after
 * mount, so the server's render and the first one agree; an answer already sent (`initial`) wins.
 */
export function useTypedText(field: keyof Typed, initial: string): [string, (text: string) => void] {
  const [text, setText] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, on mount.
  useEffect(() => {
    const kept = readFlowDraft<Typed>(KEY, getSessionId())?.values[field];
    if (!initial && typeof kept === "string" && kept !== "") setText(kept);
  }, []);
  function change(next: string) {
    setText(next);
    const leadId = getSessionId();
    const values = readFlowDraft<Typed>(KEY, leadId)?.values ?? {};
    writeFlowDraft<Typed>(KEY, { leadId, at: field, values: { ...values, [field]: next } });
  }
  return [text, change];
}

/** Once the questionnaire is done (or started over), nothing typed is kept. */
export function clearTypedText(): void {
  clearFlowDraft(KEY);
}
