import { describe, expect, it } from 'vitest';
import { buildDteXml, buildVoidXml, FelInputError, satDateTime } from './dte-xml';
import {
  CF_RECEIVER,
  COUNTER_SALE_FACT,
  CUI_RECEIVER,
  DAILY_PASS_FACT,
  MEMBERSHIP_FACT,
  MEMBERSHIP_NCRE,
  MEMBERSHIP_VOID,
  NIT_RECEIVER,
  ONLINE_ORDER_FACT,
  SIMPLIFIED_ISR_FACT,
  SMALL_TAXPAYER_FPEQ,
} from './test-documents';
import type { FelDocumentInput } from './types';
import { preparedSchemas, validateFelXml, xmllintAvailable } from './validate-xml';

const hasXmllint = xmllintAvailable();
if (!hasXmllint)
  console.warn('FEL: xmllint is not installed, the schema tests are skipped (apt-get install -y libxml2-utils)');

/** The texts of every `<dte:name>` in order, entities decoded. */
function texts(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<dte:${name}>([^<]*)</dte:${name}>`, 'g'))].map((match) => decode(match[1]!));
}

function numbers(xml: string, name: string): number[] {
  return texts(xml, name).map(Number);
}

function attribute(xml: string, element: string, name: string): string | undefined {
  const tag = new RegExp(`<${element}\\s[^>]*>`).exec(xml)?.[0];
  const value = tag ? new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] : undefined;
  return value === undefined ? undefined : decode(value);
}

function decode(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0) / 100;

/** What a person checks on an invoice with VAT: each line's VAT is 12/112 of its total, the totals add up. */
function expectVatFigures(xml: string) {
  const totals = numbers(xml, 'Total');
  const taxable = numbers(xml, 'MontoGravable');
  const vat = numbers(xml, 'MontoImpuesto');
  expect(taxable).toHaveLength(totals.length);
  totals.forEach((total, index) => {
    expect(taxable[index]).toBe(Math.round((total / 1.12) * 100) / 100);
    expect(cents(taxable[index]!) + cents(vat[index]!)).toBe(cents(total));
    expect(Math.abs(vat[index]! - (total * 12) / 112)).toBeLessThanOrEqual(0.005 + 1e-9);
  });
  expect(numbers(xml, 'GranTotal')).toEqual([sum(totals)]);
  expect(Number(attribute(xml, 'dte:TotalImpuesto', 'TotalMontoImpuesto'))).toBe(sum(vat));
}

describe('the DTE XML', () => {
  it('a membership (a service) to a NIT: FACT, general regime, ISR phrase 1 scenario 1, Q 250 = 223.21 + 26.79 VAT', () => {
    const xml = buildDteXml(MEMBERSHIP_FACT);
    expect(xml).toContain('<dte:GTDocumento xmlns:dte="http://www.sat.gob.gt/dte/fel/0.2.0"');
    expect(attribute(xml, 'dte:GTDocumento', 'Version')).toBe('0.1');
    expect(attribute(xml, 'dte:DatosEmision', 'ID')).toBe('DatosEmision');
    expect(attribute(xml, 'dte:DatosGenerales', 'Tipo')).toBe('FACT');
    expect(attribute(xml, 'dte:DatosGenerales', 'CodigoMoneda')).toBe('GTQ');
    expect(attribute(xml, 'dte:DatosGenerales', 'FechaHoraEmision')).toBe('2026-11-29T08:30:00-06:00');
    expect(attribute(xml, 'dte:Emisor', 'NITEmisor')).toBe('4512339K');
    expect(attribute(xml, 'dte:Emisor', 'AfiliacionIVA')).toBe('GEN');
    expect(attribute(xml, 'dte:Emisor', 'CodigoEstablecimiento')).toBe('1');
    expect(attribute(xml, 'dte:Receptor', 'IDReceptor')).toBe('3456781K');
    expect(attribute(xml, 'dte:Receptor', 'TipoEspecial')).toBeUndefined();
    expect(xml).toContain('<dte:Frase TipoFrase="1" CodigoEscenario="1"/>');
    // A gym on the simplified ISR regime states the definitive withholding instead.
    const simplified = buildDteXml(SIMPLIFIED_ISR_FACT);
    expect(simplified).toContain('<dte:Frase TipoFrase="1" CodigoEscenario="2"/>');
    expect(simplified).not.toContain('CodigoEscenario="1"');
    expect(attribute(xml, 'dte:Item', 'BienOServicio')).toBe('S');
    expect(texts(xml, 'NombreCorto')).toEqual(['IVA']);
    expect(texts(xml, 'CodigoUnidadGravable')).toEqual(['1']);
    expect(numbers(xml, 'MontoGravable')).toEqual([223.21]);
    expect(numbers(xml, 'MontoImpuesto')).toEqual([26.79]);
    expect(texts(xml, 'GranTotal')).toEqual(['250.00']);
    expectVatFigures(xml);
  });

  it('a daily pass for two visitors to CF: 2 x Q 35 = Q 70, of which Q 7.50 VAT', () => {
    const xml = buildDteXml(DAILY_PASS_FACT);
    expect(attribute(xml, 'dte:Receptor', 'IDReceptor')).toBe('CF');
    expect(attribute(xml, 'dte:Receptor', 'NombreReceptor')).toBe('Consumidor Final');
    expect(texts(xml, 'Cantidad')).toEqual(['2']);
    expect(texts(xml, 'PrecioUnitario')).toEqual(['35.00']);
    expect(texts(xml, 'Precio')).toEqual(['70.00']);
    expect(numbers(xml, 'MontoImpuesto')).toEqual([7.5]);
    expectVatFigures(xml);
  });

  it('a counter sale of several products with a discount to a CUI: each line its own VAT, the totals their sums', () => {
    const xml = buildDteXml(COUNTER_SALE_FACT);
    expect(attribute(xml, 'dte:Receptor', 'IDReceptor')).toBe(CUI_RECEIVER.id);
    expect(attribute(xml, 'dte:Receptor', 'TipoEspecial')).toBe('CUI');
    expect(attribute(xml, 'dte:Receptor', 'NombreReceptor')).toBe('José Ñandú Cifuentes');
    expect(texts(xml, 'Precio')).toEqual(['17.00', '349.99', '38.25']);
    expect(texts(xml, 'Descuento')).toEqual(['0.00', '35.00', '0.00']);
    expect(texts(xml, 'Total')).toEqual(['17.00', '314.99', '38.25']);
    expect(texts(xml, 'GranTotal')).toEqual(['370.24']);
    expect(texts(xml, 'Descripcion')[1]).toBe('Proteína Whey 2 lb "Vainilla"');
    expect([...xml.matchAll(/NumeroLinea="(\d+)"/g)].map((match) => match[1])).toEqual(['1', '2', '3']);
    expect([...xml.matchAll(/BienOServicio="(\w)"/g)].map((match) => match[1])).toEqual(['B', 'B', 'B']);
    expectVatFigures(xml);
  });

  it('an online order with its shipping as a service line and the buyer address', () => {
    const xml = buildDteXml(ONLINE_ORDER_FACT);
    expect(texts(xml, 'Descripcion')).toEqual(['Guantes de entrenamiento talla M', 'Shaker 700 ml', 'Envío nacional']);
    expect([...xml.matchAll(/BienOServicio="(\w)"/g)].map((match) => match[1])).toEqual(['B', 'B', 'S']);
    expect(texts(xml, 'Municipio')).toEqual(['Guatemala', 'Quetzaltenango']);
    expect(texts(xml, 'GranTotal')).toEqual(['264.00']);
    expectVatFigures(xml);
  });

  it('a small taxpayer: FPEQ, AfiliacionIVA PEQ, phrase 3 scenario 1, no VAT anywhere', () => {
    const xml = buildDteXml(SMALL_TAXPAYER_FPEQ);
    expect(attribute(xml, 'dte:DatosGenerales', 'Tipo')).toBe('FPEQ');
    expect(attribute(xml, 'dte:Emisor', 'AfiliacionIVA')).toBe('PEQ');
    expect(xml).toContain('<dte:Frase TipoFrase="3" CodigoEscenario="1"/>');
    expect(xml).not.toContain('Impuesto');
    expect(texts(xml, 'Total')).toEqual(['170.00']);
    expect(texts(xml, 'GranTotal')).toEqual(['170.00']);
  });

  it('a credit note: NCRE with the reference to the certified FACT, its date and reason, and no phrases', () => {
    const xml = buildDteXml(MEMBERSHIP_NCRE);
    expect(attribute(xml, 'dte:DatosGenerales', 'Tipo')).toBe('NCRE');
    expect(xml).not.toContain('<dte:Frases>');
    expect(attribute(xml, 'dte:Complemento', 'URIComplemento')).toBe(
      'http://www.sat.gob.gt/face2/ComplementoReferenciaNota/0.1.0',
    );
    expect(attribute(xml, 'cno:ReferenciasNota', 'NumeroAutorizacionDocumentoOrigen')).toBe(
      '7D5F0B1C-3E2A-4F6B-9A8C-1B2C3D4E5F60',
    );
    expect(attribute(xml, 'cno:ReferenciasNota', 'FechaEmisionDocumentoOrigen')).toBe('2026-11-29');
    expect(attribute(xml, 'cno:ReferenciasNota', 'MotivoAjuste')).toBe(
      'Cancelación de la membresía <antes de usarla> & devolución',
    );
    expectVatFigures(xml);
  });

  it('escapes & < > and quotes in every name, and keeps accents', () => {
    const xml = buildDteXml({
      ...MEMBERSHIP_FACT,
      receiver: { ...NIT_RECEIVER, name: `Peña & "Asociados" <Xela> O'Brien` },
    });
    expect(xml).toContain('NombreEmisor="Fuerza &amp; Salud, Sociedad Anónima"');
    expect(xml).toContain('NombreComercial="Gimnasio Fuerza &lt;Zona 10&gt;"');
    expect(attribute(xml, 'dte:Receptor', 'NombreReceptor')).toBe(`Peña & "Asociados" <Xela> O'Brien`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('writes times in Guatemala (-06:00) whatever the server zone', () => {
    expect(satDateTime(new Date('2026-11-30T03:15:09.450Z'))).toBe('2026-11-29T21:15:09-06:00');
    expect(satDateTime(new Date('2026-06-01T06:00:00Z'))).toBe('2026-06-01T00:00:00-06:00');
  });

  it('refuses what SAT would refuse before building it', () => {
    expect(() => buildDteXml({ ...MEMBERSHIP_FACT, type: 'FPEQ' })).toThrow(FelInputError);
    expect(() => buildDteXml({ ...SMALL_TAXPAYER_FPEQ, type: 'FACT' })).toThrow('Un pequeño contribuyente emite FPEQ');
    expect(() => buildDteXml({ ...MEMBERSHIP_NCRE, reference: undefined })).toThrow('nota de crédito');
    expect(() => buildDteXml({ ...MEMBERSHIP_FACT, lines: [] })).toThrow('no tiene líneas');
    const tooMuch: FelDocumentInput = {
      ...MEMBERSHIP_FACT,
      lines: [{ kind: 'B', description: 'Toalla', quantity: 1, unitPrice: 50, discount: 60 }],
    };
    expect(() => buildDteXml(tooMuch)).toThrow("El descuento de 'Toalla' no puede superar su precio");
  });

  it('a void: GTAnulacionDocumento (namespace 0.1.0) with the document, both parties, both dates and the reason', () => {
    const xml = buildVoidXml(MEMBERSHIP_VOID);
    expect(xml).toContain('<dte:GTAnulacionDocumento xmlns:dte="http://www.sat.gob.gt/dte/fel/0.1.0"');
    expect(attribute(xml, 'dte:DatosGenerales', 'ID')).toBe('DatosAnulacion');
    expect(attribute(xml, 'dte:DatosGenerales', 'NumeroDocumentoAAnular')).toBe('7D5F0B1C-3E2A-4F6B-9A8C-1B2C3D4E5F60');
    expect(attribute(xml, 'dte:DatosGenerales', 'NITEmisor')).toBe('4512339K');
    expect(attribute(xml, 'dte:DatosGenerales', 'IDReceptor')).toBe('3456781K');
    expect(attribute(xml, 'dte:DatosGenerales', 'FechaEmisionDocumentoAnular')).toBe('2026-11-29T08:30:00-06:00');
    expect(attribute(xml, 'dte:DatosGenerales', 'FechaHoraAnulacion')).toBe('2026-11-29T09:10:00-06:00');
    expect(attribute(xml, 'dte:DatosGenerales', 'MotivoAnulacion')).toBe('Nombre del receptor equivocado');
  });
});

