/**
 * The DTE XML SAT's schema GT_Documento-0.2.0.xsd describes (sat-schema/), unsigned: the
 * certifier (Infile's unified process) signs and certifies it. FACT (general VAT regime), FPEQ
 * (small taxpayer) and NCRE (credit note, with its ReferenciasNota complement); and a void,
 * GT_AnulacionDocumento-0.1.0.xsd. Amounts include the 12 % VAT (domain `invoiceLineAmounts`).
 */
import { businessDate, felPhrasesOf, invoiceLineAmounts, invoiceTotals, type InvoiceLineAmounts } from '@gym/domain';
import type { FelAddress, FelDocumentInput, FelIssuer, FelLine, FelReceiver, FelVoidInput } from './types';

export const DTE_NAMESPACE = 'http://www.sat.gob.gt/dte/fel/0.2.0';
/** A void's schema keeps version 0.1.0's namespace. */
export const VOID_NAMESPACE = 'http://www.sat.gob.gt/dte/fel/0.1.0';
export const NOTE_REFERENCE_NAMESPACE = 'http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0';
const SIGNATURE_NAMESPACE = 'http://www.w3.org/2000/09/xmldsig#';

/**
 * SAT's catalogue of phrases (CatalogoFrases-0.2.0.json, SOURCE.md), chosen in domain
 * `felPhrasesOf`: a FACT states how its issuer pays ISR (type 1: scenario 1 "Sujeto a pagos
 * trimestrales ISR", 2 "Sujeto a retención definitiva ISR"); an FPEQ type 3 scenario 1 "No genera
 * derecho a crédito fiscal"; a credit note carries none.
 */

/** SAT's name for the VAT and its taxable unit code 1 ("IVA 12 %", catalogoUnidadesGravables). */
const VAT_SHORT_NAME = 'IVA';
const VAT_TAXABLE_UNIT = 1;

/** Guatemala has kept UTC-6 all year since 2006. */
const GUATEMALA_OFFSET_MS = -6 * 3600 * 1000;

// ---------- text and numbers ----------

/** Characters XML 1.0 cannot hold (control characters but tab and line breaks) become spaces. */
function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ' ');
}

/** Escaped for an element's text or an attribute in double quotes. */
export function escapeXml(text: string): string {
  return xmlSafe(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Spaces collapsed (as SAT's schema reads them) and cut to SAT's length. */
function satText(text: string, max: number): string {
  return Array.from(xmlSafe(text).replace(/\s+/g, ' ').trim()).slice(0, max).join('').trim();
}

/** Quetzales with two decimals: 223.2142 -> '223.21'. */
export function money(amount: number): string {
  return amount.toFixed(2);
}

/** A quantity or unit price as a plain decimal (no exponent), up to 6 decimals, at least 2 for a price. */
function decimal(value: number, minDecimals: number): string {
  const text = value.toFixed(6).replace(/0+$/, '');
  const [whole, fraction = ''] = text.split('.');
  return fraction.length >= minDecimals ? `${whole}${fraction ? `.${fraction}` : ''}` : value.toFixed(minDecimals);
}

/** An instant as SAT writes it, in Guatemala's time: 2026-11-29T08:05:00-06:00. */
export function satDateTime(value: Date): string {
  return `${new Date(value.getTime() + GUATEMALA_OFFSET_MS).toISOString().slice(0, 19)}-06:00`;
}

/** A NIT as SAT's schema takes it: no dashes or spaces, K upper case, no leading zeros. */
export function satNit(nit: string): string {
  return nit.replace(/[\s-]/g, '').toUpperCase().replace(/^0+/, '');
}

/** SAT's pattern for e-mail addresses (TipoCorreoElectronico); an address it would refuse is left out. */
const SAT_EMAIL = /^((\w[-+._\w]+@\w[-.\w]+\.\w[-.\w]+)(;?))*$/u;

function satEmail(email: string | undefined): string | undefined {
  const trimmed = email?.trim();
  return trimmed && SAT_EMAIL.test(trimmed) ? trimmed : undefined;
}

// ---------- a tiny writer ----------

type Attributes = Record<string, string | number | undefined>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
}

function element(name: string, values: Attributes, children?: readonly string[]): string {
  if (!children || children.length === 0) return `<${name}${attributes(values)}/>`;
  return `<${name}${attributes(values)}>\n${children.join('\n')}\n</${name}>`;
}

function leaf(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}

// ---------- the document ----------

export class FelInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FelInputError';
  }
}

