/**
 * FEL invoices (issue 33): the gym's fiscal settings, the documents each sale leaves (a certified
 * FACT/FPEQ, its credit notes NCRE, its void), the internal 'Comprobante' while FEL is off, and
 * their Spanish messages. The DTE XML and the certifier live in the api (modules/invoices/fel).
 */
import { enumField, intField, textField } from './field-contract';
import { isUuid } from './ids';
import { canOperateCashDrawer, type Actor } from './roles';

export const VAT_REGIMES = ['general', 'small'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  general: 'Régimen general (Factura, IVA 12 %)',
  small: 'Pequeño contribuyente (Factura Pequeño Contribuyente)',
};

/** The document each regime issues for a sale. */
export const DOCUMENT_TYPE_OF_REGIME: Record<VatRegime, 'FACT' | 'FPEQ'> = { general: 'FACT', small: 'FPEQ' };

/**
 * How a general-regime gym pays its income tax (ISR), which its invoices must state: on profits
 * with quarterly payments, or the optional simplified regime on gross income (withheld by the
 * buyers that are withholding agents, paid directly otherwise).
 */
export const ISR_REGIMES = ['profits', 'simplified'] as const;
export type IsrRegime = (typeof ISR_REGIMES)[number];

export const ISR_REGIME_LABELS: Record<IsrRegime, string> = {
  profits: 'Sobre las utilidades (pagos trimestrales)',
  simplified: 'Opcional simplificado sobre ingresos (retención definitiva)',
};

/** A phrase of SAT's catalogue (CatalogoFrases): its type, scenario and the text printed with it. */
export interface FelPhrase {
  type: number;
  scenario: number;
  text: string;
}

/** The phrases a document carries (XML and PDF alike); a credit note carries none. */
export function felPhrasesOf(documentType: string, isrRegime: IsrRegime = 'profits'): FelPhrase[] {
  if (documentType === 'FPEQ') return [{ type: 3, scenario: 1, text: 'No genera derecho a crédito fiscal' }];
  if (documentType !== 'FACT') return [];
  return isrRegime === 'simplified'
    ? [{ type: 1, scenario: 2, text: 'Sujeto a retención definitiva ISR' }]
    : [{ type: 1, scenario: 1, text: 'Sujeto a pagos trimestrales ISR' }];
}

export const FEL_CERTIFIERS = ['infile'] as const;
export type FelCertifierName = (typeof FEL_CERTIFIERS)[number];
export const FEL_CERTIFIER_LABELS: Record<FelCertifierName, string> = { infile: 'INFILE, S.A.' };

