import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The gym's fiscal identity for FEL (issue 33): one row (`id` = 'gym'). The certifier's
 * credentials are stored encrypted (AES-256-GCM, modules/invoices/secrets.ts), never in clear.
 * FEL is on only when every field and the three credentials are set.
 */
export const fiscalSettings = pgTable(
  'fiscal_settings',
  {
    id: text('id').primaryKey().default('gym'),
    nit: text('nit'),
    legalName: text('legal_name'),
    commercialName: text('commercial_name'),
    establishmentCode: integer('establishment_code'),
    street: text('street'),
    postalCode: text('postal_code'),
    municipality: text('municipality'),
    department: text('department'),
    /** 'general' (FACT, 12 % VAT) | 'small' (FPEQ, pequeño contribuyente) */
    vatRegime: text('vat_regime'),
    /** domain ISR_REGIMES: 'profits' (pagos trimestrales) | 'simplified' (retención definitiva) */
    isrRegime: text('isr_regime').notNull().default('profits'),
    /** domain FEL_CERTIFIERS: 'infile' */
    certifier: text('certifier'),
    /** Encrypted (v1:iv:tag:data, base64): the certifier's user, signing key and api key. */
    credentialUser: text('credential_user'),
    credentialSigningKey: text('credential_signing_key'),
    credentialApiKey: text('credential_api_key'),
    email: text('email'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('fiscal_settings_single_row', sql`${table.id} = 'gym'`),
    check(
      'fiscal_settings_regime_check',
      sql`${table.vatRegime} is null or ${table.vatRegime} in ('general', 'small')`,
    ),
    check('fiscal_settings_isr_regime_check', sql`${table.isrRegime} in ('profits', 'simplified')`),
  ],
);

/** One line of an invoice as it was issued (VAT included in the prices, as everywhere). */
export interface InvoiceLineRecord {
  kind: 'B' | 'S';
  description: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
  vat: number;
}

/**
 * One fiscal document per row: the invoice (FACT/FPEQ) of a sale, its credit notes (NCRE) for
 * partial refunds, or the gym's own numbered 'Comprobante' (type COMP, status 'receipt') while FEL
 * is off. `idempotencyKey` is the certifier's identifier of the document, chosen once, so a retry
 * never certifies it twice. A void keeps the row (status voiding -> voided) with its own key.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the Comprobante's number. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
    /** 'payment' | 'local_sale' | 'order' */
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** 'FACT' | 'FPEQ' | 'NCRE' | 'COMP' */
    type: text('type').notNull(),
    /** domain INVOICE_STATUSES */
    status: text('status').notNull(),
    /** For an NCRE: what the payment's refunds added up to when it was issued (one NCRE per refund). */
    refundedTotal: numeric('refunded_total', { precision: 12, scale: 2 }),
    /** The member it belongs to (their own invoices), when the buyer has an account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    receiverIdType: text('receiver_id_type').notNull(),
    receiverTaxId: text('receiver_tax_id').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverEmail: text('receiver_email'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    vat: numeric('vat', { precision: 12, scale: 2 }).notNull(),
    lines: jsonb('lines').$type<InvoiceLineRecord[]>().notNull(),
    /** The issuer as it was when the document was built (fiscal settings without credentials). */
    issuer: jsonb('issuer').$type<Record<string, unknown>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    xmlSent: text('xml_sent'),
    authorization: text('authorization'),
    series: text('series'),
    number: text('number'),
    certifiedAt: timestamp('certified_at', { withTimezone: true }),
    certifierName: text('certifier_name'),
    certifierNit: text('certifier_nit'),
    certifiedXml: text('certified_xml'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** NCRE and voids: the certified invoice they refer to. */
    referenceInvoiceId: uuid('reference_invoice_id'),
    voidReason: text('void_reason'),
    voidIdempotencyKey: uuid('void_idempotency_key'),
    voidXml: text('void_xml'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One invoice (or Comprobante) per sale.
    uniqueIndex('invoices_source_unique')
      .on(table.sourceType, table.sourceId, table.type)
      .where(sql`${table.type} <> 'NCRE'`),
    // One credit note per refund step of a sale.
    uniqueIndex('invoices_credit_note_unique')
      .on(table.sourceType, table.sourceId, table.refundedTotal)
      .where(sql`${table.type} = 'NCRE'`),
    uniqueIndex('invoices_idempotency_unique').on(table.idempotencyKey),
    index('invoices_issued_idx').on(table.issuedAt),
    index('invoices_status_idx').on(table.status, table.issuedAt),
    index('invoices_receiver_idx').on(table.receiverTaxId),
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    check('invoices_type_check', sql`${table.type} in ('FACT', 'FPEQ', 'NCRE', 'COMP')`),
    check(
      'invoices_status_check',
      sql`${table.status} in ('pending', 'certified', 'failed', 'voiding', 'voided', 'receipt')`,
    ),
    check('invoices_source_check', sql`${table.sourceType} in ('payment', 'local_sale', 'order')`),
  ],
);

export type FiscalSettingsRow = typeof fiscalSettings.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
