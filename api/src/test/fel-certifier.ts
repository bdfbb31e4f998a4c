/**
 * A local stand-in for Infile's FEL API (node:http on loopback), so tests never reach the
 * certifier: `InfileCertifier` is pointed at it through its base URL (FEL_CERTIFIER_URL). Like
 * Infile it takes the unsigned XML on `/fel/procesounificado/transaccion/v2/xml` with the five
 * headers, checks it against SAT's schemas (the FEL layer's xmllint validator) and refuses an
 * invalid one (`resultado: false` and the errors in Spanish), assigns the authorization (uuid),
 * series and number, answers a repeated `identificador` with its first certification, voids only
 * what it certified (once), and answers the NIT lookup (`/rest/action`) from a small table. It can
 * fail the next calls with a 5xx or leave them unanswered (an outage), and records every request.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { satDateTime } from '../modules/invoices/fel/dte-xml';
import { INFILE_CERTIFY_PATH, INFILE_NIT_LOOKUP_PATH } from '../modules/invoices/fel/infile';
import type { CertifierCredentials } from '../modules/invoices/fel/types';
import { validateFelXml } from '../modules/invoices/fel/validate-xml';

export const STAND_IN_CERTIFIER_NIT = '12521337';
export const STAND_IN_CERTIFIER_NAME = 'INFILE, SOCIEDAD ANONIMA';

export interface FelCertifierRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** What the stand-in did: 'certified', 'voided', 'repeated', 'refused', 'failed', 'hung', 'lookup'. */
  outcome: string;
}

export interface StandInDocument {
  authorization: string;
  series: string;
  number: string;
  type: string;
  issuerNit: string;
  receiverId: string;
  grandTotal: string | null;
  xml: string;
  voided: boolean;
}

export interface FelCertifierStandIn {
  /** The base URL (FEL_CERTIFIER_URL) and the credentials it accepts. */
  url: string;
  credentials: CertifierCredentials;
  requests: FelCertifierRequest[];
  /** Certified documents by authorization. */
  documents: Map<string, StandInDocument>;
  /** NIT (no dash) -> registered name, answered by the lookup. */
  nits: Map<string, string>;
  /** The next `count` calls answer `status` (503 by default) without doing anything. */
  failNext(count: number, status?: number): void;
  /** The next `count` calls are never answered (the caller's timeout decides). */
  hangNext(count: number): void;
  close(): Promise<void>;
}

interface Options {
  credentials?: CertifierCredentials;
  nits?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
}

const DEFAULT_CREDENTIALS: CertifierCredentials = {
  user: 'GYM_DEMO',
  signingKey: 'firma-de-prueba',
  apiKey: 'LLAVE-API-DE-PRUEBA',
};

const DEFAULT_NITS: Record<string, string> = {
  '12521337': 'INFILE, SOCIEDAD ANONIMA',
};

function attributeOf(xml: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? null;
}

function textOf(xml: string, name: string): string | null {
  return new RegExp(`<(?:[\\w.-]+:)?${name}>([^<]*)</`).exec(xml)?.[1] ?? null;
}

function refused(messages: string[], description = 'Se encontraron errores en el documento'): Answer {
  return {
    status: 200,
    body: {
      resultado: false,
      fecha: satDateTime(new Date()),
      origen: 'Certificador',
      descripcion: description,
      cantidad_errores: messages.length,
      descripcion_errores: messages.map((mensaje_error) => ({
        resultado: false,
        fuente: 'Certificador',
        categoria: 'Validación',
        numeral: '',
        validacion: '',
        mensaje_error,
      })),
    },
  };
}

/** The certified XML: the sent document with SAT's Certificacion block (unsigned here). */
function stampedXml(xml: string, authorization: string, series: string, number: string, at: string, isVoid: boolean) {
  const certification = [
    '<dte:Certificacion>',
    `<dte:NITCertificador>${STAND_IN_CERTIFIER_NIT}</dte:NITCertificador>`,
    `<dte:NombreCertificador>${STAND_IN_CERTIFIER_NAME}</dte:NombreCertificador>`,
    ...(isVoid
      ? []
      : [`<dte:NumeroAutorizacion Serie="${series}" Numero="${number}">${authorization}</dte:NumeroAutorizacion>`]),
    `<dte:FechaHoraCertificacion>${at}</dte:FechaHoraCertificacion>`,
    '</dte:Certificacion>',
  ].join('\n');
  const closing = isVoid ? '</dte:AnulacionDTE>' : '</dte:DTE>';
  return xml.replace(closing, `${certification}\n${closing}`);
}

