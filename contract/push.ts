import "./zod-config";
import { z } from "zod";

/**
 * What a push to a staff device is about (decision 035). `lead.withdrawn` carries no notification of its
 * own: it tells the service worker to close a lead's offer once someone else claimed it.
 */
export const pushEventTypes = [
  "lead.assigned",
  "lead.offered",
  "lead.escalated",
  "reminder.due",
  "lead.replied",
  "lead.engaged",
] as const;
export type PushEventType = (typeof pushEventTypes)[number];
export const pushEventTypeSchema = z.enum(pushEventTypes);

/** Every push type on the wire, with the control message the service worker acts on. */
export type PushMessageType = PushEventType | "lead.withdrawn";

/** The JSON a staff device receives (encrypted, RFC 8291): the seller's name and the lead type, no more. */
export interface PushPayload {
  type: PushMessageType;
  leadId: string;
  title: string;
  body: string;
  /** Where a tap opens (same origin, the lead page). */
  url: string;
  /** Notifications about one lead replace each other, and a withdrawal closes them. */
  tag: string;
  /** The Claim button of an offer, worded in the agent's language. */
  actions?: { action: "claim"; title: string }[];
}

/** `PushSubscription.toJSON()` exactly as a browser makes it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, "Not a P-256 public key"),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, "Not an auth secret"),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().min(1).max(2000) });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionResultSchema = z.object({ id: z.number().int(), endpoint: z.string() });

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 22:00");

export const pushPreferencesSchema = z.object({
  events: z.array(pushEventTypeSchema).max(pushEventTypes.length),
  quietStart: clockTime.nullable(),
  quietEnd: clockTime.nullable(),
  timeZone: z
    .string()
    .min(1)
    .max(64)
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-CA", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "Unknown time zone"),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

export const pushStatusSchema = pushPreferencesSchema.extend({
  /** How many devices of the signed-in user get pushes. */
  devices: z.number().int(),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;

/** POST /api/leads/{id}/claim: nothing to send (JSON `{}`, as every state-changing call); the id names the lead. */
export const claimInputSchema = z.strictObject({});
export const claimResultSchema = z.object({ leadId: z.string(), agentId: z.number().int() });

/** Whether a lead is offered (first-to-claim) and to the signed-in user: the lead page's Claim button. */
export const leadOfferSchema = z.object({
  status: z.enum(["none", "open", "claimed", "fallback"]),
  offeredToMe: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type LeadOffer = z.infer<typeof leadOfferSchema>;

/** An open offer to the signed-in user, for the dashboard's Claim list: the seller's name and the lead type. */
export const openOfferSchema = z.object({
  leadId: z.string(),
  fullName: z.string().nullable(),
  type: z.enum(["cash", "realtor"]),
  expiresAt: z.string(),
});
export type OpenOffer = z.infer<typeof openOfferSchema>;
