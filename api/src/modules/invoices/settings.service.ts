/**
 * The gym's fiscal settings (admin): who issues the invoices, under which regime, through which
 * certifier. The credentials are encrypted at rest and never leave the api: reading the settings
 * says only whether each is set. Saving new credentials asks the certifier to accept them first.
 */
import {
  DOCUMENT_TYPE_OF_REGIME,
  FEL_CERTIFIERS,
  INVOICE_MESSAGES as M,
  isValidNit,
  type FelCertifierName,
  type IsrRegime,
  type VatRegime,
} from '@gym/domain';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database, Executor } from '../../db/client';
import { fiscalSettings, type FiscalSettingsRow } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { createCertifierFor } from './certifier';
import { CertifierError, type CertifierAdapter, type CertifierCredentials, type FelIssuer } from './fel/types';
import { decryptSecret, encryptSecret } from './secrets';

export const FISCAL_SETTINGS_ENTITY = 'fiscal_settings';
const ROW_ID = 'gym';

export interface FiscalSettingsView {
  nit: string | null;
  legalName: string | null;
  commercialName: string | null;
  establishmentCode: number | null;
  address: { street: string | null; postalCode: string | null; municipality: string | null; department: string | null };
  vatRegime: VatRegime | null;
  isrRegime: IsrRegime;
  documentType: 'FACT' | 'FPEQ' | null;
  certifier: FelCertifierName | null;
  email: string | null;
  /** Whether each credential is stored; their values are never returned. */
  credentials: { user: boolean; signingKey: boolean; apiKey: boolean };
  /** FEL on: every field and credential set. Off, sales get the internal Comprobante. */
  enabled: boolean;
  updatedAt: string | null;
}

export interface FiscalSettingsInput {
  nit: string;
  legalName: string;
  commercialName: string;
  establishmentCode: number;
  street: string;
  postalCode: string;
  municipality: string;
  department: string;
  vatRegime: VatRegime;
  /** Absent: as stored (a new gym: on profits). */
  isrRegime?: IsrRegime | undefined;
  certifier: FelCertifierName;
  email?: string | null | undefined;
  /** Absent or blank: keep the stored one. */
  credentialUser?: string | null | undefined;
  credentialSigningKey?: string | null | undefined;
  credentialApiKey?: string | null | undefined;
}

/** What the certification needs: the issuer and the credentials in clear (only inside the api). */
export interface ActiveFel {
  issuer: FelIssuer;
  certifier: FelCertifierName;
  credentials: CertifierCredentials;
  documentType: 'FACT' | 'FPEQ';
}

async function readRow(db: Executor): Promise<FiscalSettingsRow | null> {
  const [row] = await db.select().from(fiscalSettings).where(eq(fiscalSettings.id, ROW_ID));
  return row ?? null;
}

const compactNit = (nit: string) => nit.replace(/[\s-]/g, '').toUpperCase();

function isComplete(row: FiscalSettingsRow | null): row is FiscalSettingsRow {
  if (!row) return false;
  return Boolean(
    row.nit &&
    row.legalName &&
    row.commercialName &&
    row.establishmentCode &&
    row.street &&
    row.postalCode &&
    row.municipality &&
    row.department &&
    row.vatRegime &&
    row.certifier &&
    row.credentialUser &&
    row.credentialSigningKey &&
    row.credentialApiKey,
  );
}

