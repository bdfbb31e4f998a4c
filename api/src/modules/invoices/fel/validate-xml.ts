/**
 * Checks a FEL document against SAT's published schemas (sat-schema/, verbatim) with xmllint
 * (libxml2-utils), as the certifier does before it signs. The schemas are read through a
 * temporary copy with the three changes SOURCE.md lists; nothing goes to the network.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAT_SCHEMA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sat-schema');

const DOCUMENT_SCHEMA = 'GT_Documento-0.2.0.xsd';
const NOTE_REFERENCE_SCHEMA = 'GT_Complemento_Referencia_Nota-0.1.0.xsd';
const VOID_SCHEMA = 'GT_AnulacionDocumento-0.1.0.xsd';
const SIGNATURE_SCHEMA = 'xmldsig-core-schema.xsd';
/** Ours: imports the document's schema and its NCRE complement together. */
const DOCUMENT_WITH_COMPLEMENTS = 'fel-documento.xsd';

const SIGNATURE_SCHEMA_URL = 'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';
const XMLLINT_TIMEOUT_MS = 15_000;

export interface SchemaPatch {
  file: string;
  change: string;
}

/**
 * The copy's changes to one of SAT's schemas (SOURCE.md): the signature schema read from beside
 * it, and the `^`/`$` that SAT's NIT patterns use as anchors (XML Schema patterns are anchored
 * already; libxml2 reads both as characters and refuses every NIT) removed.
 */
export function patchSatSchema(file: string, text: string): { text: string; patches: SchemaPatch[] } {
  const patches: SchemaPatch[] = [];
  let patched = text.split(`schemaLocation="${SIGNATURE_SCHEMA_URL}"`).join(`schemaLocation="${SIGNATURE_SCHEMA}"`);
  if (patched !== text) patches.push({ file, change: 'xmldsig import read locally' });
  patched = patched.replace(/<xs:pattern value="([^"]*)"/g, (whole, value: string) => {
    // `^` outside a character class and an unescaped `$`: none of SAT's patterns means them literally.
    const anchorless = value.replace(/(?<!\[)\^/g, '').replace(/(?<!\\)\$/g, '');
    if (anchorless === value) return whole;
    patches.push({ file, change: `pattern ${value} -> ${anchorless}` });
    return `<xs:pattern value="${anchorless}"`;
  });
  return { text: patched, patches };
}

interface PreparedSchemas {
  dir: string;
  patches: SchemaPatch[];
}

let prepared: Promise<PreparedSchemas> | null = null;

/**
 * The temporary copy of the schemas, made once per process in a folder named by its content (the
 * same folder for every process and test worker: nothing piles up in the temp dir). Each file is
 * written under a process-own name and renamed, so a reader never sees half a file.
 */
export function preparedSchemas(): Promise<PreparedSchemas> {
  prepared ??= (async () => {
    const files = new Map<string, string>();
    const patches: SchemaPatch[] = [];
    for (const file of [DOCUMENT_SCHEMA, NOTE_REFERENCE_SCHEMA, VOID_SCHEMA, SIGNATURE_SCHEMA]) {
      const result = patchSatSchema(file, await readFile(path.join(SAT_SCHEMA_DIR, file), 'utf8'));
      patches.push(...result.patches);
      files.set(file, result.text);
    }
    files.set(
      DOCUMENT_WITH_COMPLEMENTS,
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">',
        `  <xs:import namespace="http://www.sat.gob.gt/dte/fel/0.2.0" schemaLocation="${DOCUMENT_SCHEMA}"/>`,
        `  <xs:import namespace="http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0" schemaLocation="${NOTE_REFERENCE_SCHEMA}"/>`,
        '</xs:schema>',
        '',
      ].join('\n'),
    );
    const hash = createHash('sha256');
    for (const [file, text] of files) hash.update(file).update('\0').update(text).update('\0');
    const dir = path.join(tmpdir(), `gym-fel-xsd-${hash.digest('hex').slice(0, 16)}`);
    await mkdir(dir, { recursive: true });
    for (const [file, text] of files) {
      const partial = path.join(dir, `${file}.${process.pid}.tmp`);
      await writeFile(partial, text);
      await rename(partial, path.join(dir, file));
    }
    return { dir, patches };
  })();
  return prepared;
}

let available: boolean | null = null;

/** Whether xmllint can be run here (CI installs libxml2-utils; locally `apt-get install -y libxml2-utils`). */
export function xmllintAvailable(): boolean {
  available ??= spawnSync('xmllint', ['--version'], { stdio: 'ignore' }).status === 0;
  return available;
}

export interface FelValidationOptions {
  /**
   * Whether the document should carry its issuer's signature. Infile's unified process signs what
   * we send, so the documents we build are checked without it (the default).
   */
  signed?: boolean;
}

const MISSING_SIGNATURE = `Missing child element(s). Expected is ( {${SIGNATURE_NAMESPACE}}Signature ).`;

/** xmllint's lines for stdin ('-:3: element X: Schemas validity error : Element ...') made readable. */
function readXmllintErrors(stderr: string): string[] {
  const errors: string[] = [];
  for (const line of stderr.split('\n')) {
    const match = /^-:(\d+): (?:element \S+: )?(.*)$/.exec(line);
    if (!match) continue;
    const message = match[2]!.replace(/^Schemas validity error : /, '').trim();
    errors.push(`línea ${match[1]}: ${message}`);
  }
  return errors;
}

function isVoid(xml: string): boolean {
  return /<(?:[\w.-]+:)?GTAnulacionDocumento[\s>/]/.test(xml);
}

/**
 * SAT's schema errors of a DTE (GTDocumento) or a void (GTAnulacionDocumento); none when it is
 * valid. Throws when xmllint cannot be run.
 */
export async function validateFelXml(xml: string, options: FelValidationOptions = {}): Promise<string[]> {
  if (!xmllintAvailable())
    throw new Error('xmllint no está instalado: instala libxml2-utils para validar los documentos FEL');
  const { dir } = await preparedSchemas();
  const schema = path.join(dir, isVoid(xml) ? VOID_SCHEMA : DOCUMENT_WITH_COMPLEMENTS);
  const { code, stderr } = await runXmllint(['--nonet', '--noout', '--schema', schema, '-'], xml);
  let errors = readXmllintErrors(stderr);
  if (!options.signed)
    errors = errors.filter((error) => !(error.endsWith(MISSING_SIGNATURE) && /GT(?:Anulacion)?Documento'/.test(error)));
  if (code !== 0 && errors.length === 0 && !/ validates\s*$/.test(stderr) && !/ fails to validate/.test(stderr))
    return [stderr.trim() || `xmllint terminó con el código ${code}`];
  return errors;
}

function runXmllint(args: string[], input: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', args, { stdio: ['pipe', 'ignore', 'pipe'], timeout: XMLLINT_TIMEOUT_MS });
    const chunks: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stderr: Buffer.concat(chunks).toString('utf8') }));
    child.stdin.on('error', () => {
      // xmllint may close its input early on a broken document; its exit code tells.
    });
    child.stdin.end(input, 'utf8');
  });
}
