import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type ImportMapping,
  importDryRunSchema,
  importJobSchema,
  importMappingSchema,
  leadImportPreviewSchema,
} from "../../../contract/lead-import";
import { idParamsSchema } from "../../../contract/safe-text";
import { countCsvRows, readCsvHead, readCsvUpload } from "../../lib/csv-upload";
import { fieldError, httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { missingColumn } from "./import-row";
import { dryRunImport, findImportJob, previewImport, queueImportJob } from "./lead-import.service";

/** 50,000 rows of a typical contact export are some 8 MB. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
const access = ["admin", "manager"] as const;

const importNotFound = () => httpError("import_not_found", {});

/** The multipart body: `file` (the CSV) and, for the dry run and the import, `mapping`. */
const readUpload = (request: FastifyRequest, needMapping: boolean) =>
  readCsvUpload(request, needMapping ? importMappingSchema : undefined);

/** CSV import of leads by admins and managers (decision 019): preview, dry run, import with progress. */
export const leadImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    "/api/leads/import/preview",
    { config: { access }, schema: { response: { 200: leadImportPreviewSchema } } },
    async (request) => previewImport((await readUpload(request, false)).file),
  );

  app.post(
    "/api/leads/import/dry-run",
    { config: { access }, schema: { response: { 200: importDryRunSchema } } },
    async (request) => {
      const upload = await readUpload(request, true);
      return dryRunImport(db, upload.file, upload.mapping as ImportMapping);
    },
  );

  app.post(
    "/api/leads/import",
    { config: { access }, schema: { response: { 202: importJobSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request, true);
      const mapping = upload.mapping as ImportMapping;
      // The mapping is checked against the header before the job starts, so a wrong column is a 400 now.
      await dryRunHeaderCheck(upload.file, mapping);
      const user = request.user as UserRow;
      const id = await queueImportJob(db, {
        userId: user.id,
        fileName: upload.fileName,
        file: upload.file,
        mapping,
        totalRows: await countCsvRows(upload.file),
      });
      app.imports.kick();
      const job = await findImportJob(db, id);
      if (!job) throw importNotFound();
      return reply.code(202).send(job);
    },
  );

  app.get(
    "/api/leads/imports/:id",
    { config: { access }, schema: { params: idParamsSchema, response: { 200: importJobSchema } } },
    async (request) => {
      const job = await findImportJob(db, request.params.id);
      if (!job) throw importNotFound();
      return job;
    },
  );
};

async function dryRunHeaderCheck(file: Buffer, mapping: ImportMapping): Promise<void> {
  const { columns } = await readCsvHead(file, 0);
  const name = missingColumn(columns, mapping);
  if (name) {
    const field = Object.keys(mapping).find((f) => [mapping[f as keyof ImportMapping]].flat().includes(name));
    throw fieldError("csv_column_missing", { name }, `mapping.${field}`);
  }
}