function checkInput(input: FelDocumentInput): void {
  if (input.lines.length === 0) throw new FelInputError('El documento no tiene líneas');
  if (input.lines.length > 9999) throw new FelInputError('Un documento FEL admite hasta 9,999 líneas');
  const small = input.issuer.vatRegime === 'small';
  if (input.type === 'FACT' && small) throw new FelInputError('Un pequeño contribuyente emite FPEQ, no FACT');
  if (input.type === 'FPEQ' && !small) throw new FelInputError('Solo un pequeño contribuyente emite FPEQ');
  if (input.type === 'NCRE' && !input.reference)
    throw new FelInputError('Una nota de crédito necesita el documento al que se refiere');
  if (input.type !== 'NCRE' && input.reference)
    throw new FelInputError('Solo una nota de crédito se refiere a otro documento');
  for (const line of input.lines) {
    if (!(line.quantity > 0)) throw new FelInputError(`La cantidad de '${line.description}' debe ser mayor que 0`);
    if (!(line.unitPrice >= 0)) throw new FelInputError(`El precio de '${line.description}' no puede ser negativo`);
    const { price, total } = invoiceLineAmounts(line);
    if (line.discount < 0 || total < 0 || line.discount > price)
      throw new FelInputError(`El descuento de '${line.description}' no puede superar su precio`);
  }
}

/** Whether the document's lines carry VAT: every type but a small taxpayer's. */
export function documentHasVat(input: Pick<FelDocumentInput, 'issuer'>): boolean {
  return input.issuer.vatRegime === 'general';
}

/** Each line's figures as the document states them (for the invoices module and its tests). */
export function documentAmounts(input: FelDocumentInput): { lines: InvoiceLineAmounts[]; vat: number; total: number } {
  const withVat = documentHasVat(input);
  const lines = input.lines.map((line) => invoiceLineAmounts(line, withVat));
  return { lines, ...invoiceTotals(lines) };
}

function addressXml(name: string, address: FelAddress): string {
  const postalCode = address.postalCode.replace(/\s/g, '');
  return element(`dte:${name}`, {}, [
    leaf('dte:Direccion', satText(address.street, 200) || 'Ciudad'),
    leaf('dte:CodigoPostal', /^\d{1,9}$/.test(postalCode) ? postalCode : '0'),
    leaf('dte:Municipio', satText(address.municipality, 100)),
    leaf('dte:Departamento', satText(address.department, 100)),
    leaf('dte:Pais', satText(address.country, 2).toUpperCase() || 'GT'),
  ]);
}

function issuerXml(issuer: FelIssuer): string {
  return element(
    'dte:Emisor',
    {
      NITEmisor: satNit(issuer.nit),
      NombreEmisor: satText(issuer.legalName, 255),
      CodigoEstablecimiento: issuer.establishmentCode,
      NombreComercial: satText(issuer.commercialName, 255),
      CorreoEmisor: satEmail(issuer.email),
      AfiliacionIVA: issuer.vatRegime === 'small' ? 'PEQ' : 'GEN',
    },
    [addressXml('DireccionEmisor', issuer.address)],
  );
}

/** The receiver's id as SAT takes it: a NIT without dashes, a CUI's 13 digits, or 'CF'. */
export function receiverId(receiver: Pick<FelReceiver, 'idType' | 'id'>): string {
  if (receiver.idType === 'CF') return 'CF';
  if (receiver.idType === 'CUI') return receiver.id.replace(/\D/g, '');
  return satNit(receiver.id);
}

function receiverXml(receiver: FelReceiver): string {
  const name = satText(receiver.name, 255) || (receiver.idType === 'CF' ? 'Consumidor Final' : '');
  if (!name) throw new FelInputError('Falta el nombre del receptor');
  return element(
    'dte:Receptor',
    {
      IDReceptor: receiverId(receiver),
      TipoEspecial: receiver.idType === 'CUI' ? 'CUI' : undefined,
      NombreReceptor: name,
      CorreoReceptor: satEmail(receiver.email),
    },
    receiver.address ? [addressXml('DireccionReceptor', receiver.address)] : [],
  );
}

function phrasesXml(input: FelDocumentInput): string | null {
  const phrases = felPhrasesOf(input.type, input.issuer.isrRegime);
  if (phrases.length === 0) return null;
  return element(
    'dte:Frases',
    {},
    phrases.map((phrase) => element('dte:Frase', { TipoFrase: phrase.type, CodigoEscenario: phrase.scenario })),
  );
}

