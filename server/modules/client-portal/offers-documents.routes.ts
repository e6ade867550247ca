import multipart from "@fastify/multipart";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  clientItemParamsSchema,
  DOCUMENT_MAX_BYTES,
  documentFieldsSchema,
  documentSchema,
  itemParamsSchema,
  offerInputSchema,
  offerSchema,
  offerUpdateSchema,
} from "../../../contract/client-offers";
import { idParamsSchema } from "../../../contract/safe-text";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import {
  clientDocumentsForStaff,
  clientOffersForStaff,
  documentFileForStaff,
  myDocumentFile,
  myDocuments,
  myOffers,
  recordOffer,
  removeDocument,
  removeOffer,
  setOfferStatus,
  shareDocument,
} from "./offers-documents.service";

const extension = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** A shared file as a download: its own type, never sniffed, never cached by a shared cache. */
function sendFile(reply: FastifyReply, file: { title: string; mime: keyof typeof extension; content: Uint8Array }) {
  const name = `${file.title.replace(/[^\p{L}\p{N}\p{Pd} ._()]+/gu, "").trim() || "document"}.${extension[file.mime]}`;
  return reply
    .type(file.mime)
    .header(
      "Content-Disposition",
      `attachment; filename="document.${extension[file.mime]}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff")
    .send(Buffer.from(file.content));
}

/**
 * The client portal's Offers and Documents (decision 029): the client reads their own; staff record offers
 * and share files with the clients they may serve (an agent their own, managers and admins every client).
 */
export const offersDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });

  app.get(
    "/api/client/offers",
    { config: { access: "client" }, schema: { response: { 200: z.array(offerSchema) } } },
    (request) => myOffers(db, me(request)),
  );
  app.get(
    "/api/client/documents",
    { config: { access: "client" }, schema: { response: { 200: z.array(documentSchema) } } },
    (request) => myDocuments(db, me(request)),
  );
  app.get(
    "/api/client/documents/:itemId/file",
    { config: { access: "client" }, schema: { params: itemParamsSchema } },
    async (request, reply) => sendFile(reply, await myDocumentFile(db, me(request), request.params.itemId)),
  );

  app.get(
    "/api/staff/clients/:id/offers",
    { config: { access: "staff" }, schema: { params: idParamsSchema, response: { 200: z.array(offerSchema) } } },
    (request) => clientOffersForStaff(db, me(request), request.params.id),
  );
  app.post(
    "/api/staff/clients/:id/offers",
    {
      config: { access: "staff" },
      schema: { params: idParamsSchema, body: offerInputSchema, response: { 201: offerSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await recordOffer(db, me(request), request.params.id, request.body)),
  );
  app.patch(
    "/api/staff/clients/:id/offers/:itemId",
    {
      config: { access: "staff" },
      schema: { params: clientItemParamsSchema, body: offerUpdateSchema, response: { 200: offerSchema } },
    },
    (request) => setOfferStatus(db, me(request), request.params.id, request.params.itemId, request.body.status),
  );
  app.delete(
    "/api/staff/clients/:id/offers/:itemId",
    { config: { access: "staff" }, schema: { params: clientItemParamsSchema } },
    async (request, reply) => {
      await removeOffer(db, me(request), request.params.id, request.params.itemId);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/staff/clients/:id/documents",
    { config: { access: "staff" }, schema: { params: idParamsSchema, response: { 200: z.array(documentSchema) } } },
    (request) => clientDocumentsForStaff(db, me(request), request.params.id),
  );
  app.post(
    "/api/staff/clients/:id/documents",
    { config: { access: "staff" }, schema: { params: idParamsSchema, response: { 201: documentSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw httpError("document_not_multipart", {});
      // The fields come before the file (FormData keeps the order they were appended in).
      const fields: Record<string, string> = {};
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === "field") fields[part.fieldname] = String(part.value);
        else if (part.fieldname === "file")
          bytes = await part.toBuffer(); // a 413 past the size limit
        else await part.toBuffer();
      }
      if (!bytes || bytes.length === 0) {
        throw httpError("document_file_required", {}, [{ path: "file", message: "Required" }]);
      }
      const parsed = documentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: ["body", ...issue.path].join("."),
          message: issue.message,
        }));
        const first = issues[0] ?? { path: "", message: "" };
        throw httpError("invalid_request", { field: first.path, detail: first.message }, issues);
      }
      return reply.status(201).send(await shareDocument(db, me(request), request.params.id, parsed.data, bytes));
    },
  );
  app.get(
    "/api/staff/clients/:id/documents/:itemId/file",
    { config: { access: "staff" }, schema: { params: clientItemParamsSchema } },
    async (request, reply) =>
      sendFile(reply, await documentFileForStaff(db, me(request), request.params.id, request.params.itemId)),
  );
  app.delete(
    "/api/staff/clients/:id/documents/:itemId",
    { config: { access: "staff" }, schema: { params: clientItemParamsSchema } },
    async (request, reply) => {
      await removeDocument(db, me(request), request.params.id, request.params.itemId);
      return reply.status(204).send();
    },
  );
};
