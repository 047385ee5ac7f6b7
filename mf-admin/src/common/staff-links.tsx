/**
 * The links staff pages make to a tasking order's page and a task's page (docs/requirements.md §2:
 * missionadmin/detail/{id}, tasksadmin/taskdetail/{id}), and the grid column of an order number that leads to it.
 */
import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from '@portal/shared/router';

export const missionDetailPath = (id: number) => `/personalCenter/missionadmin/detail/${id}`;
export const taskDetailPath = (id: number) => `/personalCenter/tasksadmin/taskdetail/${id}`;

export function MissionLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={missionDetailPath(id)}>
      {children}
    </Link>
  );
}

export function TaskLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={taskDetailPath(id)}>
      {children}
    </Link>
  );
}

/** The order number of a row, leading to its order's page; not sortable. */
export function orderNoColumn<R extends GridValidRowModel & { mission_id: number; order_no: string }>(
  headerName: string,
): GridColDef<R> {
  return {
    field: 'order_no',
    headerName,
    width: 160,
    sortable: false,
    renderCell: ({ row }) => <MissionLink id={row.mission_id}>{row.order_no}</MissionLink>,
  };
}
