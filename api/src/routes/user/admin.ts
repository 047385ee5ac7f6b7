/**
 * Staff's and sales' administration of accounts and of the review queue (docs/requirements.md §7.2 "User"); the
 * rules and SQL are api/src/users/admin.ts and api/src/users/review-queue.ts.
 */
import {
  adminUserSchema,
  manageCustomerBody,
  realPersonRequestSchema,
  reviewDecisionBody,
  reviewQuery,
  userExportQuery,
  userQuery,
} from '@portal/shared/domain/users';
import { z } from 'zod';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF_SALES } from '../../http/access';
import { listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { deleteUser, listUsers, updateCustomer, usersTable } from '../../users/admin';
import { decideRequest, listReviews, sendReviewDocument } from '../../users/review-queue';
import { defineRoutes } from '../deps';
import { binary, builtPage } from '../../http/route-parts';

const idParams = z.object({ id: z.coerce.number().int() });

export default defineRoutes((r, { db, storage }) => {
  const tags = ['User administration'];

  r.get('/user/query_all_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Search accounts (sales see customer accounts only)',
      querystring: userQuery,
      response: responses(listEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => {
      const p = await listUsers(db, req, req.query, 'all');
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.get('/user/manage_customer/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Customers managed by the caller (staff: every account)',
      querystring: userQuery,
      response: responses(listEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => {
      const p = await listUsers(db, req, req.query, 'managed');
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.post('/user/manage_customer/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary:
        'Update a customer: sales edit their customers or claim an unassigned one; staff also set type, sales, active and balance',
      body: manageCustomerBody,
      response: responses(okEnvelope(adminUserSchema)),
    },
    handler: async (req, reply) => reply.ok([await updateCustomer(db, req, req.body)], 'saved'),
  });

  r.delete('/user/admin_myuser/:id/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary:
        'Delete an account (staff: any other account; sales: their own customers); sessions are revoked',
      params: idParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await deleteUser(db, req, req.params.id);
      return reply.ok([], 'deleted');
    },
  });

  r.get('/user/download_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Export the accounts of query_all_user as XLSX (default) or CSV',
      querystring: userExportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) => {
      const file = await tableFile(await usersTable(db, req, req.query), req.query.format);
      return sendExport(reply, file, datedName('users'));
    },
  });

  // Reviews of customer information: real-name verifications and changes of name or organization (staff: all
  // requests; sales: their customers').
  r.get('/user/audit_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Requests to review: real-name verifications and information changes',
      querystring: reviewQuery,
      response: responses(listEnvelope(realPersonRequestSchema)),
    },
    handler: async (req, reply) => {
      const p = await listReviews(db, req, req.query);
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.post('/user/audit_user/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'Approve or reject a request (a rejection gives the reason the customer reads)',
      body: reviewDecisionBody,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await decideRequest(db, req, req.body);
      return reply.ok([], 'saved');
    },
  });

  r.get('/user/audit_user/:id/document/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      summary: 'The uploaded document of a real-name verification request (binary)',
      params: idParams,
      response: binary,
    },
    handler: async (req, reply) => sendReviewDocument(db, storage, req, reply, req.params.id),
  });
});
