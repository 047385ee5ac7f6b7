/**
 * Copies the local file store (STORAGE_DIR, or --from DIR) into the bucket named by STORAGE_URL (with S3_ENDPOINT,
 * S3_REGION, S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), before a deployment switches to it.
 * Safe to run again: files already in the bucket with the same size are skipped, so an interrupted copy resumes.
 * Usage: pnpm --filter @portal/api copy-storage [--from DIR]
 */
import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { localStorage, openStorage } from '../storage';
import { copyStorage, type CopyCounts } from '../storage/copy';

export async function copyLocalStoreToBucket(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<CopyCounts> {
  const config = loadConfig(env);
  if (!config.storageUrl)
    throw new Error('STORAGE_URL=s3://<bucket>[/<prefix>] names the bucket to copy into');
  const i = argv.indexOf('--from');
  const dir = i >= 0 ? argv[i + 1] : config.storageDir;
  if (!dir || !existsSync(dir))
    throw new Error(`no folder ${dir ?? ''} to copy (usage: copy-storage [--from DIR])`);
  log(`copying ${dir} into ${config.storageUrl}`);
  const counts = await copyStorage(localStorage(dir), openStorage(config), {
    onFailure: (key, err) => log(`failed ${key}: ${String(err)}`),
  });
  log(`copied ${counts.copied}, skipped ${counts.skipped} (already there), failed ${counts.failed}`);
  return counts;
}

if (require.main === module) {
  copyLocalStoreToBucket(process.argv.slice(2), process.env, (line) => console.log(line))
    .then((counts) => process.exit(counts.failed ? 1 : 0))
    .catch((err) => {
      console.error(String(err));
      process.exit(2);
    });
}
