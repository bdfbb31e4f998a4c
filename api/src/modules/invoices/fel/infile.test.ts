import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFelCertifier, type FelCertifierStandIn } from '../../../test/fel-certifier';
import { createCertifier } from './certifier';
import { buildDteXml, buildVoidXml } from './dte-xml';
import { InfileCertifier, INFILE_CERTIFY_PATH } from './infile';
import {
  COUNTER_SALE_FACT,
  GENERAL_ISSUER,
  MEMBERSHIP_FACT,
  MEMBERSHIP_NCRE,
  MEMBERSHIP_VOID,
  NIT_RECEIVER,
} from './test-documents';
import { CertifierError } from './types';
import { xmllintAvailable } from './validate-xml';

if (!xmllintAvailable())
  console.warn('FEL: xmllint is not installed, the certifier tests are skipped (apt-get install -y libxml2-utils)');

/** What a rejected promise threw, to read its message and whether the queue should retry. */
async function failure(promise: Promise<unknown>): Promise<CertifierError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CertifierError);
    return error as CertifierError;
  }
  throw new Error('expected a CertifierError');
}

describe.skipIf(!xmllintAvailable())('InfileCertifier against the Infile stand-in', () => {
  let infile: FelCertifierStandIn;
  let certifier: InfileCertifier;

  beforeAll(async () => {
    infile = await startFelCertifier({
      nits: {
        [NIT_RECEIVER.id]: 'DISTRIBUIDORA LOPEZ & HIJOS, SOCIEDAD ANONIMA',
        [GENERAL_ISSUER.nit]: 'FUERZA & SALUD, S.A.',
      },
    });
    certifier = new InfileCertifier({
      credentials: infile.credentials,
      issuerNit: GENERAL_ISSUER.nit,
      baseUrl: infile.url,
      timeoutMs: 1_500,
    });
  });

  afterAll(async () => {
    await infile.close();
  });

  beforeEach(() => {
    infile.requests.length = 0;
  });

  it('certifies a FACT: authorization, series, number, the certifier and the certified XML', async () => {
    const certified = await certifier.certify(buildDteXml(MEMBERSHIP_FACT), 'factura-membresia-1');
    expect(certified.authorization).toMatch(/^[0-9A-F]{8}-([0-9A-F]{4}-){3}[0-9A-F]{12}$/);
    expect(certified.series).toBe(certified.authorization.slice(0, 8));
    expect(certified.number).toMatch(/^\d+$/);
    expect(certified.certifierNit).toBe('12521337');
    expect(certified.certifierName).toBe('INFILE, SOCIEDAD ANONIMA');
    expect(Math.abs(certified.certifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(certified.certifiedXml).toContain(`<dte:NumeroAutorizacion Serie="${certified.series}"`);
    expect(certified.certifiedXml).toContain('<dte:GranTotal>250.00</dte:GranTotal>');

    const [sent] = infile.requests;
    expect(sent!.path).toBe(INFILE_CERTIFY_PATH);
    expect(sent!.headers).toMatchObject({
      usuariofirma: 'GYM_DEMO',
      llavefirma: 'firma-de-prueba',
      usuarioapi: 'GYM_DEMO',
      llaveapi: 'LLAVE-API-DE-PRUEBA',
      identificador: 'factura-membresia-1',
    });
    expect(sent!.body).toContain('<dte:GTDocumento');
  });

  it('answers a repeated identifier with the first authorization (a retry never invoices twice)', async () => {
    const xml = buildDteXml(COUNTER_SALE_FACT);
    const first = await certifier.certify(xml, 'venta-mostrador-77');
    const again = await certifier.certify(xml, 'venta-mostrador-77');
    const [a, b] = await Promise.all([
      certifier.certify(xml, 'venta-mostrador-78'),
      certifier.certify(xml, 'venta-mostrador-78'),
    ]);
    expect(again.authorization).toBe(first.authorization);
    expect(again.number).toBe(first.number);
    expect(b.authorization).toBe(a.authorization);
    expect(a.authorization).not.toBe(first.authorization);
    const certifiedCounterSales = [...infile.documents.values()].filter((document) => document.grandTotal === '370.24');
    expect(certifiedCounterSales).toHaveLength(2);
  });

  it('a 503 is an outage: retryable, and the retry with the same identifier certifies', async () => {
    infile.failNext(1, 503);
    const error = await failure(certifier.certify(buildDteXml(MEMBERSHIP_FACT), 'factura-caida-1'));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Infile no está disponible (HTTP 503)');
    const certified = await certifier.certify(buildDteXml(MEMBERSHIP_FACT), 'factura-caida-1');
    expect(certified.authorization).toBeTruthy();
    expect(infile.requests.map((request) => request.outcome)).toEqual(['failed', 'certified']);
  });

  it('no answer within the timeout is retryable too', async () => {
    infile.hangNext(1);
    const error = await failure(certifier.certify(buildDteXml(MEMBERSHIP_FACT), 'factura-colgada-1'));
    expect(error.retryable).toBe(true);
    expect(error.message).toBe('Infile no respondió en 2 s');
  });

  it('an unreachable certifier is retryable', async () => {
    const nowhere = new InfileCertifier({
      credentials: infile.credentials,
      issuerNit: GENERAL_ISSUER.nit,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 1_500,
    });
    const error = await failure(nowhere.certify(buildDteXml(MEMBERSHIP_FACT), 'sin-red-1'));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^No se pudo conectar con Infile/);
  });

  it("refuses an invalid document for good, with the certifier's Spanish message", async () => {
    const invalid = buildDteXml(MEMBERSHIP_FACT).replace('CodigoMoneda="GTQ"', 'CodigoMoneda="QQQ"');
    const error = await failure(certifier.certify(invalid, 'factura-invalida-1'));
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/^Error de esquema XSD: línea \d+: .*CodigoMoneda.*'QQQ'/);
    expect(infile.requests.at(-1)!.outcome).toBe('refused');
  });

  it('refuses wrong keys for good', async () => {
    const wrongKeys = new InfileCertifier({
      credentials: { ...infile.credentials, signingKey: 'otra' },
      issuerNit: GENERAL_ISSUER.nit,
      baseUrl: infile.url,
    });
    const error = await failure(wrongKeys.certify(buildDteXml(MEMBERSHIP_FACT), 'llave-mala-1'));
    expect(error).toMatchObject({ retryable: false, message: 'Usuario o llave de firma incorrectos' });
  });

  it('certifies a credit note and voids a certified invoice once', async () => {
    const invoice = await certifier.certify(buildDteXml(MEMBERSHIP_FACT), 'factura-a-anular-1');
    const note = await certifier.certify(
      buildDteXml({
        ...MEMBERSHIP_NCRE,
        reference: { ...MEMBERSHIP_NCRE.reference!, authorization: invoice.authorization },
      }),
      'nota-credito-1',
    );
    expect(note.authorization).not.toBe(invoice.authorization);
    expect(infile.documents.get(note.authorization)!.type).toBe('NCRE');

    const voidXml = buildVoidXml({ ...MEMBERSHIP_VOID, authorization: invoice.authorization });
    const voided = await certifier.voidDocument(voidXml, 'anulacion-1');
    expect(voided.authorization).toBe(invoice.authorization);
    expect(voided.certifiedXml).toContain('<dte:GTAnulacionDocumento');
    expect(voided.certifiedXml).toContain('<dte:FechaHoraCertificacion>');
    expect(infile.documents.get(invoice.authorization)!.voided).toBe(true);

    expect((await certifier.voidDocument(voidXml, 'anulacion-1')).authorization).toBe(invoice.authorization);
    const twice = await failure(certifier.voidDocument(voidXml, 'anulacion-2'));
    expect(twice).toMatchObject({ retryable: false, message: 'El documento ya fue anulado' });
    const unknown = await failure(certifier.voidDocument(buildVoidXml(MEMBERSHIP_VOID), 'anulacion-3'));
    expect(unknown).toMatchObject({ retryable: false, message: 'El documento a anular no existe' });
  });

  it("looks up a NIT's registered name (with or without its dash), null when SAT does not know it", async () => {
    expect(await certifier.lookupNit('3456781-k')).toBe('DISTRIBUIDORA LOPEZ & HIJOS, SOCIEDAD ANONIMA');
    expect(await certifier.lookupNit('1111111')).toBeNull();
    const sent = JSON.parse(infile.requests[0]!.body) as Record<string, string>;
    expect(sent).toEqual({ emisor_codigo: 'GYM_DEMO', emisor_clave: 'LLAVE-API-DE-PRUEBA', nit_consulta: '3456781K' });
    infile.failNext(1, 502);
    expect(await failure(certifier.lookupNit('3456781K'))).toMatchObject({ retryable: true });
  });

  it('proves the credentials an admin saves', async () => {
    await expect(certifier.checkCredentials()).resolves.toBeUndefined();
    const wrong = createCertifier('Infile', {
      credentials: { ...infile.credentials, apiKey: 'equivocada' },
      issuerNit: GENERAL_ISSUER.nit,
      baseUrl: infile.url,
    });
    const error = await failure(wrong.checkCredentials());
    expect(error).toMatchObject({
      retryable: false,
      message: 'Infile no aceptó el usuario y la llave del API: Credenciales inválidas',
    });
  });
});

describe('createCertifier', () => {
  const options = { credentials: { user: 'U', signingKey: 'S', apiKey: 'A' }, issuerNit: GENERAL_ISSUER.nit };

  it('makes the Infile adapter and says the others are not available yet', () => {
    expect(createCertifier('infile', options)).toBeInstanceOf(InfileCertifier);
    expect(() => createCertifier('digifact', options)).toThrow("El certificador 'digifact' aún no está disponible");
    expect(() => createCertifier('sat', options)).toThrow("Certificador FEL desconocido: 'sat'");
  });
});