/** COMP: the gym's own numbered Comprobante while FEL is off (not a tax invoice). */
export const INVOICE_TYPES = ['FACT', 'FPEQ', 'NCRE', 'COMP'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABELS: Record<InvoiceType, string> = {
  FACT: 'Factura',
  FPEQ: 'Factura Pequeño Contribuyente',
  NCRE: 'Nota de crédito',
  COMP: 'Comprobante (no es factura)',
};

export const INVOICE_STATUSES = ['pending', 'certified', 'failed', 'voiding', 'voided', 'receipt'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Certificando',
  certified: 'Certificada',
  failed: 'Factura pendiente',
  voiding: 'Anulando',
  voided: 'Anulada',
  receipt: 'Comprobante',
};

export const INVOICE_SOURCE_TYPES = ['payment', 'local_sale', 'order'] as const;
export type InvoiceSourceType = (typeof INVOICE_SOURCE_TYPES)[number];
export const INVOICE_SOURCE_LABELS: Record<InvoiceSourceType, string> = {
  payment: 'Pago',
  local_sale: 'Venta en mostrador',
  order: 'Pedido',
};

/** A sale whose document a screen looks up: a payment (membership, pass), a counter sale or an order. */
export interface InvoiceSource {
  sourceType: InvoiceSourceType;
  sourceId: string;
}

/** The most sales one list asks the documents of (a page of 'Mis pagos' holds fewer). */
export const INVOICE_SOURCES_MAX = 100;

/** A screen's lookup of its sales' documents: each sale's kind, and how many sales at once. */
export const INVOICE_SOURCE_FIELDS = {
  sourceType: enumField('El tipo de venta', INVOICE_SOURCE_TYPES),
  sources: intField('Las ventas a buscar', 1, INVOICE_SOURCES_MAX),
} as const;

/** The `sources` filter as it travels in a query string: `payment:<id>,order:<id>`. */
export function formatInvoiceSources(sources: readonly InvoiceSource[]): string {
  return sources.map((source) => `${source.sourceType}:${source.sourceId}`).join(',');
}

/** The `sources` filter read back; null when any part is not a known type and a UUID, or too many. */
export function parseInvoiceSources(text: string): InvoiceSource[] | null {
  const parts = text.split(',').filter((part) => part !== '');
  if (parts.length === 0 || parts.length > INVOICE_SOURCES_MAX) return null;
  const sources: InvoiceSource[] = [];
  for (const part of parts) {
    const [type, id, ...rest] = part.split(':');
    if (rest.length > 0 || !id || !isUuid(id) || !INVOICE_SOURCE_TYPES.includes(type as InvoiceSourceType)) return null;
    sources.push({ sourceType: type as InvoiceSourceType, sourceId: id.toLowerCase() });
  }
  return sources;
}

/** What the Comprobante says so nobody takes it for a tax invoice. */
export const RECEIPT_NOTICE = 'Comprobante interno: no es una factura electrónica (FEL)';

/** The Comprobante's number: C-000123. */
export function receiptNumber(sequence: number): string {
  return `C-${String(sequence).padStart(6, '0')}`;
}

/** SAT's public page that verifies a certified DTE (what the invoice's QR opens). */
export const SAT_VERIFICATION_URL = 'https://felpub.c.sat.gob.gt/verificador-web/publico/vistas/verificacionDte.jsf';

export function satVerificationUrl(input: {
  authorization: string;
  issuerNit: string;
  receiverId: string;
  total: number;
}): string {
  const params = new URLSearchParams({
    tipo: 'autorizacion',
    numero: input.authorization,
    emisor: input.issuerNit,
    receptor: input.receiverId,
    monto: input.total.toFixed(2),
  });
  return `${SAT_VERIFICATION_URL}?${params.toString()}`;
}

/** A month for the accountant's export: YYYY-MM. */
export const INVOICE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const INVOICE_MESSAGES = {
  forbidden: 'No tienes permiso para ver las facturas',
  settingsForbidden: 'Solo el administrador configura la facturación electrónica',
  notFound: 'Factura no encontrada',
  settingsSaved: 'Datos fiscales guardados',
  invalidNit: 'El NIT del gimnasio no es válido: revisa el dígito verificador',
  credentialsRefused: (detail: string) => `El certificador rechazó las credenciales: ${detail}`,
  certifierUnavailable: 'No se pudo contactar al certificador para comprobar las credenciales; intenta de nuevo',
  retryQueued: 'Factura enviada de nuevo a certificar',
  notRetryable: 'Solo una factura pendiente (no certificada) se puede reintentar',
  felOff: 'La facturación electrónica no está configurada',
  referenceNotCertified: 'La factura original aún no está certificada',
  voidedBeforeCertified: 'Venta anulada antes de certificar su factura',
  cfNotAllowed:
    'Para compras de Q 2,500.00 o más se necesita el NIT o el CUI del comprador (no se permite CF): corrige el receptor y reintenta',
  monthInvalid: 'El mes debe tener el formato AAAA-MM',
  receiverSaved: 'Receptor de la factura corregido',
  receiverNotEditable: 'Solo se corrige el receptor de una factura que aún no está certificada',
  sourcesInvalid: `Las ventas a buscar deben ser hasta ${INVOICE_SOURCES_MAX} pares tipo:id (payment, local_sale u order y un UUID)`,
} as const;

/** The fiscal settings form (admin). */
export const FISCAL_SETTINGS_FIELDS = {
  nit: textField('El NIT del gimnasio', { required: true, max: 20, pattern: /^[0-9kK\s-]+$/ }),
  legalName: textField('La razón social', { required: true, max: 200 }),
  commercialName: textField('El nombre comercial', { required: true, max: 200 }),
  establishmentCode: intField('El código de establecimiento', 1, 9999),
  street: textField('La dirección fiscal', { required: true, max: 250 }),
  postalCode: textField('El código postal', { required: true, max: 10, pattern: /^\d{5}$/ }),
  municipality: textField('El municipio', { required: true, max: 100 }),
  department: textField('El departamento', { required: true, max: 100 }),
  vatRegime: enumField('El régimen de IVA', VAT_REGIMES),
  isrRegime: enumField('El régimen del ISR', ISR_REGIMES),
  certifier: enumField('El certificador', FEL_CERTIFIERS),
  email: textField('El correo fiscal', { max: 150 }),
  credentialUser: textField('El usuario del certificador', { max: 100 }),
  credentialSigningKey: textField('La llave de firma', { max: 500, keepWhitespace: true }),
  credentialApiKey: textField('La llave de la API', { max: 500, keepWhitespace: true }),
} as const;

/** The receiver a clerk corrects on an invoice not certified yet. */
export const INVOICE_RECEIVER_FIELDS = {
  taxId: textField('El NIT', { required: true, max: 20 }),
  name: textField('El nombre para la factura', { max: 150 }),
} as const;

/** Reading every invoice, retrying one, the month's export: staff who take money, and the admin. */
export function canManageInvoices(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin' || canOperateCashDrawer(actor);
}

/** The gym's fiscal identity and its certifier credentials: the admin. */
export function canManageFiscalSettings(actor: Pick<Actor, 'role' | 'permissions'>): boolean {
  return actor.role === 'admin';
}
