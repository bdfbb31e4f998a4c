/**
 * Infile (certificador.feel.com.gt): its "proceso unificado" signs the unsigned DTE or void with
 * the gym's signing key and certifies it with SAT in one call. POST the XML itself to
 * `{base}/fel/procesounificado/transaccion/v2/xml` with the headers UsuarioFirma, LlaveFirma,
 * UsuarioApi, LlaveApi and `identificador` (the idempotency key: Infile answers a repeated one
 * with the first certification). It answers JSON: `resultado`, `uuid`, `serie`, `numero`, `fecha`,
 * `xml_certificado` (base64) or `descripcion_errores[].mensaje_error`. The NIT lookup is
 * `consultareceptores.feel.com.gt/rest/action` {emisor_codigo, emisor_clave, nit_consulta} ->
 * {nit, nombre, mensaje}.
 */
import { CertifierError, type CertifiedDocument, type CertifierAdapter, type CertifierCredentials } from './types';
import { satNit } from './dte-xml';

export const INFILE_BASE_URL = 'https://certificador.feel.com.gt';
export const INFILE_NIT_LOOKUP_URL = 'https://consultareceptores.feel.com.gt/rest/action';
export const INFILE_CERTIFY_PATH = '/fel/procesounificado/transaccion/v2/xml';
/** The lookup's path when a base URL other than Infile's (its test environment, the stand-in) is set. */
export const INFILE_NIT_LOOKUP_PATH = '/rest/action';
/** Infile's own NIT and name, when a certified XML does not state them. */
export const INFILE_NIT = '12521337';
export const INFILE_NAME = 'INFILE, SOCIEDAD ANONIMA';

const DEFAULT_TIMEOUT_MS = 30_000;

export interface InfileOptions {
  credentials: CertifierCredentials;
  /** The gym's NIT (checkCredentials looks it up). */
  issuerNit: string;
  /** FEL_CERTIFIER_URL: Infile's (default), its test environment's, or a stand-in's. */
  baseUrl?: string;
  /** Default: Infile's lookup service with Infile's base URL, else `{baseUrl}/rest/action`. */
  nitLookupUrl?: string;
  /** Per call; a slower answer is an outage (retryable). Default 30 s. */
  timeoutMs?: number;
}

interface InfileErrorDetail {
  mensaje_error?: string;
  fuente?: string;
  categoria?: string;
}

interface InfileAnswer {
  resultado?: boolean;
  fecha?: string;
  descripcion?: string;
  uuid?: string;
  serie?: string;
  numero?: string | number;
  xml_certificado?: string;
  cantidad_errores?: number;
  descripcion_errores?: InfileErrorDetail[];
}

interface InfileNitAnswer {
  nit?: string;
  nombre?: string;
  mensaje?: string;
}

