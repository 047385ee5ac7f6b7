// Types of deploy/commands.mjs for the TypeScript that imports it (api/test/deploy-recipes.test.ts).
export declare const IMAGE_ROOT: string;
export declare const API_DIR: string;
export declare const COMMANDS: { api: string[]; worker: string[]; migrate: string[] };
export declare const PORTS: { api: number; metrics: number; workerHealth: number; web: number };
export declare const PROBES: { liveness: string; readiness: string; worker: string };
export declare const WEB_VOLUME: string;
export declare const COPY_WEB_ROOT: string[];
