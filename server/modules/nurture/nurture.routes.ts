import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  actionPlanInputSchema,
  actionPlanSchema,
  callListSchema,
  inboundEmailSchema,
  leadBriefSchema,
  leadNurtureSchema,
  leadParamsSchema,
  nurtureSettingsSchema,
  planRunSchema,
  runActionSchema,
  runParamsSchema,
  sectionsReadInputSchema,
  sendBriefInputSchema,
  startPlanInputSchema,
} from "../../../contract/nurture";
import { idParamsSchema } from "../../../contract/safe-text";
import { guideTokenSchema, localeQuerySchema } from "../../../contract/sellers-guide";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { leadBrief, sendBriefMessage } from "./brief.service";
import { followTrackedLink, guideSectionsRead, leadNurture } from "./lead-nurture.service";
import { readNurtureSettings, saveNurtureSettings } from "./nurture-settings";
import {
  actOnRun,
  createActionPlan,
  getActionPlan,
  listActionPlans,
  removeActionPlan,
  runsOfLead,
  startPlanByHand,
  stopPlansOnEmailReply,
  updateActionPlan,
} from "./plans.service";
import { callList } from "./score.service";

const admin = ["admin"] as const;

/** True when `given` is the configured secret (constant time). */
function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Action plans, the lead's nurture card, the brief, the call list and the inbound e-mail webhook (decision 039). */
export const nurtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;
  const now = () => app.nurture.now();

  app.get(
    "/api/action-plans",
    { config: { access: [...admin] }, schema: { response: { 200: z.array(actionPlanSchema) } } },
    () => listActionPlans(db),
  );
  app.post(
    "/api/action-plans",
    { config: { access: [...admin] }, schema: { body: actionPlanInputSchema, response: { 201: actionPlanSchema } } },
    async (request, reply) => {
      const plan = await createActionPlan(db, request.body, now());
      app.nurture.plansChanged();
      return reply.status(201).send(plan);
    },
  );
  app.get(
    "/api/action-plans/:id",
    { config: { access: [...admin] }, schema: { params: idParamsSchema, response: { 200: actionPlanSchema } } },
    (request) => getActionPlan(db, request.params.id),
  );
  app.put(
    "/api/action-plans/:id",
    {
      config: { access: [...admin] },
      schema: { params: idParamsSchema, body: actionPlanInputSchema, response: { 200: actionPlanSchema } },
    },
    async (request) => {
      const plan = await updateActionPlan(db, request.params.id, request.body, now());
      app.nurture.plansChanged();
      return plan;
    },
  );
  app.delete(
    "/api/action-plans/:id",
    { config: { access: [...admin] }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await removeActionPlan(db, request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    "/api/action-plans/settings",
    { config: { access: [...admin] }, schema: { response: { 200: nurtureSettingsSchema } } },
    () => readNurtureSettings(db),
  );
  app.put(
    "/api/action-plans/settings",
    {
      config: { access: [...admin] },
      schema: { body: nurtureSettingsSchema, response: { 200: nurtureSettingsSchema } },
    },
    async (request) => {
      await saveNurtureSettings(db, request.body);
      return readNurtureSettings(db);
    },
  );

  app.get(
    "/api/leads/:id/nurture",
    { config: { access: "staff" }, schema: { params: leadParamsSchema, response: { 200: leadNurtureSchema } } },
    (request) => leadNurture(db, request.params.id, now()),
  );
  app.post(
    "/api/leads/:id/plans",
    {
      config: { access: "staff" },
      schema: { params: leadParamsSchema, body: startPlanInputSchema, response: { 201: z.array(planRunSchema) } },
    },
    async (request, reply) => {
      await startPlanByHand(db, request.params.id, request.body.planId, me(request).id, now());
      return reply.status(201).send(await runsOfLead(db, request.params.id));
    },
  );
  app.post(
    "/api/leads/:id/plans/:runId",
    {
      config: { access: "staff" },
      schema: { params: runParamsSchema, body: runActionSchema, response: { 200: z.array(planRunSchema) } },
    },
    async (request) => {
      await actOnRun(db, request.params.id, request.params.runId, request.body.action, now());
      return runsOfLead(db, request.params.id);
    },
  );
  app.get(
    "/api/leads/:id/brief",
    {
      config: { access: "staff" },
      // `locale`: the reader's screen language, the summary's (the suggested message is in the seller's).
      schema: { params: leadParamsSchema, querystring: localeQuerySchema, response: { 200: leadBriefSchema } },
    },
    (request) => leadBrief(db, app.config.ai, request.log, request.params.id, request.query.locale),
  );
  app.post(
    "/api/leads/:id/brief/send",
    { config: { access: "staff" }, schema: { params: leadParamsSchema, body: sendBriefInputSchema } },
    async (request) => {
      await sendBriefMessage(db, request.params.id, request.body.message, now(), {
        user: me(request),
        publicUrl: app.config.publicUrl,
      });
      app.mail.kick();
      return { ok: true };
    },
  );
  app.get(
    "/api/nurture/call-list",
    { config: { access: "staff" }, schema: { response: { 200: callListSchema } } },
    (request) => {
      const user = me(request);
      return callList(db, user.role === "agent" ? user.id : null, now());
    },
  );

  // A mail provider's inbound parse webhook: the shared secret in X-Inbound-Secret, the sender in `from`.
  app.post(
    "/api/nurture/inbound-email",
    {
      config: { access: "public" },
      schema: { body: inboundEmailSchema },
      // The secret first: a caller without it learns nothing, not even what the body should be.
      preValidation: async (request) => {
        if (!secretMatches(request.headers["x-inbound-secret"], app.config.inboundEmailSecret)) {
          throw httpError("forbidden", {});
        }
      },
    },
    async (request) => {
      const stopped = await stopPlansOnEmailReply(db, request.body.from ?? request.body.From ?? "", now());
      return { stopped };
    },
  );

  // A plan e-mail's or the guide e-mail's link (tracked-link.ts): a first-party signal, then on to the
  // seller's guide (or the home page).
  app.get(
    "/api/nurture/l/:token",
    { config: { access: "public" }, schema: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }) } },
    async (request, reply) => {
      const target = await followTrackedLink(db, request.params.token, now(), app.config.publicUrl);
      if (target.notified) app.mail.kick();
      return reply.redirect(target.path, 302);
    },
  );

  // The guide page's one report per visit of the sections read: first-party, never makes a lead; a
  // browser sending Global Privacy Control (Sec-GPC: 1) is answered the same and nothing is recorded.
  app.post(
    "/api/sellers-guide/:token/sections-read",
    {
      config: { access: "public", rateLimit: { max: app.config.leadRateLimitPerMinute, timeWindow: "1 minute" } },
      schema: { params: z.object({ token: guideTokenSchema }), body: sectionsReadInputSchema },
    },
    async (request, reply) => {
      const optedOut = request.headers["sec-gpc"] === "1";
      await guideSectionsRead(db, request.params.token, request.body.sections, now(), optedOut);
      return reply.status(204).send();
    },
  );
};
