import {
  FISCAL_SETTINGS_FIELDS as F,
  INVOICE_RECEIVER_FIELDS as R,
  INVOICE_SOURCE_FIELDS as S,
  QUERY_FIELDS,
  TAX_ID_FIELD,
} from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { Contract, listLength } from '../../kernel/graphql/field-contract';

@InputType({ description: 'Los datos fiscales (administrador); una credencial vacía o ausente conserva la guardada' })
export class FiscalSettingsInput {
  @Field(() => String)
  @Contract(F.nit)
  nit!: string;

  @Field(() => String)
  @Contract(F.legalName)
  legalName!: string;

  @Field(() => String)
  @Contract(F.commercialName)
  commercialName!: string;

  @Field(() => Int)
  @Contract({ ...F.establishmentCode, required: true })
  establishmentCode!: number;

  @Field(() => String)
  @Contract(F.street)
  street!: string;

  @Field(() => String)
  @Contract(F.postalCode)
  postalCode!: string;

  @Field(() => String)
  @Contract(F.municipality)
  municipality!: string;

  @Field(() => String)
  @Contract(F.department)
  department!: string;

  @Field(() => String, { description: 'general | small' })
  @Contract({ ...F.vatRegime, required: true })
  vatRegime!: string;

  @Field(() => String, { nullable: true, description: 'profits | simplified; ausente: se conserva el guardado' })
  @IsOptional()
  @Contract(F.isrRegime)
  isrRegime?: string | null;

  @Field(() => String, { description: 'infile' })
  @Contract({ ...F.certifier, required: true })
  certifier!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.email)
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Vacío: se conserva el guardado' })
  @IsOptional()
  @Contract(F.credentialUser)
  credentialUser?: string | null;

  @Field(() => String, { nullable: true, description: 'Vacío: se conserva la guardada' })
  @IsOptional()
  @Contract(F.credentialSigningKey)
  credentialSigningKey?: string | null;

  @Field(() => String, { nullable: true, description: 'Vacío: se conserva la guardada' })
  @IsOptional()
  @Contract(F.credentialApiKey)
  credentialApiKey?: string | null;
}

@InputType({ description: 'Una venta cuyo documento se busca: un pago, una venta en mostrador o un pedido' })
export class InvoiceSourceInput {
  @Field(() => String, { description: 'payment | local_sale | order' })
  @Contract(S.sourceType)
  sourceType!: string;

  @Field(() => ID)
  sourceId!: string;
}

@InputType({ description: 'Filtros de la lista de facturas' })
export class InvoiceFilterInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'pending | certified | failed | voiding | voided | receipt' })
  @IsOptional()
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'FACT | FPEQ | NCRE | COMP' })
  @IsOptional()
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD (día de emisión, Guatemala)' })
  @IsOptional()
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;

  @Field(() => String, { nullable: true, description: 'NIT, CUI o CF del receptor' })
  @IsOptional()
  @Contract(TAX_ID_FIELD)
  nit?: string | null;

  @Field(() => [InvoiceSourceInput], { nullable: true, description: 'Solo los documentos de estas ventas' })
  @IsOptional()
  @ValidateNested()
  @Contract(S.sources, listLength)
  sources?: InvoiceSourceInput[] | null;
}

@InputType({ description: 'El receptor corregido de una factura aún no certificada' })
export class InvoiceReceiverInput {
  @Field(() => String, { description: 'NIT, CUI o CF' })
  @Contract(R.taxId)
  taxId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(R.name)
  name?: string | null;
}
