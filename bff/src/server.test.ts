import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildBffApp } from './app';
import { startStubApi } from './test/stub-api';

const run = promisify(execFile);
const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the bff log', () => {
  it('names its service on every line', async () => {
    const stub = await startStubApi();
    const lines: string[] = [];
    const app = await buildBffApp({
      apiUrl: stub.url,
      nodeEnv: 'development',
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await app.inject({ url: '/bff/health' });
      await app.inject({ url: '/no/existe' });
    } finally {
      await app.close();
      await stub.close();
    }
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ service: 'bff' });
  });

  it('says why a start failed in one JSON line, without a stack', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: BFF_DIR,
      env: { API_URL: 'ftp://api' },
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const lines = (failed?.stderr ?? '').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      service: 'bff',
      reason: expect.stringMatching(/API_URL debe ser una URL http\(s\)/),
    });
  });
});
