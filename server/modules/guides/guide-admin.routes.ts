import multipart from "@fastify/multipart";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  generateContentInputSchema,
  generateImageInputSchema,
  guideLocaleQuerySchema,
  guideSectionInputSchema,
  guideSectionSchema,
  guideTopicInputSchema,
  guideTopicSchema,
  localeSchema,
  MAX_UPLOAD_BYTES,
  sectionImageUrlInputSchema,
  uploadImageResponseSchema,
} from "../../../contract/guides";
import type { Locale } from "../../../contract/locale";
import { idParamsSchema } from "../../../contract/safe-text";
import { guideSections, guideTopics, guideTopicTranslations } from "../../db/schema/index";
import { isUniqueViolation } from "../../db/unique-violation";
import { detectImageType } from "../../integrations/storage/detect-image-type";
import { S3Storage } from "../../integrations/storage/s3-storage";
import { HttpError } from "../../plugins/error-handler";
import { sanitizeGuideHtml } from "./guide-html";
import { findTopic, listSections, toSection } from "./guides.repository";

const idParams = idParamsSchema;
const access = ["admin", "manager"] as const;
const guideNotFound = () => new HttpError(404, "Guide not found", "not_found");
const sectionNotFound = () => new HttpError(404, "Section not found", "not_found");
const languageName: Record<Locale, string> = { "en-CA": "English", "fr-CA": "French" };
/** Sections are added to a language the topic has: its title comes first (decision 018). */
const localeMissing = (locale: Locale) =>
  new HttpError(
    409,
    `This guide has no ${languageName[locale]} version yet. Add its ${languageName[locale]} title first.`,
    "locale_missing",
  );
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
    {
      config: { access },
      schema: { querystring: guideLocaleQuerySchema, body: guideTopicInputSchema, response: { 201: guideTopicSchema } },
    },
    async (request, reply) => {
      // The conflict rule, not the check above it, decides a race between two creations of one slug.
      if (!(await slugFree(request.body.slug))) throw slugTaken();
      const [row] = await db
        .insert(guideTopics)
        .values({ ...request.body, description: request.body.description || null, locale: request.query.locale })
        .onConflictDoNothing({ target: guideTopics.slug })
        .returning();
      if (!row) throw slugTaken();
      const topic = await findTopic(db, row.id, request.query.locale);
      if (!topic) throw slugTaken();
      return reply.status(201).send(topic);
    },
  );

  app.put(
    "/api/guides/topics/:id",
    {
      config: { access },
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: guideTopicInputSchema,
        response: { 200: guideTopicSchema },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const [current] = await db.select().from(guideTopics).where(eq(guideTopics.id, request.params.id));
      if (!current) throw guideNotFound();
      if (!(await slugFree(request.body.slug, current.id))) throw slugTaken();
      const { title, icon, slug } = request.body;
      const description = request.body.description || null;
      const now = new Date();
      // Slug and icon are shared by both languages; title and description belong to the one edited.
      const ownLanguage = current.locale === locale;
      await db
        .transaction(async (tx) => {
          await tx
            .update(guideTopics)
            .set({ icon, slug, updatedAt: now, ...(ownLanguage ? { title, description } : {}) })
            .where(eq(guideTopics.id, current.id));
          if (ownLanguage) return;
          await tx
            .insert(guideTopicTranslations)
            .values({ topicId: current.id, locale, title, description })
            .onConflictDoUpdate({
              target: [guideTopicTranslations.topicId, guideTopicTranslations.locale],
              set: { title, description, updatedAt: now },
            });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? slugTaken() : error;
        });
      const topic = await findTopic(db, current.id, locale);
      if (!topic) throw guideNotFound();
      return topic;
    },
  );

  // Removing one language: its title, description and sections go; the other language stays. A guide
  // keeps at least one language, and when its own language goes the remaining one takes its place.
  app.delete(
    "/api/guides/topics/:id/locales/:locale",
    {
      config: { access },
      schema: {
        params: idParamsSchema.extend({ locale: localeSchema }),
        response: { 200: guideTopicSchema },
      },
    },
    async (request) => {
      const { id, locale } = request.params;
      const topic = await findTopic(db, id, locale);
      if (!topic) throw guideNotFound();
      if (!topic.locales.includes(locale)) throw new HttpError(404, "This guide has no such version", "not_found");
      const remaining = topic.locales.find((l) => l !== locale);
      if (!remaining) {
        throw new HttpError(409, "A guide keeps at least one language.", "last_locale");
      }
      await db.transaction(async (tx) => {
        const [own] = await tx.select().from(guideTopics).where(eq(guideTopics.id, id)).for("update");
        if (own?.locale === locale) {
          const [other] = await tx
            .select()
            .from(guideTopicTranslations)
            .where(and(eq(guideTopicTranslations.topicId, id), eq(guideTopicTranslations.locale, remaining)));
          if (other) {
            await tx
              .update(guideTopics)
              .set({ title: other.title, description: other.description, locale: remaining, updatedAt: new Date() })
              .where(eq(guideTopics.id, id));
          }
        }
        await tx
          .delete(guideTopicTranslations)
          .where(
            and(
              eq(guideTopicTranslations.topicId, id),
              sql`${guideTopicTranslations.locale} in (${locale}, ${own?.locale === locale ? remaining : locale})`,
            ),
          );
        await tx.delete(guideSections).where(and(eq(guideSections.topicId, id), eq(guideSections.locale, locale)));
      });
      const after = await findTopic(db, id, remaining);
      if (!after) throw guideNotFound();
      return after;
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
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: guideSectionInputSchema,
        response: { 201: guideSectionSchema },
      },
    },
    async (request, reply) => {
      const { locale } = request.query;
      const topic = await findTopic(db, request.params.id, locale);
      if (!topic) throw guideNotFound();
      if (!topic.locales.includes(locale)) throw localeMissing(locale);
      const [row] = await db
        .insert(guideSections)
        .values({ ...sectionValues(request.body), topicId: request.params.id, locale })
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
      schema: {
        params: idParams,
        querystring: guideLocaleQuerySchema,
        body: generateContentInputSchema,
        response: { 200: z.array(guideSectionSchema) },
      },
    },
    async (request) => {
      const { locale } = request.query;
      const topic = await findTopic(db, request.params.id, locale);
      if (!topic) throw guideNotFound();
      if (!topic.locales.includes(locale)) throw localeMissing(locale);
      const existing = await listSections(db, topic.id, locale);
      if (existing.length > 0 && !request.body.confirm) {
        throw new HttpError(409, "This guide already has content. Confirm to replace it.", "content_exists");
      }
      const generated = await app.ai.generateTopicSections(topic, locale);
      // Only this language's sections are replaced; the other language's stay as they are.
      await db.transaction(async (tx) => {
        await tx
          .delete(guideSections)
          .where(and(eq(guideSections.topicId, topic.id), eq(guideSections.locale, locale)));
        await tx.insert(guideSections).values(
          generated.sections.map((s, order) => ({
            topicId: topic.id,
            title: s.title,
            content: sanitizeGuideHtml(s.content),
            order,
            locale,
            imageUrl: `/api/illustrations/${topic.slug}-${order + 1}.svg`,
          })),
        );
      });
      return listSections(db, topic.id, locale);
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