export async function startFelCertifier(options: Options = {}): Promise<FelCertifierStandIn> {
  const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
  const nits = new Map(Object.entries({ ...DEFAULT_NITS, ...options.nits }));
  const requests: FelCertifierRequest[] = [];
  const documents = new Map<string, StandInDocument>();
  /** `${user}|${identificador}` -> the first successful answer. */
  const answered = new Map<string, Answer>();
  const inFlight = new Map<string, Promise<[Answer, string]>>();
  const pending: ({ kind: 'fail'; status: number } | { kind: 'hang' })[] = [];

  const credentialsError = (headers: Record<string, string>): string | null => {
    if (headers.usuarioapi !== credentials.user || headers.llaveapi !== credentials.apiKey)
      return 'Usuario o llave del API incorrectos';
    if (headers.usuariofirma !== credentials.user || headers.llavefirma !== credentials.signingKey)
      return 'Usuario o llave de firma incorrectos';
    return null;
  };

  async function certifyOrVoid(headers: Record<string, string>, body: string): Promise<[Answer, string]> {
    const identifier = headers.identificador?.trim();
    const credentialProblem = credentialsError(headers);
    if (credentialProblem) return [refused([credentialProblem], 'Credenciales inválidas'), 'refused'];
    if (!identifier) return [refused(['El identificador es requerido']), 'refused'];
    const key = `${headers.usuarioapi}|${identifier}`;
    const earlier = answered.get(key);
    if (earlier) return [earlier, 'repeated'];
    // The same identifier twice at once (a retry while the first call is still running): one certification.
    const running = inFlight.get(key);
    if (running) {
      const [answer, outcome] = await running;
      if (outcome === 'certified' || outcome === 'voided') return [answer, 'repeated'];
    }
    const work = certifyDocument(body);
    inFlight.set(key, work);
    try {
      const [answer, outcome] = await work;
      if (outcome === 'certified' || outcome === 'voided') answered.set(key, answer);
      return [answer, outcome];
    } finally {
      if (inFlight.get(key) === work) inFlight.delete(key);
    }
  }

  async function certifyDocument(body: string): Promise<[Answer, string]> {
    const errors = await validateFelXml(body);
    if (errors.length > 0) return [refused(errors.map((error) => `Error de esquema XSD: ${error}`)), 'refused'];

    const isVoid = /<(?:[\w.-]+:)?GTAnulacionDocumento[\s>]/.test(body);
    const issuerNit = attributeOf(body, 'NITEmisor') ?? '';
    const receiverId = attributeOf(body, 'IDReceptor') ?? '';
    const at = satDateTime(new Date());
    let answer: Answer;
    if (isVoid) {
      const target = documents.get(attributeOf(body, 'NumeroDocumentoAAnular') ?? '');
      if (!target) return [refused(['El documento a anular no existe']), 'refused'];
      if (target.voided) return [refused(['El documento ya fue anulado']), 'refused'];
      if (target.issuerNit !== issuerNit || target.receiverId !== receiverId)
        return [refused(['El NIT del emisor o el ID del receptor no corresponden al documento a anular']), 'refused'];
      target.voided = true;
      const xml = stampedXml(body, target.authorization, target.series, target.number, at, true);
      answer = success(target.authorization, target.series, target.number, at, xml);
    } else {
      const authorization = randomUUID().toUpperCase();
      const series = authorization.slice(0, 8);
      const number = String(Number.parseInt(authorization.slice(9, 18).replace('-', ''), 16));
      const xml = stampedXml(body, authorization, series, number, at, false);
      documents.set(authorization, {
        authorization,
        series,
        number,
        type: attributeOf(body, 'Tipo') ?? '',
        issuerNit,
        receiverId,
        grandTotal: textOf(body, 'GranTotal'),
        xml,
        voided: false,
      });
      answer = success(authorization, series, number, at, xml);
    }
    return [answer, isVoid ? 'voided' : 'certified'];
  }

  function success(uuid: string, serie: string, numero: string, fecha: string, xml: string): Answer {
    return {
      status: 200,
      body: {
        resultado: true,
        fecha,
        origen: 'Certificador',
        descripcion: 'OK',
        alertas_infile: false,
        descripcion_alertas_infile: [],
        alertas_sat: false,
        descripcion_alertas_sat: [],
        cantidad_errores: 0,
        descripcion_errores: [],
        uuid,
        serie,
        numero,
        xml_certificado: Buffer.from(xml, 'utf8').toString('base64'),
      },
    };
  }

  function lookup(body: string): Answer {
    let query: { emisor_codigo?: string; emisor_clave?: string; nit_consulta?: string };
    try {
      query = JSON.parse(body) as typeof query;
    } catch {
      return { status: 400, body: { nit: '', nombre: '', mensaje: 'Solicitud inválida' } };
    }
    if (query.emisor_codigo !== credentials.user || query.emisor_clave !== credentials.apiKey)
      return { status: 200, body: { nit: query.nit_consulta ?? '', nombre: '', mensaje: 'Credenciales inválidas' } };
    const nit = (query.nit_consulta ?? '').replace(/[\s-]/g, '').toUpperCase();
    const name = nits.get(nit);
    return { status: 200, body: { nit, nombre: name ?? '', mensaje: name ? '' : 'NIT no válido' } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(',') : (value ?? ''),
      ]),
    );
    const path = (request.url ?? '/').split('?')[0]!;
    const record: FelCertifierRequest = { path, headers, body, outcome: '' };
    requests.push(record);

    const next = pending.shift();
    if (next?.kind === 'hang') {
      record.outcome = 'hung';
      return;
    }
    if (next?.kind === 'fail') {
      record.outcome = 'failed';
      response.writeHead(next.status, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }

    let answer: Answer;
    if (request.method === 'POST' && path === INFILE_CERTIFY_PATH) {
      const [result, outcome] = await certifyOrVoid(headers, body);
      answer = result;
      record.outcome = outcome;
    } else if (request.method === 'POST' && path === INFILE_NIT_LOOKUP_PATH) {
      answer = lookup(body);
      record.outcome = 'lookup';
    } else {
      answer = { status: 404, body: { mensaje: 'No encontrado' } };
      record.outcome = 'not-found';
    }
    response
      .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    requests,
    documents,
    nits,
    failNext(count, status = 503) {
      for (let index = 0; index < count; index += 1) pending.push({ kind: 'fail', status });
    },
    hangNext(count) {
      for (let index = 0; index < count; index += 1) pending.push({ kind: 'hang' });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
