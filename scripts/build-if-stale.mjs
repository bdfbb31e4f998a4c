// `npm start` builds only when the build is missing or older than its sources: a fingerprint of
// every source file (path, size, modification time) is kept beside the outputs after a build and
// compared on the next start. Tests are left out: editing one does not change what runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FINGERPRINT_FILE = join(root, 'node_modules', '.cache', 'gym-build-fingerprint');

/** What the build reads. */
const SOURCES = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-servers.mjs',
  'domain/src',
  'domain/data',
  'api/src',
  'api/drizzle',
  'api/tsconfig.json',
  'bff/src',
  'bff/tsconfig.json',
  'web/src',
  'web/index.html',
  'web/public',
  'web/build',
  'web/vite.config.ts',
  'web/tsconfig.json',
];
const OUTPUTS = ['web/dist/index.html', 'api/dist/server.js', 'bff/dist/server.js'];
const IGNORED = /\.test\.tsx?$|\.spec\.tsx?$|(^|\/)(test|__tests__)\//;

function* files(path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    yield [path, stat];
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    yield* files(join(path, entry));
  }
}

export function sourceFingerprint(base = root) {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const [path, stat] of files(join(base, source))) {
      const name = relative(base, path).split('\\').join('/');
      if (IGNORED.test(name)) continue;
      hash.update(`${name}\0${stat.size}\0${Math.trunc(stat.mtimeMs)}\n`);
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent(base = root, fingerprintFile = FINGERPRINT_FILE) {
  if (!OUTPUTS.every((output) => existsSync(join(base, output)))) return false;
  if (!existsSync(fingerprintFile)) return false;
  return readFileSync(fingerprintFile, 'utf8').trim() === sourceFingerprint(base);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.FORCE_BUILD !== '1' && buildIsCurrent()) {
    console.log('[build] the build is current: not rebuilding (FORCE_BUILD=1 or npm run build forces it)');
  } else {
    const before = sourceFingerprint();
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    mkdirSync(dirname(FINGERPRINT_FILE), { recursive: true });
    // Sources edited during the build keep the old fingerprint: the next start builds again.
    if (sourceFingerprint() === before) writeFileSync(FINGERPRINT_FILE, `${before}\n`);
  }
}