export function presentSettings(row: FiscalSettingsRow | null): FiscalSettingsView {
  const regime = (row?.vatRegime as VatRegime | null) ?? null;
  return {
    nit: row?.nit ?? null,
    legalName: row?.legalName ?? null,
    commercialName: row?.commercialName ?? null,
    establishmentCode: row?.establishmentCode ?? null,
    address: {
      street: row?.street ?? null,
      postalCode: row?.postalCode ?? null,
      municipality: row?.municipality ?? null,
      department: row?.department ?? null,
    },
    vatRegime: regime,
    isrRegime: (row?.isrRegime as IsrRegime | undefined) ?? 'profits',
    documentType: regime ? DOCUMENT_TYPE_OF_REGIME[regime] : null,
    certifier: (row?.certifier as FelCertifierName | null) ?? null,
    email: row?.email ?? null,
    credentials: {
      user: Boolean(row?.credentialUser),
      signingKey: Boolean(row?.credentialSigningKey),
      apiKey: Boolean(row?.credentialApiKey),
    },
    enabled: isComplete(row),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getFiscalSettings(db: Executor): Promise<FiscalSettingsView> {
  return presentSettings(await readRow(db));
}

function issuerOf(row: FiscalSettingsRow): FelIssuer {
  return {
    nit: row.nit!,
    legalName: row.legalName!,
    commercialName: row.commercialName!,
    establishmentCode: row.establishmentCode!,
    vatRegime: row.vatRegime as VatRegime,
    isrRegime: row.isrRegime as IsrRegime,
    address: {
      street: row.street!,
      postalCode: row.postalCode!,
      municipality: row.municipality!,
      department: row.department!,
      country: 'GT',
    },
    ...(row.email ? { email: row.email } : {}),
  };
}

/** FEL as it stands now, or null when off (incomplete settings, or credentials of another secret). */
export async function activeFel(db: Executor, config: AppConfig): Promise<ActiveFel | null> {
  const row = await readRow(db);
  if (!isComplete(row)) return null;
  const user = decryptSecret(config.fel.secret, row.credentialUser!);
  const signingKey = decryptSecret(config.fel.secret, row.credentialSigningKey!);
  const apiKey = decryptSecret(config.fel.secret, row.credentialApiKey!);
  if (user === null || signingKey === null || apiKey === null) return null;
  const regime = row.vatRegime as VatRegime;
  return {
    issuer: issuerOf(row),
    certifier: row.certifier as FelCertifierName,
    credentials: { user, signingKey, apiKey },
    documentType: DOCUMENT_TYPE_OF_REGIME[regime],
  };
}

/** The certifier of the active settings, or null when FEL is off. */
export async function activeCertifier(
  db: Executor,
  config: AppConfig,
): Promise<{ fel: ActiveFel; certifier: CertifierAdapter } | null> {
  const fel = await activeFel(db, config);
  if (!fel) return null;
  return { fel, certifier: createCertifierFor(config, fel) };
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value : null);

export async function saveFiscalSettings(
  db: Database,
  config: AppConfig,
  actorId: string,
  input: FiscalSettingsInput,
): Promise<FiscalSettingsView> {
  const nit = compactNit(input.nit);
  if (!isValidNit(nit)) throw new AppError(422, M.invalidNit);
  if (!FEL_CERTIFIERS.includes(input.certifier)) throw new AppError(422, M.felOff);
  const before = await readRow(db);
  const stored = (column: 'credentialUser' | 'credentialSigningKey' | 'credentialApiKey') => {
    const value = before?.[column];
    return value ? decryptSecret(config.fel.secret, value) : null;
  };
  const given = {
    user: blankToNull(input.credentialUser),
    signingKey: blankToNull(input.credentialSigningKey),
    apiKey: blankToNull(input.credentialApiKey),
  };
  const credentials = {
    user: given.user ?? stored('credentialUser'),
    signingKey: given.signingKey ?? stored('credentialSigningKey'),
    apiKey: given.apiKey ?? stored('credentialApiKey'),
  };
  const changedCredentials = Boolean(given.user || given.signingKey || given.apiKey);
  const changedIdentity = before?.nit !== nit || before?.certifier !== input.certifier;
  // New credentials (or the same ones for another NIT or certifier) are proven before they are kept.
  if ((changedCredentials || changedIdentity) && credentials.user && credentials.signingKey && credentials.apiKey) {
    const issuer: FelIssuer = {
      nit,
      legalName: input.legalName,
      commercialName: input.commercialName,
      establishmentCode: input.establishmentCode,
      vatRegime: input.vatRegime,
      address: {
        street: input.street,
        postalCode: input.postalCode,
        municipality: input.municipality,
        department: input.department,
        country: 'GT',
      },
    };
    const certifier = createCertifierFor(config, {
      issuer,
      certifier: input.certifier,
      credentials: { user: credentials.user, signingKey: credentials.signingKey, apiKey: credentials.apiKey },
      documentType: DOCUMENT_TYPE_OF_REGIME[input.vatRegime],
    });
    try {
      await certifier.checkCredentials();
    } catch (error) {
      if (error instanceof CertifierError && !error.retryable)
        throw new AppError(400, M.credentialsRefused(error.message));
      throw new AppError(503, M.certifierUnavailable);
    }
  }
  const encrypted = (value: string | null) => (value === null ? null : encryptSecret(config.fel.secret, value));
  const isrRegime = input.isrRegime ?? (before?.isrRegime as IsrRegime | undefined) ?? 'profits';
  const values = {
    nit,
    legalName: input.legalName,
    commercialName: input.commercialName,
    establishmentCode: input.establishmentCode,
    street: input.street,
    postalCode: input.postalCode,
    municipality: input.municipality,
    department: input.department,
    vatRegime: input.vatRegime,
    isrRegime,
    certifier: input.certifier,
    email: blankToNull(input.email),
    credentialUser: encrypted(credentials.user),
    credentialSigningKey: encrypted(credentials.signingKey),
    credentialApiKey: encrypted(credentials.apiKey),
    updatedBy: actorId,
    updatedAt: new Date(),
  };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fiscalSettings)
      .values({ id: ROW_ID, ...values })
      .onConflictDoUpdate({ target: fiscalSettings.id, set: values })
      .returning();
    const view = presentSettings(row ?? null);
    await recordAudit(tx, {
      entityType: FISCAL_SETTINGS_ENTITY,
      entityId: ROW_ID,
      action: before ? 'update' : 'create',
      actorId,
      details: {
        nit,
        vatRegime: input.vatRegime,
        isrRegime,
        certifier: input.certifier,
        // Which credentials changed, never their values.
        credentialsChanged: Object.entries(given)
          .filter(([, value]) => value !== null)
          .map(([key]) => key),
        enabled: view.enabled,
      },
    });
    return view;
  });
  return saved;
}
