// Types of start.mjs for the TypeScript that starts the system (api/test/multi-copy.test.ts, bench/scale.ts).
import type { ChildProcess } from 'node:child_process';

export interface ClusterProcess {
  proc: { name: string; child: ChildProcess; done: Promise<number | string | null> };
  command?: string[];
  ownEnv?: Record<string, string>;
}

export interface Cluster {
  url: string;
  apiUrls: string[];
  accessLog: string;
  s3: { endpoint: string; bucket: string };
  processes: Map<string, ClusterProcess>;
  restart(name: string, signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
}

export function apiPort(i: number, first?: number): number;

export function startCluster(options?: {
  listen?: number;
  copies?: number;
  apiPort?: number;
  workerHealthPort?: number;
  prepare?: boolean;
  webRoot?: string;
  quiet?: boolean;
  env?: Record<string, string>;
}): Promise<Cluster>;
