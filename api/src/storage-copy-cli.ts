import { loadConfig } from './config';
import { copyFilesToBucket } from './storage/copy-to-bucket';
import { createObjectStore } from './storage/s3-storage';

// npm run storage:copy-to-bucket -w api: the files on disk (UPLOADS_DIR, PRIVATE_FILES_DIR) into the
// bucket named by S3_BUCKET and the other S3_* settings.
const config = loadConfig();
if (!config.objectStorage) {
  console.error(
    'Defina S3_BUCKET (y S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY...) para copiar los archivos.',
  );
  process.exit(1);
}
const store = await createObjectStore(config.objectStorage);
try {
  const report = await copyFilesToBucket(store, config);
  console.log(
    `Archivos copiados a ${config.objectStorage.bucket}: ${report.copied} nuevos, ${report.kept} ya estaban.`,
  );
  for (const file of report.skipped) console.log(`  Omitido (nombre no válido): ${file}`);
} finally {
  store.client.destroy();
}
