/**
 * One tasking order as staff or sales read it: its detail (quiet: a missing order is said once, by the page), then
 * — for staff, who may read tasks — its tasks. `reload` fetches both again (after an action, or after a 409); an
 * answer for an order no longer shown is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MissionDetail } from '@portal/shared/domain/missions';
import type { Task } from '@portal/shared/domain/tasks';
import { missionDetail } from '@portal/shared/http';
import { tasksOfMission } from '@portal/shared/http/tasks';
import { errorMessage, isNotFound } from '../../../common/errors';

export type DetailStatus = 'loading' | 'ready' | 'notFound' | 'error';

export interface MissionDetailState {
  status: DetailStatus;
  detail: MissionDetail | null;
  tasks: Task[];
  tasksError: string | null;
  error: string | null;
  reload: () => Promise<void>;
}

export function useMissionDetail(id: number | null, readTasks: boolean): MissionDetailState {
  const [status, setStatus] = useState<DetailStatus>('loading');
  const [detail, setDetail] = useState<MissionDetail | null>(null);
  const [tasks, setTasks] = useState<Task[]>([]);
  const [tasksError, setTasksError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each load has its number; only the latest one's answers are kept.
  const latest = useRef(0);
  // Whether an order is shown: a failed reload keeps it (with the error beside it).
  const shown = useRef(false);

  const load = useCallback(
    async (keepShown: boolean) => {
      const n = ++latest.current;
      if (id === null) return;
      if (!keepShown) {
        shown.current = false;
        setStatus('loading');
        setDetail(null);
        setTasks([]);
      }
      setError(null);
      let d: MissionDetail;
      try {
        d = await missionDetail(id, true);
      } catch (err) {
        if (n !== latest.current) return;
        if (isNotFound(err)) {
          shown.current = false;
          setDetail(null);
          setStatus('notFound');
        } else {
          setError(errorMessage(err));
          setStatus(shown.current ? 'ready' : 'error');
        }
        return;
      }
      if (n !== latest.current) return;
      shown.current = true;
      setDetail(d);
      setStatus('ready');
      if (!readTasks) return;
      try {
        const env = await tasksOfMission(id);
        if (n !== latest.current) return;
        setTasks(env.data);
        setTasksError(null);
      } catch (err) {
        if (n !== latest.current) return;
        setTasksError(errorMessage(err));
      }
    },
    [id, readTasks],
  );

  useEffect(() => {
    void load(false);
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  return { status, detail, tasks, tasksError, error, reload };
}
