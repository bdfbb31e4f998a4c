/**
 * The documents the product issues, as the invoices module hands them to the FEL layer: used by
 * the FEL tests and the certifier stand-in's tests (and free for the invoices module's).
 */
import { nitCheckCharacter } from '@gym/domain';
import type { FelDocumentInput, FelIssuer, FelReceiver, FelVoidInput } from './types';

const gymAddress = {
  street: '6a. Avenida 12-45, Zona 10',
  postalCode: '01010',
  municipality: 'Guatemala',
  department: 'Guatemala',
  country: 'GT',
};

/** A NIT with its right check character: '4512339' -> '4512339' + check. */
export function validNit(digits: string): string {
  return `${digits}${nitCheckCharacter(digits)}`;
}

export const GENERAL_ISSUER: FelIssuer = {
  nit: validNit('4512339'),
  legalName: 'Fuerza & Salud, Sociedad Anónima',
  commercialName: 'Gimnasio Fuerza <Zona 10>',
  establishmentCode: 1,
  vatRegime: 'general',
  address: gymAddress,
  email: 'facturas@fuerza.com.gt',
};

export const SMALL_ISSUER: FelIssuer = {
  ...GENERAL_ISSUER,
  nit: validNit('7788990'),
  legalName: 'María José Pérez Ávila',
  commercialName: 'Gimnasio Mará',
  vatRegime: 'small',
};

export const NIT_RECEIVER: FelReceiver = {
  idType: 'NIT',
  id: validNit('3456781'),
  name: 'Distribuidora López & Hijos, S.A.',
  email: 'compras@lopez.com.gt',
};

/** A CUI with a right check digit, born in department 01 municipality 01. */
export const CUI_RECEIVER: FelReceiver = { idType: 'CUI', id: '2547812330101', name: 'José Ñandú Cifuentes' };

export const CF_RECEIVER: FelReceiver = { idType: 'CF', id: 'CF', name: 'Consumidor Final' };

/** 29/11/2026 08:30 in Guatemala (14:30 UTC). */
export const ISSUED_AT = new Date('2026-11-29T14:30:00Z');

export const MEMBERSHIP_FACT: FelDocumentInput = {
  type: 'FACT',
  issuedAt: ISSUED_AT,
  issuer: GENERAL_ISSUER,
  receiver: NIT_RECEIVER,
  lines: [
    {
      kind: 'S',
      description: 'Membresía Mensual Premium 29/11/2026 - 28/12/2026',
      quantity: 1,
      unitPrice: 250,
      discount: 0,
    },
  ],
};

/** The same membership invoiced by a gym on ISR's optional simplified regime (phrase 1, scenario 2). */
export const SIMPLIFIED_ISR_FACT: FelDocumentInput = {
  ...MEMBERSHIP_FACT,
  issuer: { ...GENERAL_ISSUER, isrRegime: 'simplified' },
};

export const DAILY_PASS_FACT: FelDocumentInput = {
  type: 'FACT',
  issuedAt: ISSUED_AT,
  issuer: GENERAL_ISSUER,
  receiver: CF_RECEIVER,
  lines: [{ kind: 'S', description: 'Pase diario 29/11/2026', quantity: 2, unitPrice: 35, discount: 0 }],
};

export const COUNTER_SALE_FACT: FelDocumentInput = {
  type: 'FACT',
  issuedAt: ISSUED_AT,
  issuer: GENERAL_ISSUER,
  receiver: CUI_RECEIVER,
  lines: [
    { kind: 'B', description: 'Agua pura 600 ml', quantity: 2, unitPrice: 8.5, discount: 0 },
    { kind: 'B', description: 'Proteína Whey 2 lb "Vainilla"', quantity: 1, unitPrice: 349.99, discount: 35 },
    { kind: 'B', description: 'Barra de proteína', quantity: 3, unitPrice: 12.75, discount: 0 },
  ],
};

export const ONLINE_ORDER_FACT: FelDocumentInput = {
  type: 'FACT',
  issuedAt: ISSUED_AT,
  issuer: GENERAL_ISSUER,
  receiver: {
    ...NIT_RECEIVER,
    address: {
      street: '4a. Calle 3-21, Zona 1',
      postalCode: '09001',
      municipality: 'Quetzaltenango',
      department: 'Quetzaltenango',
      country: 'GT',
    },
  },
  lines: [
    { kind: 'B', description: 'Guantes de entrenamiento talla M', quantity: 1, unitPrice: 129, discount: 0 },
    { kind: 'B', description: 'Shaker 700 ml', quantity: 2, unitPrice: 45, discount: 0 },
    { kind: 'S', description: 'Envío nacional', quantity: 1, unitPrice: 45, discount: 0 },
  ],
};

export const SMALL_TAXPAYER_FPEQ: FelDocumentInput = {
  type: 'FPEQ',
  issuedAt: ISSUED_AT,
  issuer: SMALL_ISSUER,
  receiver: CF_RECEIVER,
  lines: [{ kind: 'S', description: 'Membresía mensual', quantity: 1, unitPrice: 180, discount: 10 }],
};

/** The authorization SAT gave MEMBERSHIP_FACT (as a certifier answers it, lower case is fine). */
export const MEMBERSHIP_AUTHORIZATION = '7d5f0b1c-3e2a-4f6b-9a8c-1b2c3d4e5f60';

export const MEMBERSHIP_NCRE: FelDocumentInput = {
  type: 'NCRE',
  issuedAt: new Date('2026-12-02T16:00:00Z'),
  issuer: GENERAL_ISSUER,
  receiver: NIT_RECEIVER,
  lines: [
    { kind: 'S', description: 'Devolución: Membresía Mensual Premium', quantity: 1, unitPrice: 250, discount: 0 },
  ],
  reference: {
    authorization: MEMBERSHIP_AUTHORIZATION,
    series: '7D5F0B1C',
    number: '1042958187',
    issuedAt: ISSUED_AT,
    reason: 'Cancelación de la membresía <antes de usarla> & devolución',
  },
};

export const MEMBERSHIP_VOID: FelVoidInput = {
  issuerNit: GENERAL_ISSUER.nit,
  receiverId: NIT_RECEIVER.id,
  authorization: MEMBERSHIP_AUTHORIZATION,
  issuedAt: ISSUED_AT,
  voidedAt: new Date('2026-11-29T15:10:00Z'),
  reason: 'Nombre del receptor equivocado',
};
