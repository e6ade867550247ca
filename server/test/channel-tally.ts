/**
 * What each outbox channel delivered over a kill-cycle run (server/test/kill-cycles.ts), counted from the
 * outbox rows the database holds afterwards and what the loopback peers received. Pure: the harness reads
 * the rows and the peers, this adds them up.
 */
export type Channel = "e-mail" | "push" | "texts" | "webhooks";
export const CHANNELS: readonly Channel[] = ["e-mail", "push", "texts", "webhooks"];

/** One outbox row after the run, with the key its delivery carries to the peer. */
export interface DeliveryRow {
  channel: Channel;
  /** The row's kind: the e-mail kind, push type, text kind, webhook event type. */
  kind: string;
  leadId: string | null;
  /** 'sent', or anything else ('pending', 'failed'): not sent once the queue drained. */
  status: string;
  /**
   * What identifies this row's delivery at the peer, the same on every attempt: the Message-ID (e-mail),
   * device and Topic (push), the idempotency token the text carries, the webhook-id.
   */
  key: string;
}

export interface ChannelTally {
  channel: Channel;
  kind: string;
  /** Outbox rows of this kind. */
  rows: number;
  /** Rows sent that the peer never got, and acknowledged leads with no row of a kind they should have. */
  lost: number;
  /** Rows not sent once the queue drained. */
  stuck: number;
  /** Copies past the first that the peer got of one row's delivery. */
  extra: number;
}

export interface TallyInput {
  rows: DeliveryRow[];
  /** Per channel, each key the peer received, once per copy. */
  received: Record<Channel, string[]>;
  /** The leads the server acknowledged (answered 200 to their final). */
  acknowledgedLeadIds: string[];
  /** Per channel, the kinds every acknowledged lead must have a delivery of (e-mail: the staff alert). */
  expected: Partial<Record<Channel, string[]>>;
}

export interface Tally {
  /** One line per channel and kind, channels in CHANNELS order, kinds by name. */
  kinds: ChannelTally[];
  /** Per channel, copies the peer got that match no row (a key the counting does not know). */
  unmatched: Record<Channel, number>;
}

export function tallyDeliveries(input: TallyInput): Tally {
  const copies = new Map<string, number>();
  const id = (channel: Channel, key: string) => `${channel}\u0000${key}`;
  for (const channel of CHANNELS) {
    for (const key of input.received[channel]) copies.set(id(channel, key), (copies.get(id(channel, key)) ?? 0) + 1);
  }
  const tallies = new Map<string, ChannelTally>();
  const tallyOf = (channel: Channel, kind: string) => {
    const name = `${channel}\u0000${kind}`;
    let tally = tallies.get(name);
    if (!tally) {
      tally = { channel, kind, rows: 0, lost: 0, stuck: 0, extra: 0 };
      tallies.set(name, tally);
    }
    return tally;
  };
  const matched = new Set<string>();
  const leadKinds = new Set<string>();
  for (const row of input.rows) {
    const tally = tallyOf(row.channel, row.kind);
    tally.rows++;
    const key = id(row.channel, row.key);
    const got = copies.get(key) ?? 0;
    matched.add(key);
    if (row.leadId) leadKinds.add(`${row.channel}\u0000${row.kind}\u0000${row.leadId}`);
    if (row.status !== "sent") tally.stuck++;
    else if (got === 0) tally.lost++;
    tally.extra += Math.max(0, got - 1);
  }
  for (const channel of CHANNELS) {
    for (const kind of input.expected[channel] ?? []) {
      const tally = tallyOf(channel, kind);
      for (const leadId of input.acknowledgedLeadIds) {
        if (!leadKinds.has(`${channel}\u0000${kind}\u0000${leadId}`)) tally.lost++;
      }
    }
  }
  const unmatched = Object.fromEntries(CHANNELS.map((c) => [c, 0])) as Record<Channel, number>;
  for (const [key, n] of copies) {
    if (!matched.has(key)) unmatched[key.slice(0, key.indexOf("\u0000")) as Channel] += n;
  }
  const kinds = [...tallies.values()].sort(
    (a, b) => CHANNELS.indexOf(a.channel) - CHANNELS.indexOf(b.channel) || a.kind.localeCompare(b.kind),
  );
  return { kinds, unmatched };
}

/** The channel's lines added up (kind "all"). */
export function channelTotals(kinds: ChannelTally[]): ChannelTally[] {
  return CHANNELS.flatMap((channel) => {
    const mine = kinds.filter((k) => k.channel === channel);
    if (mine.length === 0) return [];
    return [
      mine.reduce<ChannelTally>(
        (sum, k) => ({
          ...sum,
          rows: sum.rows + k.rows,
          lost: sum.lost + k.lost,
          stuck: sum.stuck + k.stuck,
          extra: sum.extra + k.extra,
        }),
        { channel, kind: "all", rows: 0, lost: 0, stuck: 0, extra: 0 },
      ),
    ];
  });
}
