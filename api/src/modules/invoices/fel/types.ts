/**
 * The contract between the invoices module (what to invoice, when, and its state) and the FEL
 * layer (the DTE XML of SAT's schema and the certifier that signs it). Amounts are quetzales with
 * the 12 % VAT already included, as every price in the product.
 */

/** FACT: general VAT regime; FPEQ: small taxpayer (pequeño contribuyente); NCRE: credit note. */
export type FelDocumentType = 'FACT' | 'FPEQ' | 'NCRE';

export type FelVatRegime = 'general' | 'small';

export interface FelAddress {
  street: string;
  postalCode: string;
  municipality: string;
  department: string;
  /** ISO 3166 alpha-2; always 'GT' for the issuer. */
  country: string;
}

export interface FelIssuer {
  /** Digits and a final K or digit, without dashes ('1234567K'). */
  nit: string;
  legalName: string;
  commercialName: string;
  /** SAT's establishment number (CodigoEstablecimiento), 1 for most gyms. */
  establishmentCode: number;
  vatRegime: FelVatRegime;
  /** How the issuer pays ISR (the phrase its FACT states); absent on documents built before: 'profits'. */
  isrRegime?: 'profits' | 'simplified';
  address: FelAddress;
  email?: string;
}

export interface FelReceiver {
  /** 'NIT': nit digits; 'CUI': the 13-digit DPI number; 'CF': consumidor final (id 'CF'). */
  idType: 'NIT' | 'CUI' | 'CF';
  id: string;
  name: string;
  email?: string;
  address?: FelAddress;
}

export interface FelLine {
  /** 'B' a good (a product), 'S' a service (a membership, a daily pass). */
  kind: 'B' | 'S';
  description: string;
  quantity: number;
  /** Unit price with VAT included. */
  unitPrice: number;
  /** Discount on the whole line, VAT included (0 when none). */
  discount: number;
}

/** What an NCRE refers to: the certified invoice it corrects. */
export interface FelReference {
  authorization: string;
  series: string;
  number: string;
  issuedAt: Date;
  reason: string;
}

export interface FelDocumentInput {
  type: FelDocumentType;
  issuedAt: Date;
  issuer: FelIssuer;
  receiver: FelReceiver;
  lines: readonly FelLine[];
  /** Required for NCRE, absent otherwise. */
  reference?: FelReference;
}

export interface FelVoidInput {
  issuerNit: string;
  receiverId: string;
  authorization: string;
  /** When the voided document was issued. */
  issuedAt: Date;
  voidedAt: Date;
  reason: string;
}

/** What a certifier answers for a certified document or void. */
export interface CertifiedDocument {
  /** SAT's authorization number (a UUID). */
  authorization: string;
  series: string;
  number: string;
  certifiedAt: Date;
  certifierNit: string;
  certifierName: string;
  /** The certified XML as the certifier returned it (signed). */
  certifiedXml: string;
}

export interface CertifierCredentials {
  /** Infile: the NIT the gym signs up with and its two keys. */
  user: string;
  signingKey: string;
  apiKey: string;
}

/**
 * A certifier (Infile first; Digifact or G4S implement the same). `idempotencyKey` is the
 * certifier's own identifier of a document: sending the same key twice returns the first answer.
 */
export interface CertifierAdapter {
  readonly name: string;
  certify(xml: string, idempotencyKey: string): Promise<CertifiedDocument>;
  voidDocument(xml: string, idempotencyKey: string): Promise<CertifiedDocument>;
  /** The taxpayer's registered name for a NIT, or null when SAT does not know it. */
  lookupNit(nit: string): Promise<string | null>;
  /** Proves the credentials when an admin saves them (throws CertifierError when refused). */
  checkCredentials(): Promise<void>;
}

/** `retryable` says whether the queue should try again (outage, timeout) or stop (refused document). */
export class CertifierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CertifierError';
  }
}