export class InfileCertifier implements CertifierAdapter {
  readonly name = 'infile';
  private readonly baseUrl: string;
  private readonly nitLookupUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: InfileOptions) {
    this.baseUrl = (options.baseUrl?.trim() || INFILE_BASE_URL).replace(/\/+$/, '');
    this.nitLookupUrl =
      options.nitLookupUrl ??
      (this.baseUrl === INFILE_BASE_URL ? INFILE_NIT_LOOKUP_URL : `${this.baseUrl}${INFILE_NIT_LOOKUP_PATH}`);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  certify(xml: string, idempotencyKey: string): Promise<CertifiedDocument> {
    return this.unifiedProcess(xml, idempotencyKey);
  }

  voidDocument(xml: string, idempotencyKey: string): Promise<CertifiedDocument> {
    return this.unifiedProcess(xml, idempotencyKey);
  }

  async lookupNit(nit: string): Promise<string | null> {
    const answer = await this.nitLookup(nit);
    const name = answer.nombre?.trim();
    return name ? name : null;
  }

  async checkCredentials(): Promise<void> {
    const answer = await this.nitLookup(this.options.issuerNit);
    if (!answer.nombre?.trim())
      throw new CertifierError(
        `Infile no aceptó el usuario y la llave del API${answer.mensaje ? `: ${answer.mensaje}` : ''}`,
        false,
      );
  }

  private async unifiedProcess(xml: string, idempotencyKey: string): Promise<CertifiedDocument> {
    const { user, signingKey, apiKey } = this.options.credentials;
    const response = await this.send(`${this.baseUrl}${INFILE_CERTIFY_PATH}`, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        UsuarioFirma: user,
        LlaveFirma: signingKey,
        UsuarioApi: user,
        LlaveApi: apiKey,
        identificador: idempotencyKey,
      },
      body: xml,
    });
    const answer = await readJson<InfileAnswer>(response);
    if (answer.resultado !== true) throw new CertifierError(refusalMessage(answer), false);
    return certifiedDocument(answer);
  }

  private async nitLookup(nit: string): Promise<InfileNitAnswer> {
    const { user, apiKey } = this.options.credentials;
    const response = await this.send(this.nitLookupUrl, {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emisor_codigo: user, emisor_clave: apiKey, nit_consulta: satNit(nit) }),
    });
    return readJson<InfileNitAnswer>(response);
  }

  /** One POST; an outage, a timeout or a 5xx is retryable, a refusal of the request is not. */
  private async send(url: string, init: { headers: Record<string, string>; body: string }): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new CertifierError(
        timedOut
          ? `Infile no respondió en ${Math.round(this.timeoutMs / 1000)} s`
          : `No se pudo conectar con Infile: ${causeOf(error)}`,
        true,
      );
    }
    if (response.status >= 500 || response.status === 429 || response.status === 408) {
      await response.body?.cancel();
      throw new CertifierError(`Infile no está disponible (HTTP ${response.status})`, true);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new CertifierError(`Infile rechazó el usuario o la llave (HTTP ${response.status})`, false);
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => '')).trim().slice(0, 500);
      throw new CertifierError(
        `Infile rechazó la solicitud (HTTP ${response.status})${text ? `: ${text}` : ''}`,
        false,
      );
    }
    return response;
  }
}

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : error.message;
}

/** An answer that is not JSON: cut off or from a proxy, so trying again is right. */
async function readJson<T>(response: Response): Promise<T> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new CertifierError('Infile respondió algo que no se pudo leer', true);
  }
}

/** The certifier's own Spanish messages, as a person fixes the document from them. */
function refusalMessage(answer: InfileAnswer): string {
  const details = (answer.descripcion_errores ?? [])
    .map((detail) => detail.mensaje_error?.trim())
    .filter((message): message is string => Boolean(message));
  if (details.length > 0) return details.join('; ');
  return answer.descripcion?.trim() || 'Infile rechazó el documento sin indicar el motivo';
}

function xmlText(xml: string, name: string): string | undefined {
  return new RegExp(`<(?:[\\w.-]+:)?${name}(?:\\s[^>]*)?>([^<]*)</`).exec(xml)?.[1]?.trim() || undefined;
}

function certifiedDocument(answer: InfileAnswer): CertifiedDocument {
  if (!answer.uuid) throw new CertifierError('Infile certificó sin devolver el número de autorización', true);
  const certifiedXml = answer.xml_certificado ? Buffer.from(answer.xml_certificado, 'base64').toString('utf8') : '';
  const stamped = xmlText(certifiedXml, 'FechaHoraCertificacion');
  const certifiedAt = [answer.fecha, stamped]
    .map((text) => (text ? new Date(text) : null))
    .find((date) => date && !Number.isNaN(date.getTime()));
  return {
    authorization: answer.uuid.toUpperCase(),
    series: answer.serie ?? '',
    number: answer.numero === undefined ? '' : String(answer.numero),
    certifiedAt: certifiedAt ?? new Date(),
    certifierNit: xmlText(certifiedXml, 'NITCertificador') ?? INFILE_NIT,
    certifierName: xmlText(certifiedXml, 'NombreCertificador') ?? INFILE_NAME,
    certifiedXml,
  };
}
