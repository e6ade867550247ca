import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadIdSchema } from "../../../contract/leads";
import { claimInputSchema, claimResultSchema, leadOfferSchema, openOfferSchema } from "../../../contract/push";
import type { UserRow } from "../auth/users.service";
import { listOpenOffersFor } from "./claims.repository";
import { claimLead, offerFor } from "./claims.service";

const params = z.object({ id: leadIdSchema });

/** First-to-claim (decision 036): the Claim button of the lead page, the dashboard and the notification. */
export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.post(
    "/api/leads/:id/claim",
    { config: { access: "staff" }, schema: { params, body: claimInputSchema, response: { 200: claimResultSchema } } },
    async (request) => {
      const result = await claimLead(db, request.params.id, me(request));
      app.push.kick();
      return result;
    },
  );

  app.get(
    "/api/leads/:id/offer",
    { config: { access: "staff" }, schema: { params, response: { 200: leadOfferSchema } } },
    (request) => offerFor(db, request.params.id, me(request).id),
  );

  app.get(
    "/api/offers",
    { config: { access: "staff" }, schema: { response: { 200: z.array(openOfferSchema) } } },
    async (request) =>
      (await listOpenOffersFor(db, me(request).id)).map((o) => ({ ...o, expiresAt: o.expiresAt.toISOString() })),
  );
};
