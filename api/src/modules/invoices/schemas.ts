import {
  enumField,
  FISCAL_SETTINGS_FIELDS as F,
  INVOICE_MESSAGES,
  INVOICE_MONTH_PATTERN,
  INVOICE_SOURCES_MAX,
  INVOICE_RECEIVER_FIELDS as R,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  PAGINATION,
  parseInvoiceSources,
  QUERY_FIELDS,
  TAX_ID_FIELD,
  textField,
} from '@gym/domain';
import { z } from 'zod';
import { zClampedLimit, zClearableText, zDay, zEnum, zFilter, zInt, zText } from '../../lib/field-schemas';
import { envelope, paginationSchema } from '../../lib/zod';

export const idParams = z.object({ id: zText(QUERY_FIELDS.id) });
export const nitParams = z.object({ nit: zText({ ...TAX_ID_FIELD, required: true }) });

export const fiscalSettingsBody = z.object({
  nit: zText(F.nit),
  legalName: zText(F.legalName),
  commercialName: zText(F.commercialName),
  establishmentCode: zInt(F.establishmentCode),
  street: zText(F.street),
  postalCode: zText(F.postalCode),
  municipality: zText(F.municipality),
  department: zText(F.department),
  vatRegime: zEnum(F.vatRegime),
  isrRegime: zEnum(F.isrRegime).optional().describe('Ausente: se conserva el guardado (al inicio, profits)'),
  certifier: zEnum(F.certifier),
  email: zClearableText(F.email),
  credentialUser: zClearableText(F.credentialUser).describe('Vacío o ausente: se conserva el guardado'),
  credentialSigningKey: zClearableText(F.credentialSigningKey).describe('Vacío o ausente: se conserva la guardada'),
  credentialApiKey: zClearableText(F.credentialApiKey).describe('Vacío o ausente: se conserva la guardada'),
});

export const fiscalSettingsSchema = z.object({
  nit: z.string().nullable(),
  legalName: z.string().nullable(),
  commercialName: z.string().nullable(),
  establishmentCode: z.number().nullable(),
  address: z.object({
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    municipality: z.string().nullable(),
    department: z.string().nullable(),
  }),
  vatRegime: z.enum(['general', 'small']).nullable(),
  isrRegime: z.enum(['profits', 'simplified']).describe('Cómo paga el ISR: la frase que llevan sus facturas'),
  documentType: z.enum(['FACT', 'FPEQ']).nullable(),
  certifier: z.enum(['infile']).nullable(),
  email: z.string().nullable(),
  credentials: z
    .object({ user: z.boolean(), signingKey: z.boolean(), apiKey: z.boolean() })
    .describe('Si cada credencial está guardada (nunca su valor)'),
  enabled: z.boolean().describe('FEL activa: datos fiscales y credenciales completos'),
  updatedAt: z.string().nullable(),
});
export const fiscalSettingsResponse = envelope(fiscalSettingsSchema);

const lineSchema = z.object({
  kind: z.enum(['B', 'S']),
  description: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  discount: z.number(),
  total: z.number(),
  vat: z.number(),
});

export const invoiceSchema = z.object({
  id: z.string(),
  type: z.enum(INVOICE_TYPES),
  typeLabel: z.string(),
  status: z.enum(INVOICE_STATUSES),
  statusLabel: z.string(),
  fiscal: z.boolean(),
  documentNumber: z.string().nullable(),
  sourceType: z.enum(['payment', 'local_sale', 'order']),
  sourceLabel: z.string(),
  sourceId: z.string(),
  userId: z.string().nullable(),
  receiver: z.object({ idType: z.string(), taxId: z.string(), name: z.string(), email: z.string().nullable() }),
  issuer: z.object({ nit: z.string(), legalName: z.string(), commercialName: z.string() }).nullable(),
  phrases: z.array(z.string()).describe('Las frases de SAT que el documento declara (ISR, pequeño contribuyente)'),
  total: z.number(),
  vat: z.number(),
  lines: z.array(lineSchema),
  issuedAt: z.string(),
  authorization: z.string().nullable(),
  series: z.string().nullable(),
  number: z.string().nullable(),
  certifiedAt: z.string().nullable(),
  certifier: z.object({ name: z.string(), nit: z.string() }).nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  referenceInvoiceId: z.string().nullable(),
  voidReason: z.string().nullable(),
  voidedAt: z.string().nullable(),
  verificationUrl: z.string().nullable(),
  retryable: z.boolean(),
});
export const invoiceResponse = envelope(z.object({ invoice: invoiceSchema }));
export const invoiceListResponse = envelope(
  z.object({ invoices: z.array(invoiceSchema), pagination: paginationSchema }),
);

const statusFilter = enumField('El estado', INVOICE_STATUSES);
const typeFilter = enumField('El tipo', INVOICE_TYPES);
const listLimit = { ...QUERY_FIELDS.limit };

/** `sources=payment:<id>,order:<id>`: the documents of those sales (a receipt, a member's page). */
const sourcesFilter = z
  .string()
  // The longest pair, 'local_sale:' and a UUID, and its comma.
  .max(INVOICE_SOURCES_MAX * 48, INVOICE_MESSAGES.sourcesInvalid)
  .transform((text, ctx) => {
    const sources = parseInvoiceSources(text);
    if (sources) return sources;
    ctx.addIssue({ code: 'custom', message: INVOICE_MESSAGES.sourcesInvalid });
    return z.NEVER;
  })
  .optional();

export const listQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(listLimit, PAGINATION.defaultLimit),
  status: zFilter(statusFilter),
  type: zFilter(typeFilter),
  startDate: zDay(QUERY_FIELDS.startDate).optional(),
  endDate: zDay(QUERY_FIELDS.endDate).optional(),
  nit: zClearableText(TAX_ID_FIELD).transform((v) => v ?? undefined),
  sources: sourcesFilter,
});

export const mineQuery = z.object({
  page: zInt(QUERY_FIELDS.page, { coerce: true }).default(1),
  limit: zClampedLimit(listLimit, PAGINATION.defaultLimit),
  sources: sourcesFilter,
});

export const exportQuery = z.object({
  month: zText(
    textField('El mes', {
      required: true,
      max: 7,
      pattern: INVOICE_MONTH_PATTERN,
      patternMessage: INVOICE_MESSAGES.monthInvalid,
    }),
  ),
});

export const receiverBody = z.object({ taxId: zText(R.taxId), name: zClearableText(R.name) });

export const taxpayerResponse = envelope(
  z.object({
    name: z.string().nullable().describe('Nombre registrado en SAT; null si no se conoce o FEL está apagada'),
  }),
);
