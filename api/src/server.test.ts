import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app';

const run = promisify(execFile);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));

describe('the api log', () => {
  it('names its service on every line', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      'pglite',
      { seed: 'none', logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      await t.app.inject({ url: '/api/health/live' });
      await t.app.inject({ url: '/no/existe' });
    } finally {
      await t.close();
    }
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ service: 'api' });
  });

  it('says why a start failed in one JSON line, without a stack', async () => {
    const failed = await run(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'change-me-to-a-long-random-string' },
    }).then(
      () => null,
      (error: { code: number; stderr: string; stdout: string }) => error,
    );
    expect(failed?.code).toBe(1);
    const lines = (failed?.stderr ?? '').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      service: 'api',
      msg: 'No se pudo iniciar el servidor',
      reason: expect.stringMatching(/JWT_SECRET es el valor de ejemplo/),
    });
    expect(failed?.stderr).not.toMatch(/\n\s+at /);
  });
});
