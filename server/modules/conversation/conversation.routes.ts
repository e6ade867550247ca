import { createHash, timingSafeEqual } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conversationSchema, inboxSchema, sendConversationEmailSchema } from "../../../contract/conversation";
import { leadIdSchema } from "../../../contract/leads";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import {
  attachmentFile,
  type ChannelSetup,
  leadConversation,
  sendConversationEmail,
  staffInbox,
} from "./conversation.service";
import { type InboundEmail, parseRawEmail, type ReplyAddressKey, receiveInboundEmail } from "./inbound-email.service";

const leadParams = z.object({ id: leadIdSchema });
const me = (request: { user: UserRow | null }) => request.user as UserRow;

/** HTTP basic credentials (`user:password`) compared in constant time (by their digests: any length). */
function basicAuthMatches(header: unknown, expected: string | undefined): boolean {
  if (!expected || typeof header !== "string") return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1] ?? "", "base64").toString("utf8");
  const digest = (v: string) => createHash("sha256").update(v).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, "");
const headerValue = (headers: { Name?: string; Value?: string }[], name: string) =>
  headers.find((h) => h.Name?.toLowerCase() === name.toLowerCase())?.Value;

/** Postmark's inbound JSON (its documented fields; everything else is ignored). */
const postmarkInboundSchema = z.object({
  From: z.string().max(998).optional(),
  FromFull: z
    .object({ Email: z.string().max(320).optional() })
    .partial()
    .optional(),
  To: z.string().max(10_000).optional(),
  ToFull: z
    .array(z.object({ Email: z.string().max(320) }).partial())
    .max(100)
    .optional(),
  CcFull: z
    .array(z.object({ Email: z.string().max(320) }).partial())
    .max(100)
    .optional(),
  OriginalRecipient: z.string().max(320).optional(),
  Subject: z.string().max(10_000).optional(),
  MessageID: z.string().max(998).optional(),
  TextBody: z.string().optional(),
  HtmlBody: z.string().optional(),
  Headers: z
    .array(z.object({ Name: z.string(), Value: z.string() }).partial())
    .max(500)
    .optional(),
  Attachments: z
    .array(z.object({ Name: z.string().max(255), Content: z.string(), ContentType: z.string().max(255) }).partial())
    .max(50)
    .optional(),
});

function fromPostmark(body: z.infer<typeof postmarkInboundSchema>): InboundEmail {
  const headers = body.Headers ?? [];
  const messageId = headerValue(headers, "Message-ID") ?? (body.MessageID ? `${body.MessageID}@postmark` : null);
  return {
    via: "postmark",
    recipients: [
      ...(body.OriginalRecipient ? [body.OriginalRecipient] : []),
      ...(body.ToFull ?? []).map((t) => t.Email ?? ""),
      ...(body.CcFull ?? []).map((t) => t.Email ?? ""),
    ].filter(Boolean),
    from: body.FromFull?.Email ?? body.From ?? null,
    subject: body.Subject ?? "",
    text: body.TextBody ?? "",
    messageId: messageId ? bare(messageId) : null,
    inReplyTo: headerValue(headers, "In-Reply-To") ? bare(headerValue(headers, "In-Reply-To") ?? "") : null,
    references: (headerValue(headers, "References") ?? "").split(/\s+/).map(bare).filter(Boolean),
    attachments: (body.Attachments ?? []).map((a) => ({
      filename: a.Name ?? "attachment",
      contentType: a.ContentType ?? "application/octet-stream",
      content: Buffer.from(a.Content ?? "", "base64"),
    })),
  };
}

/** SendGrid's parsed fields (when "POST the raw, full MIME message" is off): headers as one block of text. */
function fromSendGridFields(fields: Record<string, string>, files: InboundEmail["attachments"]): InboundEmail {
  const headerBlock = fields.headers ?? "";
  const header = (name: string) =>
    new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(headerBlock)?.[1]?.replace(/\r?\n[ \t]+/g, " ");
  let envelopeTo: string[] = [];
  try {
    const envelope = JSON.parse(fields.envelope ?? "{}") as { to?: unknown };
    if (Array.isArray(envelope.to)) envelopeTo = envelope.to.filter((t): t is string => typeof t === "string");
  } catch {
    envelopeTo = [];
  }
  const messageId = header("Message-ID");
  const inReplyTo = header("In-Reply-To");
  return {
    via: "sendgrid",
    recipients:
      envelopeTo.length > 0
        ? envelopeTo
        : (fields.to ?? "").split(",").map((t) => /<([^>]+)>/.exec(t)?.[1] ?? t.trim()),
    from: /<([^>]+)>/.exec(fields.from ?? "")?.[1] ?? fields.from ?? null,
    subject: fields.subject ?? "",
    text: fields.text ?? "",
    messageId: messageId ? bare(messageId) : null,
    inReplyTo: inReplyTo ? bare(inReplyTo) : null,
    references: (header("References") ?? "").split(/\s+/).map(bare).filter(Boolean),
    attachments: files,
  };
}

