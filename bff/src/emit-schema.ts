import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSortedSchema } from './schema';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

await writeFile(SCHEMA_FILE, await printSortedSchema(), 'utf8');
console.log(`schema.graphql escrito en ${SCHEMA_FILE}`);
