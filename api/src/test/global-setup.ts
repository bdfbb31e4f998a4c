import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Starting PGlite from scratch (initdb in WebAssembly) takes seconds; every suite instead
 * starts from one migrated snapshot made here, once per test run.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'gym-api-pglite-'));
  const file = path.join(dir, 'template.tar');
  const client = new PGlite('memory://');
  const database = pgliteDatabase(client);
  await database.migrate();
  const snapshot = await client.dumpDataDir('none');
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
