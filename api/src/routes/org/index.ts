/**
 * Organisations (docs/organisations.md): a customer creates one and manages it; its members read it, its budgets and
 * (managers and viewers) its bill; managers invite, change members, set budgets and decide approvals. Every route
 * answers for the caller's own organisation, whatever id a request names, and its role is asked on every call (the
 * role table: shared/domain/organisations.ts ORG_ROLE_RIGHTS). The work is in api/src/orgs and api/src/org-approvals.
 */
import {
  acceptInvitationBody,
  approvalListQuery,
  approvalSchema,
  budgetSchema,
  createBudgetBody,
  createInvitationBody,
  createOrgBody,
  decideApprovalBody,
  invitationPreviewQuery,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  orgAuditSchema,
  orgBillGroupSchema,
  orgBillQuery,
  orgSchema,
  updateBudgetBody,
  updateMemberBody,
  updateOrgBody,
} from '@portal/shared/domain/organisations';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import { datedName, sendExport, tableFile } from '../../export';
import { decodeCursor, listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import { idParam, pageAnswer } from '../../http/route-parts';
import { decideApproval } from '../../org-approvals/decide';
import { listApprovals } from '../../org-approvals/list';
import { billTable, orgAudit, readBill } from '../../orgs/bill';
import { createBudget, listBudgets, updateBudget } from '../../orgs/budgets';
import { acceptInvitation, invite, listInvitations, previewInvitation } from '../../orgs/invitations';
import { listMembers, removeMember, updateMember } from '../../orgs/members';
import { createOrg, readOrg, updateOrg } from '../../orgs/org';
import { defineRoutes } from '../deps';
import { acceptWithSignUp } from './sign-up';

const tags = ['Organisations'];

export default defineRoutes((r, deps) => {
  const { db, config } = deps;
  const actor = (req: { user?: { id: number; username: string } | null }) => ({
    id: req.user!.id,
    username: req.user!.username,
  });

  r.post('/org/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgCreate',
      summary:
        'Create an organisation: the caller becomes its manager and their balance and orders move into it (409 when they already belong to one)',
      body: createOrgBody,
      response: responses(okEnvelope(orgSchema)),
    },
    handler: async (req, reply) => reply.ok([await createOrg(db, actor(req), req.body)], 'orgCreated'),
  });

  r.get('/org/', {
    config: { access: 'user', keyScopes: ['org:read'] },
    schema: {
      tags,
      operationId: 'orgRead',
      summary: "The caller's organisation with their role in it; no rows outside one",
      response: responses(okEnvelope(orgSchema)),
    },
    handler: async (req, reply) => {
      const org = await readOrg(db, req.user!.id);
      return reply.ok(org ? [org] : []);
    },
  });

  r.put('/org/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgUpdate',
      summary:
        "Managers: change the organisation's name, contact, invoicing details, approval threshold or 2FA rule",
      body: updateOrgBody,
      response: responses(okEnvelope(orgSchema)),
    },
    handler: async (req, reply) => reply.ok([await updateOrg(db, actor(req), req.body)], 'orgUpdated'),
  });

  r.get('/org/members/', {
    config: { access: 'user', keyScopes: ['org:read'] },
    schema: {
      tags,
      operationId: 'orgMemberList',
      summary: "The organisation's members with their roles, limits and this month's spending",
      response: responses(okEnvelope(memberSchema)),
    },
    handler: async (req, reply) => reply.ok(await listMembers(db, req.user!.id)),
  });

  r.put('/org/members/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgMemberUpdate',
      summary:
        "Managers: change a member's role, enable or disable them, set their monthly limit (the organisation keeps one enabled manager)",
      params: idParam,
      body: updateMemberBody,
      response: responses(okEnvelope(memberSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await updateMember(db, actor(req), req.params.id, req.body)], 'orgMemberUpdated'),
  });

  r.delete('/org/members/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgMemberRemove',
      summary: 'Managers: remove a member (they keep their account and their own orders)',
      params: idParam,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await removeMember(db, actor(req), req.params.id);
      return reply.ok([], 'orgMemberRemoved');
    },
  });

  r.post('/org/invitations/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgInvite',
      summary: 'Managers: invite an e-mail address with a role; the link, valid 48 hours, is e-mailed',
      body: createInvitationBody,
      response: responses(okEnvelope(invitationSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await invite(db, actor(req), config.publicUrl, req.body)], 'invitationSent'),
  });

  r.get('/org/invitations/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgInvitationList',
      summary: "Managers: the organisation's invitations, newest first, with their state",
      response: responses(okEnvelope(invitationSchema)),
    },
    handler: async (req, reply) => reply.ok(await listInvitations(db, req.user!.id)),
  });

  r.get('/org/invitations/preview/', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'orgInvitationPreview',
      summary:
        'What an invitation link offers: the organisation, the role and the invited e-mail (422 when used or expired)',
      querystring: invitationPreviewQuery,
      response: responses(okEnvelope(invitationPreviewSchema)),
    },
    handler: async (req, reply) => reply.ok([await previewInvitation(db, req.query.token)]),
  });

  r.post('/org/invitations/accept/', {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'orgInvitationAccept',
      summary:
        'Accept an invitation: signed in, with the token (the account must have the invited e-mail); signed out, with the token and the sign-up fields (a new account with the invited e-mail, which then logs in)',
      body: acceptInvitationBody,
      response: responses(okEnvelope(orgSchema)),
    },
    handler: async (req, reply) => {
      const me = req.user
        ? { id: req.user.id, username: req.user.username, email: req.user.email }
        : await acceptWithSignUp(db, config, req.body);
      await acceptInvitation(db, me, req.body.token);
      return reply.ok([(await readOrg(db, me.id))!], 'invitationAccepted');
    },
  });

  r.get('/org/budgets/', {
    config: { access: 'user', keyScopes: ['org:read'] },
    schema: {
      tags,
      operationId: 'orgBudgetList',
      summary: "The organisation's budgets: project code, cap, spent, held and left",
      response: responses(okEnvelope(budgetSchema)),
    },
    handler: async (req, reply) => reply.ok(await listBudgets(db, req.user!.id)),
  });

  r.post('/org/budgets/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgBudgetCreate',
      summary: 'Managers: add a budget (a project code unique in the organisation, an optional cap)',
      body: createBudgetBody,
      response: responses(okEnvelope(budgetSchema)),
    },
    handler: async (req, reply) => reply.ok([await createBudget(db, actor(req), req.body)], 'budgetCreated'),
  });

  r.put('/org/budgets/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgBudgetUpdate',
      summary: 'Managers: rename a budget, close or reopen it, change its cap',
      params: idParam,
      body: updateBudgetBody,
      response: responses(okEnvelope(budgetSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await updateBudget(db, actor(req), req.params.id, req.body)], 'budgetUpdated'),
  });

  r.get('/org/approvals/', {
    config: { access: 'user', keyScopes: ['org:read'] },
    schema: {
      tags,
      operationId: 'orgApprovalList',
      summary: "Managers: the organisation's approvals, pending first",
      querystring: approvalListQuery,
      response: responses(listEnvelope(approvalSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { approvals, total } = await listApprovals(db, req.user!.id, q, offset, q.size);
      return pageAnswer(reply.ok(approvals), offset, q.size, total);
    },
  });

  r.post('/org/approvals/:id/decide/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgApprovalDecide',
      summary:
        'Managers: approve (the held money is spent and the order goes on) or reject with a note (released, the order cancelled); 409 once decided',
      params: idParam,
      body: decideApprovalBody,
      response: responses(okEnvelope(approvalSchema)),
    },
    handler: async (req, reply) => {
      const a = await decideApproval(db, actor(req), req.params.id, req.body);
      return reply.ok([a], req.body.approve ? 'approvalApproved' : 'approvalRejected');
    },
  });

  r.get('/org/bill/', {
    config: { access: 'user', keyScopes: ['org:read'] },
    schema: {
      tags,
      operationId: 'orgBill',
      summary:
        "Managers and viewers: the organisation's spending by member or by budget; with format, a CSV or XLSX file",
      querystring: orgBillQuery,
      response: responses(okEnvelope(orgBillGroupSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const groups = await readBill(db, req.user!.id, q);
      if (!q.format) return reply.ok(groups);
      return sendExport(
        reply,
        await tableFile(billTable(groups, q.group, req.lang), q.format),
        datedName('org_bill'),
      );
    },
  });

  r.get('/org/audit/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orgAudit',
      summary:
        "Managers and viewers: the audit of the organisation's settings, member and budget changes, newest first",
      querystring: pageQuerySchema,
      response: responses(listEnvelope(orgAuditSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { rows, total } = await orgAudit(db, req.user!.id, offset, q.size);
      return pageAnswer(reply.ok(rows), offset, q.size, total);
    },
  });
});
