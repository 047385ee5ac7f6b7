/** Calls of access prediction (docs/requirements.md §7 Simulation): predict and keep, list, reopen, rename, delete, KML. */
import { call, callOne, downloadFile, type Envelope } from '@portal/shared/http';
import type { GlobeGeometry } from '@portal/shared/globe';
import type {
  SimulationOpportunity,
  SimulationSummary as SimulationSummaryAnswer,
} from '@portal/shared/domain/simulation-types';

/** A predicted pass as the API answers it, its footprint and track typed as the globe draws them. */
export type Opportunity = Omit<SimulationOpportunity, 'footprint' | 'track'> & {
  footprint: Extract<GlobeGeometry, { type: 'Polygon' | 'MultiPolygon' }>;
  track: Extract<GlobeGeometry, { type: 'LineString' }> | null;
};

/** A saved simulation as its list answers it, its target typed as the globe draws it. */
export type SimulationSummary = Omit<SimulationSummaryAnswer, 'target'> & { target: GlobeGeometry };
export type Simulation = SimulationSummary & { opportunities: Opportunity[] };

export interface PredictRequest {
  name?: string;
  satellites: 'any' | string[];
  start_time: string;
  end_time: string;
  target: { lat: number; lon: number } | GlobeGeometry;
  lower_angle: number;
  upper_angle: number;
  left_right_mode: string;
  orbit_mode: string;
  img_mode: number;
  limit: number;
}

/** Predicts and keeps the simulation (quiet: the page shows "Simulation failed!" itself). */
export const predict = (r: PredictRequest): Promise<Simulation> =>
  callOne<Simulation>({ method: 'POST', url: '/commodity/simulation/', data: r, quiet: true });

export const listSimulations = (page: number, size: number): Promise<Envelope<SimulationSummary>> =>
  call<SimulationSummary>({ method: 'GET', url: '/commodity/simulation/', params: { page, size } });

export const openSimulation = (id: number): Promise<Simulation> =>
  callOne<Simulation>({ method: 'GET', url: `/commodity/simulation/${id}/` });

export const renameSimulation = (id: number, name: string) =>
  call({ method: 'POST', url: '/commodity/simulation/update_name/', data: { id, name } });

export const deleteSimulation = (id: number) =>
  call({ method: 'DELETE', url: `/commodity/simulation/${id}/` });

export const downloadSimulationKml = (id: number) =>
  downloadFile(
    { method: 'GET', url: '/commodity/simulation/download_kml/', params: { id } },
    `simulation-${id}.kml`,
  );