describe.skipIf(!hasXmllint)('every document the product issues passes SAT schema (xmllint)', () => {
  const documents: [string, FelDocumentInput][] = [
    ['FACT membership to a NIT', MEMBERSHIP_FACT],
    ['FACT daily pass to CF', DAILY_PASS_FACT],
    ['FACT counter sale with a discount to a CUI', COUNTER_SALE_FACT],
    ['FACT online order with shipping and the buyer address', ONLINE_ORDER_FACT],
    ['FPEQ small taxpayer', SMALL_TAXPAYER_FPEQ],
    ['FACT of a gym on the simplified ISR regime', SIMPLIFIED_ISR_FACT],
    ['NCRE referring to a FACT', MEMBERSHIP_NCRE],
    [
      'FACT to a name with & < > " and accents',
      { ...MEMBERSHIP_FACT, receiver: { ...CF_RECEIVER, name: 'Peña & <Hijos> "Ñ"' } },
    ],
  ];

  it.each(documents)('%s', async (_name, input) => {
    expect(await validateFelXml(buildDteXml(input))).toEqual([]);
  });

  it('a void', async () => {
    expect(await validateFelXml(buildVoidXml(MEMBERSHIP_VOID))).toEqual([]);
    expect(await validateFelXml(buildVoidXml({ ...MEMBERSHIP_VOID, receiverId: 'CF' }))).toEqual([]);
    expect(await validateFelXml(buildVoidXml({ ...MEMBERSHIP_VOID, receiverId: CUI_RECEIVER.id }))).toEqual([]);
  });

  it('reports what is wrong, line by line, in a document SAT would refuse', async () => {
    const xml = buildDteXml(MEMBERSHIP_FACT)
      .replace('CodigoMoneda="GTQ"', 'CodigoMoneda="QQQ"')
      .replace('<dte:Cantidad>1<', '<dte:Cantidad>-1<');
    const errors = await validateFelXml(xml);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^línea 6: .*CodigoMoneda.*'QQQ'/);
    expect(errors[1]).toMatch(/Cantidad.*'-1'/);
  });

  it("checks an NCRE's reference with the complement's own schema", async () => {
    const xml = buildDteXml({
      ...MEMBERSHIP_NCRE,
      reference: { ...MEMBERSHIP_NCRE.reference!, authorization: 'no-es-un-uuid' },
    });
    const errors = await validateFelXml(xml);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('NumeroAutorizacionDocumentoOrigen');
  });

  it('refuses a bad NIT and reads a broken document', async () => {
    const badNit = buildDteXml(MEMBERSHIP_FACT).replace('NITEmisor="4512339K"', 'NITEmisor="4512-339K"');
    expect((await validateFelXml(badNit))[0]).toContain('NITEmisor');
    const broken = await validateFelXml('<dte:GTDocumento Version="0.1">');
    expect(broken[0]).toMatch(/^línea 1: /);
    expect(broken.join('\n')).toMatch(/parser error/);
  });

  it('needs the issuer signature only of a signed document (Infile signs what we send)', async () => {
    const xml = buildDteXml(MEMBERSHIP_FACT);
    expect(await validateFelXml(xml)).toEqual([]);
    const errors = await validateFelXml(xml, { signed: true });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('{http://www.w3.org/2000/09/xmldsig#}Signature');
  });

  it("reads SAT's schemas with exactly the changes SOURCE.md lists", async () => {
    const { patches } = await preparedSchemas();
    expect(patches.map((patch) => `${patch.file}: ${patch.change}`)).toEqual([
      'GT_Documento-0.2.0.xsd: xmldsig import read locally',
      'GT_Documento-0.2.0.xsd: pattern ((([1-9])+([0-9])*([0-9]|K))|(([1-9]+[0-9]){12,13})|(CF)|^([A-Z0-9]{3,18}))$ -> ((([1-9])+([0-9])*([0-9]|K))|(([1-9]+[0-9]){12,13})|(CF)|([A-Z0-9]{3,18}))',
      'GT_Documento-0.2.0.xsd: pattern (([1-9])+([0-9])*([0-9]|K))$ -> (([1-9])+([0-9])*([0-9]|K))',
      'GT_AnulacionDocumento-0.1.0.xsd: xmldsig import read locally',
      'GT_AnulacionDocumento-0.1.0.xsd: pattern (([1-9])+([0-9])*([0-9]|K))|(([1-9]+[0-9]){12,13})|(CF)|^([A-Z0-9]{3,18})$ -> (([1-9])+([0-9])*([0-9]|K))|(([1-9]+[0-9]){12,13})|(CF)|([A-Z0-9]{3,18})',
    ]);
  });
});
