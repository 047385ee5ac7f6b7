/** The tasks as a sheet: for staff (the follow-up columns) and for the control team (what the satellite needs). */
import { taskExportQuery } from '@portal/shared/domain/tasks';
import { datedName, sendExport, TABLE_TYPES } from '../../export';
import { binary } from '../../http/route-parts';
import { exportTasks } from '../../tasks/export';
import { filterOf } from '../../tasks/tasks';
import { defineRoutes } from '../deps';
import { access, base, tags } from './common';

export default defineRoutes((r, { db }) => {
  /** The tasks matching the filters as a sheet: staff's follow-up columns, or the control team's (`control`). */
  const sheet = (url: string, operationId: string, summary: string, control: boolean, name: string) =>
    r.get(url, {
      config: { access },
      schema: {
        tags,
        operationId,
        summary,
        querystring: taskExportQuery,
        produces: TABLE_TYPES,
        response: binary,
      },
      handler: async (req, reply) =>
        sendExport(
          reply,
          await exportTasks(db, filterOf(req.query), req.query.format, req.lang, control),
          datedName(name),
        ),
    });

  sheet(
    `${base}/task_export/`,
    'taskExport',
    'The tasks matching the filters as XLSX (default) or CSV',
    false,
    'tasks',
  );
  sheet(
    `${base}/task_export_by_cekong/`,
    'taskExportControl',
    "The tasks matching the filters in the control team's form (satellite, orbit, imaging start and duration, mode, side, look angle), XLSX or CSV",
    true,
    'tasks-control',
  );
});
