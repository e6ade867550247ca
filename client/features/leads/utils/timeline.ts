import type { HistoryEntry, Note } from "../../../../contract/crm";
import type { LeadStory } from "../../../../contract/lead-story";

export type TimelineItem =
  | { kind: "received"; key: string; at: string; source: string | null }
  | { kind: "history"; key: string; at: string; entry: HistoryEntry }
  | { kind: "note"; key: string; at: string; note: Note }
  | { kind: "email"; key: string; at: string; email: LeadStory["emails"][number] };

/**
 * History, notes and e-mails in one order, newest first (ties: the later-made first, the lead's arrival
 * last). A note stands for its own 'Note added' history row, so that row is left out; edits and deletions
 * of notes stay as history. An e-mail is placed when it was sent, else when it was written.
 */
export function buildTimeline(
  lead: { createdAt: string; source: string | null },
  history: HistoryEntry[],
  notes: Note[],
  emails: LeadStory["emails"],
): TimelineItem[] {
  const items: TimelineItem[] = [
    { kind: "received", key: "received", at: lead.createdAt, source: lead.source },
    ...history
      .filter((entry) => entry.changeType !== "note_add")
      .map((entry) => ({ kind: "history" as const, key: `history-${entry.id}`, at: entry.createdAt, entry })),
    ...notes.map((note) => ({ kind: "note" as const, key: `note-${note.id}`, at: note.createdAt, note })),
    ...emails.map((email) => ({
      kind: "email" as const,
      key: `email-${email.id}`,
      at: email.sentAt ?? email.createdAt,
      email,
    })),
  ];
  const rank = (item: TimelineItem) => (item.kind === "received" ? 0 : 1);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const byTime = Date.parse(b.item.at) - Date.parse(a.item.at);
      if (byTime !== 0) return byTime;
      const byRank = rank(b.item) - rank(a.item);
      return byRank !== 0 ? byRank : b.index - a.index;
    })
    .map(({ item }) => item);
}
