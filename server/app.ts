import "../contract/zod-config";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { aiPlugin } from "./integrations/ai/ai.plugin";
import { eventsPlugin } from "./integrations/events/events.plugin";
import { mailPlugin } from "./integrations/mail/mail.plugin";
import type { MailWorkerOptions } from "./integrations/mail/mail-worker";
import { pushPlugin } from "./integrations/push/push.plugin";
import type { PushWorkerOptions } from "./integrations/push/push-worker";
import { storagePlugin } from "./integrations/storage/storage.plugin";
import type { WebhookWorkerOptions } from "./integrations/webhooks/webhook-worker";
import { webhooksPlugin } from "./integrations/webhooks/webhooks.plugin";
import { warmEmailTemplate } from "./lib/email/render-email";
import { loggerOptions } from "./logger";
import { adminAgentsRoutes } from "./modules/admin/admin-agents.routes";
import { adminSettingsRoutes } from "./modules/admin/admin-settings.routes";
import { leadsExportRoutes } from "./modules/admin/leads-export.routes";
import { adsRoutes } from "./modules/ads/ads.routes";
import { conversionsPlugin } from "./modules/ads/conversions.plugin";
import { outcomesRoutes } from "./modules/ads/outcomes.routes";
import { spendRoutes } from "./modules/ads/spend.routes";
import { agentsRoutes } from "./modules/agents/agents.routes";
import { apiKeyAuthPlugin } from "./modules/api-keys/api-key-auth.plugin";
import { apiKeysRoutes } from "./modules/api-keys/api-keys.routes";
import { apiV1Routes } from "./modules/api-v1/api-v1.routes";
import { buildApiV1Document } from "./modules/api-v1/openapi-v1";
import { assistantPlugin } from "./modules/assistant/assistant.plugin";
import { assistantRoutes } from "./modules/assistant/assistant.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { authPlugin } from "./modules/auth/auth.plugin";
import { authRoutes } from "./modules/auth/auth.routes";
import { calendarRoutes } from "./modules/calendar/calendar.routes";
import { callsPlugin } from "./modules/calls/calls.plugin";
import { callsRoutes } from "./modules/calls/calls.routes";
import { claimsPlugin } from "./modules/claims/claims.plugin";
import { claimsRoutes } from "./modules/claims/claims.routes";
import { clientPortalRoutes } from "./modules/client-portal/client-portal.routes";
import { offersDocumentsRoutes } from "./modules/client-portal/offers-documents.routes";
import { deliveryBlockReason } from "./modules/consent/consent.service";
import { consentExportRoutes } from "./modules/consent/consent-export.routes";
import { conversationPlugin } from "./modules/conversation/conversation.plugin";
import { duplicatesRoutes } from "./modules/duplicates/duplicates.routes";
import { eventsRoutes } from "./modules/events/events.routes";
import { guideAdminRoutes } from "./modules/guides/guide-admin.routes";
import { guidesRoutes } from "./modules/guides/guides.routes";
import { illustrationsRoutes } from "./modules/guides/illustrations.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { historyRoutes } from "./modules/history/history.routes";
import { homeValuePlugin } from "./modules/home-value/home-value.plugin";
import { homeValueRoutes } from "./modules/home-value/home-value.routes";
import { homeValueApiRoutes } from "./modules/home-value/home-value-api.routes";
import { importWorkerPlugin } from "./modules/lead-import/import-worker.plugin";
import { leadImportRoutes } from "./modules/lead-import/lead-import.routes";
import { leadsRoutes } from "./modules/leads/leads.routes";
import { leadsStaffRoutes } from "./modules/leads/leads-staff.routes";
import { leadsStaffStoryRoutes } from "./modules/leads/leads-staff-story.routes";
import { notesRoutes } from "./modules/notes/notes.routes";
import { nurturePlugin } from "./modules/nurture/nurture.plugin";
import { pagesPlugin } from "./modules/pages/pages.plugin";
import { pipelineRoutes } from "./modules/pipeline/pipeline.routes";
import { poolsRoutes } from "./modules/pools/pools.routes";
import { reassignPlugin } from "./modules/pools/reassign.plugin";
import { loadPersonHashKey, personHashPlugin } from "./modules/privacy/person-hash-key";
import { privacyRoutes } from "./modules/privacy/privacy.routes";
import { privacyPolicyRoutes } from "./modules/privacy-policy/privacy-policy.routes";
import { pushRoutes } from "./modules/push/push.routes";
import { pushJobsPlugin } from "./modules/push/push-jobs.plugin";
import { pushPayload } from "./modules/push/push-texts";
import { remindersRoutes } from "./modules/reminders/reminders.routes";
import { retentionPlugin } from "./modules/retention/retention.plugin";
import { retentionRoutes } from "./modules/retention/retention.routes";
import { routingRulesRoutes } from "./modules/routing-rules/routing-rules.routes";
import { sellersGuideRoutes } from "./modules/sellers-guide/sellers-guide.routes";
import { unsubscribeRoutes } from "./modules/sellers-guide/unsubscribe.routes";
import { seoRoutes } from "./modules/seo/seo.routes";
import { settingsRoutes } from "./modules/settings/settings.routes";
import { getBrokerage } from "./modules/settings/settings.service";
import { textingPlugin } from "./modules/texting/texting.plugin";
import { textingRoutes } from "./modules/texting/texting.routes";
import { webhooksRoutes } from "./modules/webhooks/webhooks.routes";
import { accessPlugin } from "./plugins/access";
import { csrfPlugin } from "./plugins/csrf";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { lifecyclePlugin } from "./plugins/lifecycle";
import { loadSheddingPlugin } from "./plugins/load-shedding";
import { metricsPlugin } from "./plugins/metrics";
import { openApiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { schedulerPlugin } from "./plugins/scheduler";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { staticFilesPlugin } from "./plugins/static-files";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface AppDependencies {
  database: DatabaseHandle;
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** Tests shorten the outbox retry timings. */
  mailWorkerOptions?: MailWorkerOptions;
  /** Tests shorten the webhook retry timings. */
  webhookWorkerOptions?: WebhookWorkerOptions;
  /** Tests shorten the push retry timings (and the benchmark listens for accepted pushes). */
  pushWorkerOptions?: PushWorkerOptions;
}

/** Trusts the nearest `hops` proxies (proxy-addr's hop count; Fastify's types only take a function). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** Builds the whole app without listening; `main.ts` listens, tests call `inject()`. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const logger: FastifyServerOptions["logger"] = loggerOptions(config, deps.logStream);
  const app = Fastify({
    logger,
    // Off unless TRUST_PROXY names the proxies: otherwise X-Forwarded-For is the client's to invent.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", deps.database);

  // External and cross-cutting plugins first, then the routes (fastify/demo order).
  await app.register(errorHandlerPlugin);
  await app.register(lifecyclePlugin);
  // Before every plugin or route that schedules a job.
  await app.register(schedulerPlugin);
  await app.register(securityHeadersPlugin, { config });
  // Rendered pages and JSON go out compressed (brotli or gzip, as the client accepts); built assets are
  // already compressed on disk and served as they are; the live-event stream is never compressed.
  await app.register(compress, { global: true, encodings: ["br", "gzip"] });
  await app.register(accessPlugin);
  await app.register(csrfPlugin, { publicUrl: config.publicUrl });
  // Before the rate limiter: a shed request costs no database work (decision 044).
  await app.register(loadSheddingPlugin, app.config.loadShedding);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(apiKeyAuthPlugin);
  // After auth, so that its access guard applies to /api/docs too (the /api/v1 document is generated once
  // every route is registered).
  await app.register(openApiPlugin, { buildApiV1Document });
  await app.register(metricsPlugin);
  // Before anything that hashes a person (the mail worker checks the suppression list).
  await app.register(personHashPlugin);
  await app.register(mailPlugin, { holdBack: deliveryBlockReason, workerOptions: deps.mailWorkerOptions });
  // The first e-mail should not pay for the template's first render (decision 050); started once the app is
  // ready, not awaited, so a restart answers saves without waiting for it.
  app.addHook("onReady", async () => {
    warmEmailTemplate().catch((error: unknown) => app.log.warn({ err: error }, "e-mail template warm-up failed"));
  });
  await app.register(eventsPlugin);
  await app.register(webhooksPlugin, { workerOptions: deps.webhookWorkerOptions, brokerage: getBrokerage });
  await app.register(pushPlugin, { wording: pushPayload, workerOptions: deps.pushWorkerOptions });
  await app.register(storagePlugin);
  await app.register(aiPlugin);
  await app.register(staticFilesPlugin, { clientDir: config.clientDir });
  await app.register(pagesPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(leadsRoutes);
  await app.register(leadsStaffRoutes);
  await app.register(leadsStaffStoryRoutes);
  await app.register(notesRoutes);
  await app.register(remindersRoutes);
  await app.register(historyRoutes);
  await app.register(pipelineRoutes);
  await app.register(duplicatesRoutes);
  await app.register(importWorkerPlugin);
  await app.register(leadImportRoutes);
  await app.register(calendarRoutes);
  await app.register(agentsRoutes);
  await app.register(eventsRoutes);
  await app.register(adminAgentsRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(leadsExportRoutes);
  await app.register(poolsRoutes);
  await app.register(routingRulesRoutes);
  await app.register(reassignPlugin);
  await app.register(claimsRoutes);
  await app.register(claimsPlugin);
  await app.register(retentionPlugin);
  await app.register(nurturePlugin);
  await app.register(retentionRoutes);
  await app.register(consentExportRoutes);
  await app.register(privacyPolicyRoutes);
  await app.register(guideAdminRoutes);
  await app.register(clientPortalRoutes);
  await app.register(offersDocumentsRoutes);
  await app.register(guidesRoutes);
  await app.register(illustrationsRoutes);
  await app.register(sellersGuideRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(seoRoutes);
  await app.register(settingsRoutes);
  await app.register(webhooksRoutes);
  await app.register(apiKeysRoutes);
  await app.register(apiV1Routes);
  // Ad-platform lead forms in (decision 053): Meta Lead Ads and Google Ads lead form webhooks.
  await app.register(adsRoutes);
  // Stage changes of Meta leads back to Meta's Conversions API, through its outbox (decision 055).
  await app.register(conversionsPlugin);
  await app.register(outcomesRoutes);
  await app.register(spendRoutes);
  await app.register(homeValuePlugin);
  await app.register(homeValueRoutes);
  await app.register(homeValueApiRoutes);
  await app.register(auditRoutes);
  await app.register(privacyRoutes);
  // Texting with sellers (decision 038): the provider, the text outbox's worker, webhooks and the thread.
  await app.register(textingPlugin);
  await app.register(textingRoutes);
  // The seller assistant (decision 062): answers the sellers' texts, hands off to the agent.
  await app.register(assistantPlugin);
  await app.register(assistantRoutes);
  // Calls with sellers (decision 052): click-to-call through the same account's Voice API, logged by its callbacks.
  await app.register(callsPlugin);
  await app.register(callsRoutes);
  await app.register(pushRoutes);
  await app.register(pushJobsPlugin);
  // One conversation per seller (decision 051): e-mails and texts, the staff inbox, inbound replies.
  await app.register(conversationPlugin, { replyKey: config.replyKey ?? loadPersonHashKey(config) });

  return app;
}
