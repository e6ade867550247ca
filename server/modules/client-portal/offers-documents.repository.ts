import { and, desc, eq, inArray } from "drizzle-orm";
import type { DocumentKind, DocumentType, OfferStatus } from "../../../contract/client-offers";
import type { Database } from "../../db/client";
import { clientDocuments, clientOffers } from "../../db/schema/index";

export type OfferRow = typeof clientOffers.$inferSelect;
export type DocumentInfoRow = Omit<typeof clientDocuments.$inferSelect, "content">;

export function listOffers(db: Database, clientId: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(clientOffers)
    .where(eq(clientOffers.clientId, clientId))
    .orderBy(desc(clientOffers.createdAt), desc(clientOffers.id));
}

export async function insertOffer(
  db: Database,
  values: {
    clientId: number;
    priceCents: number;
    depositCents: number | null;
    conditions: string;
    expiresAt: Date | null;
    status: OfferStatus;
    recordedBy: number;
  },
): Promise<OfferRow> {
  const [row] = await db.insert(clientOffers).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Sets an offer's status; undefined when the client has no such offer. */
export async function updateOfferStatus(
  db: Database,
  clientId: number,
  offerId: number,
  status: OfferStatus,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(clientOffers)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(clientOffers.id, offerId), eq(clientOffers.clientId, clientId)))
    .returning();
  return row;
}

export async function deleteOffer(db: Database, clientId: number, offerId: number): Promise<boolean> {
  const rows = await db
    .delete(clientOffers)
    .where(and(eq(clientOffers.id, offerId), eq(clientOffers.clientId, clientId)))
    .returning({ id: clientOffers.id });
  return rows.length > 0;
}

/** A document's columns without its bytes (also what the person export describes). */
export const documentInfo = {
  id: clientDocuments.id,
  clientId: clientDocuments.clientId,
  kind: clientDocuments.kind,
  title: clientDocuments.title,
  mime: clientDocuments.mime,
  size: clientDocuments.size,
  sharedBy: clientDocuments.sharedBy,
  createdAt: clientDocuments.createdAt,
};

/** The client's documents without their bytes. */
export function listDocuments(db: Database, clientId: number): Promise<DocumentInfoRow[]> {
  return db
    .select(documentInfo)
    .from(clientDocuments)
    .where(eq(clientDocuments.clientId, clientId))
    .orderBy(desc(clientDocuments.createdAt), desc(clientDocuments.id));
}

export async function insertDocument(
  db: Database,
  values: {
    clientId: number;
    kind: DocumentKind;
    title: string;
    mime: DocumentType;
    content: Buffer;
    sharedBy: number;
  },
): Promise<DocumentInfoRow> {
  const [row] = await db
    .insert(clientDocuments)
    .values({ ...values, size: values.content.length })
    .returning(documentInfo);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One document with its bytes, only when it is the client's. */
export async function findDocument(db: Database, clientId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, clientId)));
  return row;
}

export async function deleteDocument(db: Database, clientId: number, documentId: number): Promise<boolean> {
  const rows = await db
    .delete(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, clientId)))
    .returning({ id: clientDocuments.id });
  return rows.length > 0;
}

/** Everything offered on and shared with these clients, gone (a person's erase, decision 029). */
export async function deleteClientsOffersAndDocuments(db: Database, clientIds: number[]): Promise<void> {
  if (clientIds.length === 0) return;
  await db.delete(clientOffers).where(inArray(clientOffers.clientId, clientIds));
  await db.delete(clientDocuments).where(inArray(clientDocuments.clientId, clientIds));
}
