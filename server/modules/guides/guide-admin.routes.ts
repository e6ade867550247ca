import multipart from "@fastify/multipart";
import { eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  generateContentInputSchema,
  generateImageInputSchema,
  guideSectionInputSchema,
  guideSectionSchema,
  guideTopicInputSchema,
  guideTopicSchema,
  MAX_UPLOAD_BYTES,
  sectionImageUrlInputSchema,
  uploadImageResponseSchema,
} from "../../../contract/guides";
import { idParamsSchema } from "../../../contract/safe-text";
import { guideSections, guideTopics } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/unique-violation";
import { detectImageType } from "../../integrations/storage/detect-image-type";
import { S3Storage } from "../../integrations/storage/s3-storage";
import { HttpError } from "../../plugins/error-handler";
import { sanitizeGuideHtml } from "./guide-html";
import { findTopic, listSections, toSection, toTopic } from "./guides.repository";

const idParams = idParamsSchema;
const access = ["admin", "manager"] as const;
const guideNotFound = () => new HttpError(404, "Guide not found", "not_found");
const sectionNotFound = () => new HttpError(404, "Section not found", "not_found");
const slugTaken = () =>
  new HttpError(409, "Another guide already uses this slug", "conflict", [
    { path: "body.slug", message: "Slug already in use" },
  ]);

