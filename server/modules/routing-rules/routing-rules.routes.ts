import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  routingRuleInputSchema,
  routingRuleSchema,
  routingRulesListSchema,
  routingRulesOrderSchema,
  routingSampleSchema,
  routingTestResultSchema,
  routingTimeZoneInputSchema,
} from "../../../contract/routing-rules";
import { idParamsSchema } from "../../../contract/safe-text";
import {
  createRoutingRule,
  editRoutingRule,
  listRoutingRules,
  removeRoutingRule,
  reorderRoutingRules,
  saveBrokerageTimeZone,
  testRoutingSample,
} from "./routing-rules.service";

const params = idParamsSchema;

/**
 * Routing rules (decision 037): admins and managers read them and test a sample lead (managers run the
 * pools); only admins change them, since a rule decides who gets every new lead.
 */
export const routingRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const read = ["admin", "manager"] as const;
  const write = ["admin"] as const;

  app.get(
    "/api/admin/routing-rules",
    { config: { access: read }, schema: { response: { 200: routingRulesListSchema } } },
    () => listRoutingRules(db),
  );

  app.post(
    "/api/admin/routing-rules",
    { config: { access: write }, schema: { body: routingRuleInputSchema, response: { 201: routingRuleSchema } } },
    async (request, reply) => reply.status(201).send(await createRoutingRule(db, request.body)),
  );

  app.put(
    "/api/admin/routing-rules/:id",
    {
      config: { access: write },
      schema: { params, body: routingRuleInputSchema, response: { 200: routingRuleSchema } },
    },
    (request) => editRoutingRule(db, request.params.id, request.body, new Date()),
  );

  app.delete(
    "/api/admin/routing-rules/:id",
    { config: { access: write }, schema: { params } },
    async (request, reply) => {
      await removeRoutingRule(db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.put(
    "/api/admin/routing-rules/order",
    { config: { access: write }, schema: { body: routingRulesOrderSchema, response: { 200: routingRulesListSchema } } },
    (request) => reorderRoutingRules(db, request.body.ids),
  );

  app.put(
    "/api/admin/routing-rules/time-zone",
    {
      config: { access: write },
      schema: { body: routingTimeZoneInputSchema, response: { 200: routingRulesListSchema } },
    },
    (request) => saveBrokerageTimeZone(db, request.body.timeZone),
  );

  app.post(
    "/api/admin/routing-rules/test",
    { config: { access: read }, schema: { body: routingSampleSchema, response: { 200: routingTestResultSchema } } },
    (request) => testRoutingSample(db, request.body, new Date()),
  );
};
