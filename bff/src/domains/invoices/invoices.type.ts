import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'La dirección fiscal del gimnasio' })
export class FiscalAddress {
  @Field(() => String, { nullable: true })
  street!: string | null;

  @Field(() => String, { nullable: true })
  postalCode!: string | null;

  @Field(() => String, { nullable: true })
  municipality!: string | null;

  @Field(() => String, { nullable: true })
  department!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Si cada credencial del certificador está guardada (nunca su valor)',
})
export class FiscalCredentialsState {
  @Field(() => Boolean)
  user!: boolean;

  @Field(() => Boolean)
  signingKey!: boolean;

  @Field(() => Boolean)
  apiKey!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Los datos fiscales del gimnasio para la factura electrónica (FEL)' })
export class FiscalSettings {
  @Field(() => String, { nullable: true })
  nit!: string | null;

  @Field(() => String, { nullable: true })
  legalName!: string | null;

  @Field(() => String, { nullable: true })
  commercialName!: string | null;

  @Field(() => Int, { nullable: true })
  establishmentCode!: number | null;

  @Field(() => FiscalAddress)
  address!: FiscalAddress;

  @Field(() => String, { nullable: true, description: 'general | small' })
  vatRegime!: string | null;

  @Field(() => String, {
    description: 'Cómo paga el ISR: profits (pagos trimestrales) | simplified (retención definitiva)',
  })
  isrRegime!: string;

  @Field(() => String, { nullable: true, description: 'FACT (general) | FPEQ (pequeño contribuyente)' })
  documentType!: string | null;

  @Field(() => String, { nullable: true, description: 'infile' })
  certifier!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => FiscalCredentialsState)
  credentials!: FiscalCredentialsState;

  @Field(() => Boolean, { description: 'FEL activa: datos y credenciales completos; si no, se emite un Comprobante' })
  enabled!: boolean;

  @Field(() => String, { nullable: true })
  updatedAt!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class FiscalSettingsResult {
  @Field(() => FiscalSettings)
  settings!: FiscalSettings;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Una línea del documento (precios con IVA incluido)' })
export class InvoiceLine {
  @Field(() => String, { description: 'B bien, S servicio' })
  kind!: string;

  @Field(() => String)
  description!: string;

  @Field(() => Float)
  quantity!: number;

  @Field(() => Float)
  unitPrice!: number;

  @Field(() => Float)
  discount!: number;

  @Field(() => Float)
  total!: number;

  @Field(() => Float, { description: 'IVA incluido en la línea (0 en FPEQ)' })
  vat!: number;
}

@ObjectType({ simpleResolvers: true })
export class InvoiceReceiver {
  @Field(() => String, { description: 'NIT | CUI | CF' })
  idType!: string;

  @Field(() => String)
  taxId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;
}

@ObjectType({ simpleResolvers: true })
export class InvoiceIssuer {
  @Field(() => String)
  nit!: string;

  @Field(() => String)
  legalName!: string;

  @Field(() => String)
  commercialName!: string;
}

@ObjectType({ simpleResolvers: true })
export class InvoiceCertifier {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  nit!: string;
}

@ObjectType({
  simpleResolvers: true,
  description:
    'Un documento de una venta: factura FEL (FACT/FPEQ), nota de crédito (NCRE) o Comprobante interno (COMP)',
})
export class Invoice {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'FACT | FPEQ | NCRE | COMP' })
  type!: string;

  @Field(() => String)
  typeLabel!: string;

  @Field(() => String, { description: 'pending | certified | failed | voiding | voided | receipt' })
  status!: string;

  @Field(() => String, { description: "'Factura pendiente' para failed" })
  statusLabel!: string;

  @Field(() => Boolean, { description: 'Factura electrónica; false para el Comprobante (no es factura)' })
  fiscal!: boolean;

  @Field(() => String, { nullable: true, description: 'Serie-Número certificado, o C-000123 del Comprobante' })
  documentNumber!: string | null;

  @Field(() => String, { description: 'payment | local_sale | order' })
  sourceType!: string;

  @Field(() => String)
  sourceLabel!: string;

  @Field(() => ID)
  sourceId!: string;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => InvoiceReceiver)
  receiver!: InvoiceReceiver;

  @Field(() => InvoiceIssuer, { nullable: true })
  issuer!: InvoiceIssuer | null;

  @Field(() => [String], { description: 'Las frases de SAT que declara (ISR, pequeño contribuyente)' })
  phrases!: string[];

  @Field(() => Float)
  total!: number;

  @Field(() => Float)
  vat!: number;

  @Field(() => [InvoiceLine])
  lines!: InvoiceLine[];

  @Field(() => String)
  issuedAt!: string;

  @Field(() => String, { nullable: true, description: 'Número de autorización de SAT (UUID)' })
  authorization!: string | null;

  @Field(() => String, { nullable: true })
  series!: string | null;

  @Field(() => String, { nullable: true })
  number!: string | null;

  @Field(() => String, { nullable: true })
  certifiedAt!: string | null;

  @Field(() => InvoiceCertifier, { nullable: true })
  certifier!: InvoiceCertifier | null;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Por qué no se certificó (o no se anuló)' })
  lastError!: string | null;

  @Field(() => ID, { nullable: true, description: 'NCRE: la factura que corrige' })
  referenceInvoiceId!: string | null;

  @Field(() => String, { nullable: true })
  voidReason!: string | null;

  @Field(() => String, { nullable: true })
  voidedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Página de verificación de SAT (el QR del PDF)' })
  verificationUrl!: string | null;

  @Field(() => Boolean, { description: "Se puede 'Reintentar'" })
  retryable!: boolean;

  @Field(() => String, { description: 'Dónde el navegador descarga el PDF (con el token)' })
  pdfPath!: string;
}

@ObjectType({ simpleResolvers: true })
export class InvoicePage {
  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class InvoiceResult {
  @Field(() => Invoice)
  invoice!: Invoice;

  @Field(() => String)
  message!: string;
}
