import "./zod-config";
import { z } from "zod";
import { safeString, serialIdSchema } from "./safe-text";

/**
 * The client portal's Offers and Documents (decision 029): offers received on the client's home, recorded by
 * their agent, and files the agent shares with the client.
 */
export const offerStatuses = ["received", "countered", "accepted", "declined", "expired", "withdrawn"] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** Dollars as a person types them, at most a billion, kept in cents. */
const dollars = (message: string) => z.number({ error: message }).min(0, message).max(1_000_000_000, message);

export const offerInputSchema = z.object({
  price: dollars("Enter the offer's price").refine((value) => value > 0, "Enter the offer's price"),
  deposit: dollars("Enter a deposit of 0 or more").nullable().default(null),
  conditions: safeString().trim().max(2000, "At most 2000 characters").default(""),
  /** A calendar day (the offer is open until the end of that day in the brokerage's time zone), or null. */
  expiresOn: z.iso.date("Choose a valid date").nullable().default(null),
  status: z.enum(offerStatuses).default("received"),
});
export type OfferInput = z.input<typeof offerInputSchema>;

export const offerUpdateSchema = z.object({ status: z.enum(offerStatuses) });

export const offerSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  deposit: z.number().nullable(),
  conditions: z.string(),
  expiresOn: z.string().nullable(),
  status: z.enum(offerStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const documentKinds = ["listing-agreement", "disclosure", "market-analysis", "other"] as const;
export type DocumentKind = (typeof documentKinds)[number];
/** What a shared file may be, read from its first bytes (never its name or the browser's claim). */
export const documentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type DocumentType = (typeof documentTypes)[number];
/** 10 MB: a scanned listing agreement fits, a video does not. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The form fields sent beside the file (multipart). */
export const documentFieldsSchema = z.object({
  kind: z.enum(documentKinds),
  title: safeString().trim().min(1, "Give the document a title").max(200, "At most 200 characters"),
});

export const documentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(documentKinds),
  title: z.string(),
  mime: z.enum(documentTypes),
  size: z.number().int(),
  createdAt: z.string(),
});
export type SharedDocument = z.infer<typeof documentSchema>;

/** `/api/staff/clients/:id/offers/:itemId` and the like. */
export const clientItemParamsSchema = z.object({ id: serialIdSchema, itemId: serialIdSchema });
/** `/api/client/documents/:itemId/file`. */
export const itemParamsSchema = z.object({ itemId: serialIdSchema });
