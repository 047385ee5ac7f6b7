/**
 * Sensitive picture permissions (docs/requirements.md §7 /pic_query/user_pic_purview_data/), staff only: the rules and SQL are
 * api/src/scene-permissions/permissions.ts.
 */
import {
  permissionChangeBody,
  permissionExportQuery,
  permissionGrantBody,
  permissionListQuery,
  permissionRecordSchema,
} from '@portal/shared/domain/scene-permissions';
import { z } from 'zod';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF } from '../../http/access';
import { listEnvelope, messageOnly, okEnvelope, responses } from '../../http/envelope';
import {
  changePermission,
  grantPermission,
  listPermissions,
  permissionsTable,
  revokePermission,
} from '../../scene-permissions/permissions';
import { defineRoutes } from '../deps';
import { binary, builtPage } from '../../http/route-parts';

const tags = ['Sensitive picture permission'];
const idParams = z.object({ id: z.coerce.number().int() });

export default defineRoutes((r, { db }) => {
  r.get('/pic_query/user_pic_purview_data/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Permission records (optionally of one user_id or matching a username keyword)',
      querystring: permissionListQuery,
      response: responses(listEnvelope(permissionRecordSchema)),
    },
    handler: async (req, reply) => {
      const p = await listPermissions(db, req, req.query);
      return builtPage(reply.ok(p.data), p);
    },
  });

  r.post('/pic_query/user_pic_purview_data/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Grant a user a permission record',
      body: permissionGrantBody,
      response: responses(okEnvelope(permissionRecordSchema)),
    },
    handler: async (req, reply) => reply.ok([await grantPermission(db, req, req.body)], 'saved'),
  });

  r.put('/pic_query/user_pic_purview_data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary:
        'Change a permission record (fields given replace the stored ones; null clears satellites, area, valid_until)',
      params: idParams,
      body: permissionChangeBody,
      response: responses(okEnvelope(permissionRecordSchema)),
    },
    handler: async (req, reply) =>
      reply.ok([await changePermission(db, req, req.params.id, req.body)], 'saved'),
  });

  r.delete('/pic_query/user_pic_purview_data/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Revoke a permission record',
      params: idParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await revokePermission(db, req, req.params.id);
      return reply.ok([], 'deleted');
    },
  });

  r.get('/pic_query/user_pic_purview_data/download/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary: 'Export permission records as XLSX (default) or CSV: one record (id) or all',
      querystring: permissionExportQuery,
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) => {
      const file = await tableFile(await permissionsTable(db, req, req.query.id), req.query.format);
      return sendExport(reply, file, datedName('pic-permissions'));
    },
  });
});
