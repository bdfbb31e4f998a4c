import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceEntries, SRC_DIR } from './test/source-files';

/**
 * One naming style for web/src: PascalCase component files (`.tsx` exporting a component),
 * `useX.ts` hooks, kebab-case for everything else (modules, folders, operations files), and one
 * name, `texts.ts`, for a text catalogue. Tests carry the name of what they test.
 */

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXPORTS_COMPONENT =
  /^export (?:default )?(?:function|class) [A-Z]|^export const [A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]* = (?:memo)?\(/m;
const TEXT_CATALOGUE = /^export const [A-Z_]+_(?:TEXTS|UI|MESSAGES) = \{/m;

const read = (path: string) => readFileSync(join(SRC_DIR, path), 'utf8');

/** Why `path` breaks the style, or null. */
function problem(path: string, name: string, files: ReadonlySet<string>): string | null {
  const dir = path.slice(0, path.length - name.length);
  const graphql = /^(.+?)(\.public|\.fragment)?\.graphql$/.exec(name);
  if (graphql) return KEBAB.test(graphql[1]!) ? null : 'operations files are kebab-case';
  const generated = /^(.+)\.generated\.ts$/.exec(name);
  if (generated)
    return files.has(`${dir}${generated[1]}.graphql`) ? null : 'generated module without its .graphql (stale)';
  if (name === 'vite-env.d.ts') return null;
  const source = /^(.+?)(\.test)?\.(tsx?)$/.exec(name);
  if (!source) return 'unexpected kind of file';
  const [, base, test, ext] = source as unknown as [string, string, string | undefined, string];
  if (base === 'messages') return 'a text catalogue is called texts.ts';
  if (test) return PASCAL.test(base) || HOOK.test(base) || KEBAB.test(base) ? null : 'test named in no known style';
  const text = read(path);
  if (HOOK.test(base))
    return new RegExp(`^export function ${base}\\b`, 'm').test(text) ? null : `a useX file exports ${base}`;
  if (TEXT_CATALOGUE.test(text) && base !== 'texts') return 'a text catalogue is called texts.ts';
  if (ext === 'ts') return KEBAB.test(base) ? null : 'modules (.ts) are kebab-case';
  if (PASCAL.test(base)) return EXPORTS_COMPONENT.test(text) ? null : 'a PascalCase file exports a component';
  if (KEBAB.test(base)) return EXPORTS_COMPONENT.test(text) ? 'a file exporting a component is PascalCase' : null;
  return 'named in no known style';
}

describe('file names in web/src', () => {
  it('follow one style', () => {
    const entries = sourceEntries();
    const files = new Set(entries.filter((e) => !e.isDirectory).map((e) => e.path));
    const wrong = entries.flatMap((e) => {
      const why = e.isDirectory
        ? KEBAB.test(e.name)
          ? null
          : 'folders are kebab-case'
        : problem(e.path, e.name, files);
      return why ? [`${e.path}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('can tell a wrong name from a right one', () => {
    const files = new Set(['features/x/x.graphql']);
    expect(problem('features/x/x.generated.ts', 'x.generated.ts', files)).toBeNull();
    expect(problem('features/x/y.generated.ts', 'y.generated.ts', files)).toMatch(/stale/);
    expect(problem('features/x/messages.ts', 'messages.ts', files)).toMatch(/texts\.ts/);
    expect(problem('features/x/someThing.test.ts', 'someThing.test.ts', files)).toMatch(/no known style/);
    expect(problem('features/x/Bad_Query.graphql', 'Bad_Query.graphql', files)).toMatch(/kebab/);
  });
});
