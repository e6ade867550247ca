import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eraseInputSchema, eraseResultSchema, personQuerySchema, personRecordSchema } from "../../../contract/privacy";
import { auditActor, recordAudit } from "../audit/audit.service";
import { maskedPerson } from "../audit/index";
import { erasePerson, noPerson } from "./erase.service";
import { findPerson, personKeys } from "./person.repository";
import { emailHash, phoneHash } from "./person-hash";

/**
 * The audit subject of a person: the hash of what the admin searched for, never the address itself, and
 * its masked form for the screen (decision 032).
 */
function subjectOf(query: { email?: string; phone?: string }) {
  const keys = personKeys(query);
  return { subject: emailHash(keys.email) ?? phoneHash(keys.phone), subjectMasked: maskedPerson(keys) };
}

function counts(record: Awaited<ReturnType<typeof findPerson>>["record"]) {
  return { leads: record.leads.length, clientAccounts: record.clientAccounts.length, emails: record.emails.length };
}

/** The person view, export and erasure (decision 021): admins only, every call audited. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/admin/privacy/person",
    {
      config: { access: ["admin"] },
      schema: { querystring: personQuerySchema, response: { 200: personRecordSchema } },
    },
    async (request) => {
      const { record } = await findPerson(db, request.query);
      await recordAudit(db, {
        ...auditActor(request),
        action: "person.read",
        ...subjectOf(request.query),
        details: counts(record),
      });
      return record;
    },
  );

  app.get(
    "/api/admin/privacy/person/export",
    { config: { access: ["admin"] }, schema: { querystring: personQuerySchema } },
    async (request, reply) => {
      const { record, leadIds, clientIds } = await findPerson(db, request.query);
      if (leadIds.length === 0 && clientIds.length === 0) throw noPerson();
      await recordAudit(db, {
        ...auditActor(request),
        action: "person.export",
        ...subjectOf(request.query),
        details: counts(record),
      });
      const date = record.generatedAt.slice(0, 10);
      return reply
        .type("application/json; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="person-export-${date}.json"`)
        .header("Cache-Control", "no-store")
        .send(JSON.stringify(record, null, 2));
    },
  );

  app.post(
    "/api/admin/privacy/person/erase",
    { config: { access: ["admin"] }, schema: { body: eraseInputSchema, response: { 200: eraseResultSchema } } },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const result = await erasePerson(db, request.body, { id: user.id, email: user.email, ip: request.ip });
      for (const leadId of result.leadIds) app.events.publishSoon({ type: "lead", leadId });
      return result;
    },
  );
};
