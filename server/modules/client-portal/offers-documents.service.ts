import type { z } from "zod";
import type {
  DocumentType,
  documentFieldsSchema,
  Offer,
  OfferStatus,
  offerInputSchema,
  SharedDocument,
} from "../../../contract/client-offers";
import type { Database } from "../../db/client";
import { detectImageType } from "../../integrations/storage/detect-image-type";
import { httpError } from "../../lib/http-error";
import { type UserRow, userDisplayName } from "../auth/users.service";
import { recordActivity } from "./client-portal.repository";
import { clientForStaff } from "./client-portal.service";
import {
  type DocumentInfoRow,
  deleteDocument,
  deleteOffer,
  findDocument,
  insertDocument,
  insertOffer,
  listDocuments,
  listOffers,
  type OfferRow,
  updateOfferStatus,
} from "./offers-documents.repository";

const toCents = (dollars: number) => Math.round(dollars * 100);

function toOffer(row: OfferRow): Offer {
  return {
    id: row.id,
    price: row.priceCents / 100,
    deposit: row.depositCents === null ? null : row.depositCents / 100,
    conditions: row.conditions,
    expiresOn: row.expiresAt ? row.expiresAt.toISOString().slice(0, 10) : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDocument(row: DocumentInfoRow): SharedDocument {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    mime: row.mime,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The file's type from its first bytes: a PDF or a raster image; anything else is refused. */
export function detectDocumentType(bytes: Buffer): DocumentType | undefined {
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-") return "application/pdf";
  const image = detectImageType(bytes)?.mime;
  return image === "image/png" || image === "image/jpeg" || image === "image/webp" ? image : undefined;
}

/** The English line each new item writes in the client's activity (screens word the code). */
const activityLines = {
  offer_recorded: "Your agent recorded an offer on your home",
  document_shared: "Your agent shared a document with you",
} as const;

/** Writes an item and its line in the client's activity in one transaction. */
function withActivityLine<T>(
  db: Database,
  client: UserRow,
  staff: UserRow,
  code: keyof typeof activityLines,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const item = await write(tx);
    await recordActivity(tx, client.id, { code, activity: activityLines[code], actor: userDisplayName(staff) });
    return item;
  });
}

// The client's side: their own offers and documents only.

export async function myOffers(db: Database, client: UserRow): Promise<Offer[]> {
  return (await listOffers(db, client.id)).map(toOffer);
}

export async function myDocuments(db: Database, client: UserRow): Promise<SharedDocument[]> {
  return (await listDocuments(db, client.id)).map(toDocument);
}

export async function myDocumentFile(db: Database, client: UserRow, documentId: number) {
  const document = await findDocument(db, client.id, documentId);
  if (!document) throw httpError("document_not_found", {});
  return document;
}

// The staff side: an agent works their own clients; managers and admins every client (clientForStaff).

export async function clientOffersForStaff(db: Database, staff: UserRow, clientId: number): Promise<Offer[]> {
  return myOffers(db, await clientForStaff(db, staff, clientId));
}

export async function recordOffer(
  db: Database,
  staff: UserRow,
  clientId: number,
  input: z.output<typeof offerInputSchema>,
): Promise<Offer> {
  const client = await clientForStaff(db, staff, clientId);
  const row = await withActivityLine(db, client, staff, "offer_recorded", (tx) =>
    insertOffer(tx, {
      clientId: client.id,
      priceCents: toCents(input.price),
      depositCents: input.deposit === null ? null : toCents(input.deposit),
      conditions: input.conditions,
      // Open until the end of the chosen day (stored at noon UTC so the calendar day reads the same everywhere).
      expiresAt: input.expiresOn ? new Date(`${input.expiresOn}T12:00:00Z`) : null,
      status: input.status,
      recordedBy: staff.id,
    }),
  );
  return toOffer(row);
}

export async function setOfferStatus(
  db: Database,
  staff: UserRow,
  clientId: number,
  offerId: number,
  status: OfferStatus,
): Promise<Offer> {
  const client = await clientForStaff(db, staff, clientId);
  const row = await updateOfferStatus(db, client.id, offerId, status);
  if (!row) throw httpError("offer_not_found", {});
  return toOffer(row);
}

export async function removeOffer(db: Database, staff: UserRow, clientId: number, offerId: number): Promise<void> {
  const client = await clientForStaff(db, staff, clientId);
  if (!(await deleteOffer(db, client.id, offerId))) throw httpError("offer_not_found", {});
}

export async function clientDocumentsForStaff(db: Database, staff: UserRow, clientId: number) {
  return myDocuments(db, await clientForStaff(db, staff, clientId));
}

export async function shareDocument(
  db: Database,
  staff: UserRow,
  clientId: number,
  fields: z.output<typeof documentFieldsSchema>,
  bytes: Buffer,
): Promise<SharedDocument> {
  const client = await clientForStaff(db, staff, clientId);
  const mime = detectDocumentType(bytes);
  if (!mime) throw httpError("document_type_refused", {});
  const row = await withActivityLine(db, client, staff, "document_shared", (tx) =>
    insertDocument(tx, { clientId: client.id, ...fields, mime, content: bytes, sharedBy: staff.id }),
  );
  return toDocument(row);
}

export async function documentFileForStaff(db: Database, staff: UserRow, clientId: number, documentId: number) {
  return myDocumentFile(db, await clientForStaff(db, staff, clientId), documentId);
}

export async function removeDocument(db: Database, staff: UserRow, clientId: number, documentId: number) {
  const client = await clientForStaff(db, staff, clientId);
  if (!(await deleteDocument(db, client.id, documentId))) throw httpError("document_not_found", {});
}

export { deleteClientsOffersAndDocuments, documentInfo } from "./offers-documents.repository";