function itemXml(line: FelLine, index: number, amounts: InvoiceLineAmounts, withVat: boolean): string {
  const children = [
    leaf('dte:Cantidad', decimal(line.quantity, 0)),
    leaf('dte:Descripcion', satText(line.description, 10000) || 'Venta'),
    leaf('dte:PrecioUnitario', decimal(line.unitPrice, 2)),
    leaf('dte:Precio', money(amounts.price)),
    leaf('dte:Descuento', money(amounts.discount)),
  ];
  if (withVat)
    children.push(
      element('dte:Impuestos', {}, [
        element('dte:Impuesto', {}, [
          leaf('dte:NombreCorto', VAT_SHORT_NAME),
          leaf('dte:CodigoUnidadGravable', String(VAT_TAXABLE_UNIT)),
          leaf('dte:MontoGravable', money(amounts.taxable)),
          leaf('dte:MontoImpuesto', money(amounts.vat)),
        ]),
      ]),
    );
  children.push(leaf('dte:Total', money(amounts.total)));
  return element('dte:Item', { NumeroLinea: index + 1, BienOServicio: line.kind }, children);
}

function totalsXml(vat: number, total: number, withVat: boolean): string {
  const children: string[] = [];
  if (withVat)
    children.push(
      element('dte:TotalImpuestos', {}, [
        element('dte:TotalImpuesto', { NombreCorto: VAT_SHORT_NAME, TotalMontoImpuesto: money(vat) }),
      ]),
    );
  children.push(leaf('dte:GranTotal', money(total)));
  return element('dte:Totales', {}, children);
}

/**
 * An NCRE's reference to the certified document it corrects. Serie/NumeroDocumentoOrigen are left
 * out: SAT's complement schema documents them for the old paper and FACE regimes only.
 */
function referenceXml(input: FelDocumentInput): string | null {
  const reference = input.reference;
  if (input.type !== 'NCRE' || !reference) return null;
  return element('dte:Complementos', {}, [
    element(
      'dte:Complemento',
      {
        IDComplemento: 'ReferenciasNota',
        NombreComplemento: 'Nota de Credito',
        URIComplemento: NOTE_REFERENCE_NAMESPACE,
      },
      [
        element('cno:ReferenciasNota', {
          'xmlns:cno': NOTE_REFERENCE_NAMESPACE,
          Version: '0.0',
          NumeroAutorizacionDocumentoOrigen: reference.authorization.toUpperCase(),
          FechaEmisionDocumentoOrigen: businessDate(reference.issuedAt),
          MotivoAjuste: satText(reference.reason, 200) || 'Ajuste',
        }),
      ],
    ),
  ]);
}

/** The unsigned DTE (dte:GTDocumento Version 0.1) of a FACT, FPEQ or NCRE. */
export function buildDteXml(input: FelDocumentInput): string {
  checkInput(input);
  const withVat = documentHasVat(input);
  const amounts = documentAmounts(input);
  const emission = [
    element('dte:DatosGenerales', {
      Tipo: input.type,
      FechaHoraEmision: satDateTime(input.issuedAt),
      CodigoMoneda: 'GTQ',
    }),
    issuerXml(input.issuer),
    receiverXml(input.receiver),
    phrasesXml(input),
    element(
      'dte:Items',
      {},
      input.lines.map((line, index) => itemXml(line, index, amounts.lines[index]!, withVat)),
    ),
    totalsXml(amounts.vat, amounts.total, withVat),
    referenceXml(input),
  ].filter((part): part is string => part !== null);
  const document = element(
    'dte:GTDocumento',
    { 'xmlns:dte': DTE_NAMESPACE, 'xmlns:ds': SIGNATURE_NAMESPACE, Version: '0.1' },
    [
      element('dte:SAT', { ClaseDocumento: 'dte' }, [
        element('dte:DTE', { ID: 'DatosCertificados' }, [
          element('dte:DatosEmision', { ID: 'DatosEmision' }, emission),
        ]),
      ]),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${document}\n`;
}

/** The unsigned void (dte:GTAnulacionDocumento Version 0.1) of a certified document. */
export function buildVoidXml(input: FelVoidInput): string {
  const reason = satText(input.reason, 255);
  if (!reason) throw new FelInputError('Indica el motivo de la anulación');
  const receiver = input.receiverId.replace(/[\s-]/g, '').toUpperCase();
  const document = element(
    'dte:GTAnulacionDocumento',
    { 'xmlns:dte': VOID_NAMESPACE, 'xmlns:ds': SIGNATURE_NAMESPACE, Version: '0.1' },
    [
      element('dte:SAT', {}, [
        element('dte:AnulacionDTE', { ID: 'DatosCertificados' }, [
          element('dte:DatosGenerales', {
            ID: 'DatosAnulacion',
            NumeroDocumentoAAnular: input.authorization.toUpperCase(),
            NITEmisor: satNit(input.issuerNit),
            IDReceptor: receiver === 'CF' ? 'CF' : receiver.replace(/^0+/, ''),
            FechaEmisionDocumentoAnular: satDateTime(input.issuedAt),
            FechaHoraAnulacion: satDateTime(input.voidedAt),
            MotivoAnulacion: reason,
          }),
        ]),
      ]),
    ],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${document}\n`;
}