export interface ConversationRoutesOptions {
  reply: ReplyAddressKey | undefined;
  setup: ChannelSetup;
  now: () => Date;
}

/**
 * The conversation (decision 051): the lead's e-mails and texts in one order, the agent's e-mail answer, the
 * staff inbox, an attachment's file, and the providers' inbound-mail webhooks (Postmark's JSON, SendGrid's
 * Inbound Parse), each refused with 401 before its body is read unless its HTTP basic credentials match.
 */
export const conversationRoutes: FastifyPluginAsyncZod<ConversationRoutesOptions> = async (app, opts) => {
  const { db } = app.database;
  const { maxBytes, postmarkAuth, sendgridAuth } = app.config.inbound;
  const receive = async (email: InboundEmail) => {
    const result = await receiveInboundEmail(app.database, email, {
      reply: opts.reply,
      publicUrl: app.config.publicUrl,
      now: opts.now(),
    });
    if (result.alerted) app.mail.kick();
    return result;
  };
  /** Runs before the body is parsed: a caller without the credentials sends nothing we read. */
  const requireBasic = (expected: string | undefined) => async (request: FastifyRequest) => {
    if (!basicAuthMatches(request.headers.authorization, expected)) throw httpError("inbound_auth_invalid", {});
  };

  app.get(
    "/api/leads/:id/conversation",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: conversationSchema } } },
    async (request) => {
      await requireLead(db, request.params.id);
      return leadConversation(db, request.params.id, opts.setup, opts.now());
    },
  );

  app.post(
    "/api/leads/:id/conversation/email",
    {
      config: { access: "staff" },
      schema: {
        params: leadParams,
        body: sendConversationEmailSchema,
        response: { 202: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const sent = await sendConversationEmail(app.database, {
        leadId: request.params.id,
        body: request.body.body,
        user: me(request),
        setup: opts.setup,
        now: opts.now(),
        publicUrl: app.config.publicUrl,
      });
      app.mail.kick();
      return reply.status(202).send(sent);
    },
  );

  app.get(
    "/api/leads/:id/conversation/attachments/:attachmentId",
    {
      config: { access: "staff" },
      schema: {
        params: z.object({ id: leadIdSchema, attachmentId: z.coerce.number().int().min(1).max(2_147_483_647) }),
      },
    },
    async (request, reply) => {
      const file = await attachmentFile(db, request.params.id, request.params.attachmentId);
      return reply
        .type(file.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.content));
    },
  );

  app.get("/api/inbox", { config: { access: "staff" }, schema: { response: { 200: inboxSchema } } }, (request) =>
    staffInbox(db, me(request), opts.now()),
  );

  app.post(
    "/api/inbound/postmark",
    {
      config: { access: "public", crossSiteForm: true },
      bodyLimit: Math.ceil(maxBytes * 1.4),
      onRequest: requireBasic(postmarkAuth),
      schema: { body: postmarkInboundSchema },
    },
    async (request) => {
      const result = await receive(fromPostmark(request.body));
      // A message that names no lead of ours is acknowledged (200) so the provider does not retry it; nothing is kept.
      return { stored: result.stored };
    },
  );

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 20, fields: 30, fieldSize: maxBytes } });
    scope.post(
      "/api/inbound/sendgrid",
      { config: { access: "public", crossSiteForm: true }, onRequest: requireBasic(sendgridAuth) },
      async (request) => {
        if (!request.isMultipart()) throw httpError("document_not_multipart", {});
        const fields: Record<string, string> = {};
        const files: InboundEmail["attachments"] = [];
        for await (const part of request.parts()) {
          if (part.type === "field") fields[part.fieldname] = String(part.value);
          else files.push({ filename: part.filename, contentType: part.mimetype, content: await part.toBuffer() });
        }
        let envelopeTo: string[] = [];
        try {
          const envelope = JSON.parse(fields.envelope ?? "{}") as { to?: unknown };
          if (Array.isArray(envelope.to)) envelopeTo = envelope.to.filter((t): t is string => typeof t === "string");
        } catch {
          envelopeTo = [];
        }
        const email = fields.email
          ? await parseRawEmail(fields.email, "sendgrid", envelopeTo)
          : fromSendGridFields(fields, files);
        const result = await receive(email);
        return { stored: result.stored };
      },
    );
  });
};
