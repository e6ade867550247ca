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
  /** When the worker wrote "sent" (Date.now() scale), if it did. */
  sentAt?: number;
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

/** One copy a peer received: the row's key and when it arrived (Date.now()). */
export interface ReceivedCopy {
  key: string;
  at: number;
}

export interface TallyInput {
  rows: DeliveryRow[];
  /** Per channel, each copy the peer received. */
  received: Record<Channel, ReceivedCopy[]>;
  /** When the server was killed (Date.now()), to tell a resend after a crash from one within a process. */
  killedAt?: number[];
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
  /** Per channel, where the extra copies came from. */
  resends: Record<Channel, Resends>;
  /**
   * Per channel, the crash window of each row the peer got once: from the peer taking it to the worker
   * writing "sent" (ms). A process killed inside it sends the row again.
   */
  windowMs: Record<Channel, number[]>;
}

/**
 * The extra copies of a channel: `acrossKill` came after a kill that fell between the previous copy and
 * this one (the process died after the peer took it, before it wrote "sent"), with how long before that
 * kill the previous copy had arrived (`beforeKillMs`); `withinProcess` had no kill in between (a timeout
 * or an answer lost, then a retry by the same process).
 */
export interface Resends {
  acrossKill: number;
  withinProcess: number;
  beforeKillMs: number[];
}

export function tallyDeliveries(input: TallyInput): Tally {
  const copies = new Map<string, number>();
  const times = new Map<string, number[]>();
  const id = (channel: Channel, key: string) => `${channel}\u0000${key}`;
  for (const channel of CHANNELS) {
    for (const { key, at } of input.received[channel]) {
      copies.set(id(channel, key), (copies.get(id(channel, key)) ?? 0) + 1);
      times.set(id(channel, key), [...(times.get(id(channel, key)) ?? []), at]);
    }
  }
  const killedAt = [...(input.killedAt ?? [])].sort((a, b) => a - b);
  const resends = Object.fromEntries(
    CHANNELS.map((c): [Channel, Resends] => [c, { acrossKill: 0, withinProcess: 0, beforeKillMs: [] }]),
  ) as Record<Channel, Resends>;
  const windowMs = Object.fromEntries(CHANNELS.map((c): [Channel, number[]] => [c, []])) as Record<Channel, number[]>;
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
    const arrivals = [...(times.get(key) ?? [])].sort((a, b) => a - b);
    if (arrivals.length === 1 && row.status === "sent" && row.sentAt !== undefined) {
      windowMs[row.channel].push(row.sentAt - (arrivals[0] as number));
    }
    for (let i = 1; i < arrivals.length; i++) {
      const previous = arrivals[i - 1] as number;
      const kill = killedAt.find((k) => k >= previous && k <= (arrivals[i] as number));
      const seen = resends[row.channel];
      if (kill === undefined) seen.withinProcess++;
      else {
        seen.acrossKill++;
        seen.beforeKillMs.push(kill - previous);
      }
    }
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
  return { kinds, unmatched, resends, windowMs };
}

/** The channel's lines added up (kind "all"). */
export function channelTotals(kinds: ChannelTally[]): ChannelTally[] {
  return CHANNELS.flatMap((channel) => {
    const mine = kinds.filter((k) => k.channel === channel);
    if (mine.length === 0) return [];
    const sum: ChannelTally = { channel, kind: "all", rows: 0, lost: 0, stuck: 0, extra: 0 };
    for (const k of mine) {
      sum.rows += k.rows;
      sum.lost += k.lost;
      sum.stuck += k.stuck;
      sum.extra += k.extra;
    }
    return [sum];
  });
}
