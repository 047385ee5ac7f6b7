/**
 * /user/webhooks/: a customer's webhook endpoints (issue 35, Standard Webhooks): create (the signing secret in that
 * answer only), list, read, change, pause or resume, delete; each endpoint's deliveries with their status, answer code
 * and attempts; a delivery sent again; a test event. Another person's endpoint is not found. Addresses that resolve to
 * private or link-local ranges are refused (webhooks/address.ts).
 */
import { z } from 'zod';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import {
  createdWebhookSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookInputSchema,
  webhookUpdateSchema,
} from '@portal/shared/domain/webhooks';
import { listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { listEndpoints, ownEndpoint } from '../../webhooks/endpoints';
import {
  addEndpoint,
  changeEndpoint,
  endpointDeliveries,
  redeliverOwn,
  removeEndpoint,
  testEndpoint,
} from '../../webhooks/manage';
import { requireMember } from '../../orgs/membership';
import { defineRoutes } from '../deps';
import { builtPage, wholeAnswer } from '../../http/route-parts';

const tags = ['Webhooks'];
const endpointId = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 53);
const params = z.object({ id: endpointId });
const deliveryParams = z.object({ id: endpointId, delivery: endpointId });

export default defineRoutes((r, { db, config }) => {
  r.get('/user/webhooks/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's webhook endpoints, newest first (never their secrets)",
      response: responses(listEnvelope(webhookEndpointSchema)),
    },
    handler: async (req, reply) => {
      const all = await listEndpoints(db, req.user!.id);
      return wholeAnswer(reply.ok(all));
    },
  });

  r.post('/user/webhooks/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Add a webhook endpoint; its signing secret (whsec_…) is in this answer only, store it now',
      body: webhookInputSchema,
      response: responses(okEnvelope(createdWebhookSchema)),
    },
    handler: async (req, reply) => {
      // An organisation's endpoint is its managers' to make (docs/organisations.md "Roles").
      const orgId = req.body.organisation ? (await requireMember(db, req.user!.id, 'manage')).orgId : null;
      return reply.ok(
        [await addEndpoint(db, config.webhooks.allowPrivate, req.user!.id, req.body, orgId)],
        'webhookCreated',
      );
    },
  });

  r.get('/user/webhooks/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "One of the caller's webhook endpoints",
      params,
      response: responses(okEnvelope(webhookEndpointSchema)),
    },
    handler: async (req, reply) => reply.ok([await ownEndpoint(db, req.user!.id, req.params.id)]),
  });

  r.put('/user/webhooks/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Change an endpoint: its address, events or description; enabled false pauses it, true resumes it',
      params,
      body: webhookUpdateSchema,
      response: responses(okEnvelope(webhookEndpointSchema)),
    },
    handler: async (req, reply) =>
      reply.ok(
        [await changeEndpoint(db, config.webhooks.allowPrivate, req.user!.id, req.params.id, req.body)],
        'saved',
      ),
  });

  r.delete('/user/webhooks/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Delete an endpoint: nothing more is delivered to it',
      params,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await removeEndpoint(db, req.user!.id, req.params.id);
      return reply.ok([], 'deleted');
    },
  });

  r.get('/user/webhooks/:id/deliveries/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "An endpoint's deliveries, newest first: status, the endpoint's answer code and the attempts made",
      params,
      querystring: pageQuerySchema,
      response: responses(listEnvelope(webhookDeliverySchema)),
    },
    handler: async (req, reply) => {
      const p = await endpointDeliveries(db, req.user!.id, req.params.id, req.query);
      return builtPage(reply.ok(p.deliveries), p);
    },
  });

  r.post('/user/webhooks/:id/deliveries/:delivery/redeliver/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Deliver a delivery again now, with the same message id (409 while it is still being delivered)',
      params: deliveryParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await redeliverOwn(db, req.user!.id, req.params.id, req.params.delivery);
      return reply.ok([], 'webhookRedelivering');
    },
  });

  r.post('/user/webhooks/:id/test/', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Send a test event (webhook.test) to the endpoint; its delivery appears in the list',
      params,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await testEndpoint(db, req.user!.id, req.params.id);
      return reply.ok([], 'webhookTestSent');
    },
  });
});
