import path from 'node:path';

/** Process configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the built portal (shell, remotes, registry, Cesium assets). */
  webRoot: string;
  production: boolean;
}

const repoRoot = path.resolve(__dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    webRoot: path.resolve(env.WEB_ROOT ?? path.join(repoRoot, 'dist/web')),
    production: env.NODE_ENV === 'production',
  };
}