/** The guide admin (DESIGN.md 5.5: admins and managers): topics, sections, AI content, images. */
export const guideAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  async function slugFree(slug: string, exceptId?: number) {
    const [row] = await db.select({ id: guideTopics.id }).from(guideTopics).where(eq(guideTopics.slug, slug));
    return !row || row.id === exceptId;
  }

  app.post(
    "/api/guides/topics",
    { config: { access }, schema: { body: guideTopicInputSchema, response: { 201: guideTopicSchema } } },
    async (request, reply) => {
      // The conflict rule, not the check above it, decides a race between two creations of one slug.
      if (!(await slugFree(request.body.slug))) throw slugTaken();
      const [row] = await db
        .insert(guideTopics)
        .values({ ...request.body, description: request.body.description || null })
        .onConflictDoNothing({ target: guideTopics.slug })
        .returning();
      if (!row) throw slugTaken();
      return reply.status(201).send(toTopic(row));
    },
  );

  app.put(
    "/api/guides/topics/:id",
    {
      config: { access },
      schema: { params: idParams, body: guideTopicInputSchema, response: { 200: guideTopicSchema } },
    },
    async (request) => {
      if (!(await findTopic(db, request.params.id))) throw guideNotFound();
      if (!(await slugFree(request.body.slug, request.params.id))) throw slugTaken();
      const [row] = await db
        .update(guideTopics)
        .set({ ...request.body, description: request.body.description || null, updatedAt: new Date() })
        .where(eq(guideTopics.id, request.params.id))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken() : error;
        });
      if (!row) throw guideNotFound();
      return toTopic(row);
    },
  );

  const sectionValues = (body: z.output<typeof guideSectionInputSchema>) => ({
    title: body.title,
    content: sanitizeGuideHtml(body.content),
    order: body.order,
    imageUrl: body.imageUrl || null,
    ...(body.imagePrompt !== undefined ? { imagePrompt: body.imagePrompt || null } : {}),
  });

  app.post(
    "/api/guides/topics/:id/sections",
    {
      config: { access },
      schema: { params: idParams, body: guideSectionInputSchema, response: { 201: guideSectionSchema } },
    },
    async (request, reply) => {
      if (!(await findTopic(db, request.params.id))) throw guideNotFound();
      const [row] = await db
        .insert(guideSections)
        .values({ ...sectionValues(request.body), topicId: request.params.id })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return reply.status(201).send(toSection(row));
    },
  );

  app.put(
    "/api/guides/sections/:id",
    {
      config: { access },
      schema: { params: idParams, body: guideSectionInputSchema, response: { 200: guideSectionSchema } },
    },
    async (request) => {
      const [row] = await db
        .update(guideSections)
        .set({ ...sectionValues(request.body), updatedAt: new Date() })
        .where(eq(guideSections.id, request.params.id))
        .returning();
      if (!row) throw sectionNotFound();
      return toSection(row);
    },
  );

  app.delete(
    "/api/guides/sections/:id",
    { config: { access }, schema: { params: idParams } },
    async (request, reply) => {
      const deleted = await db
        .delete(guideSections)
        .where(eq(guideSections.id, request.params.id))
        .returning({ id: guideSections.id });
      if (deleted.length === 0) throw sectionNotFound();
      return reply.status(204).send();
    },
  );

  app.patch(
    "/api/guides/sections/:id/image-url",
    {
      config: { access },
      schema: { params: idParams, body: sectionImageUrlInputSchema, response: { 200: guideSectionSchema } },
    },
    async (request) => {
      const [row] = await db
        .update(guideSections)
        .set({ imageUrl: request.body.imageUrl, updatedAt: new Date() })
        .where(eq(guideSections.id, request.params.id))
        .returning();
      if (!row) throw sectionNotFound();
      return toSection(row);
    },
  );

  app.post(
    "/api/guides/upload-image",
    { config: { access }, schema: { response: { 200: uploadImageResponseSchema } } },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(400, "Send the image as multipart/form-data", "validation_error");
      const file = await request.file();
      if (file?.fieldname !== "image") {
        throw new HttpError(400, "Please select an image file", "invalid_file_type", [
          { path: "image", message: "Required" },
        ]);
      }
      const bytes = await file.toBuffer(); // throws a 413 past the size limit
      const type = detectImageType(bytes);
      // SVG can carry scripts: refused, like anything that is not a raster image by its bytes.
      if (!type || type.mime === "image/svg+xml") {
        throw new HttpError(400, "Please select an image file", "invalid_file_type");
      }
      const imageUrl = await app.storage.put(bytes, type);
      const storage = app.storage instanceof S3Storage ? ("s3" as const) : ("disk" as const);
      return { success: true as const, imageUrl, detectedType: type.mime, size: bytes.length, storage };
    },
  );

  app.post(
    "/api/guides/topics/:id/generate-content",
    {
      config: { access, rateLimit: { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { params: idParams, body: generateContentInputSchema, response: { 200: z.array(guideSectionSchema) } },
    },
    async (request) => {
      const topic = await findTopic(db, request.params.id);
      if (!topic) throw guideNotFound();
      const existing = await listSections(db, topic.id);
      if (existing.length > 0 && !request.body.confirm) {
        throw new HttpError(409, "This guide already has content. Confirm to replace it.", "content_exists");
      }
      const generated = await app.ai.generateTopicSections(topic);
      await db.transaction(async (tx) => {
        await tx.delete(guideSections).where(eq(guideSections.topicId, topic.id));
        await tx.insert(guideSections).values(
          generated.sections.map((s, order) => ({
            topicId: topic.id,
            title: s.title,
            content: sanitizeGuideHtml(s.content),
            order,
            imageUrl: `/api/illustrations/${topic.slug}-${order + 1}.svg`,
          })),
        );
      });
      return listSections(db, topic.id);
    },
  );

  app.post(
    "/api/guides/sections/:id/generate-image",
    {
      config: { access, rateLimit: { max: app.config.guideRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { params: idParams, body: generateImageInputSchema, response: { 200: guideSectionSchema } },
    },
    async (request) => {
      const [section] = await db.select().from(guideSections).where(eq(guideSections.id, request.params.id));
      if (!section) throw sectionNotFound();
      const image = await app.ai.generateImage(request.body.imagePrompt, `section-${section.id}-${Date.now()}`);
      const [row] = await db
        .update(guideSections)
        .set({ imageUrl: image.url, imagePrompt: request.body.imagePrompt, updatedAt: sql`now()` })
        .where(eq(guideSections.id, section.id))
        .returning();
      return toSection(row ?? section);
    },
  );
};
