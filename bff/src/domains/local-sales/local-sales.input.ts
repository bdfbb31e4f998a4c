import { LOCAL_SALE_FIELDS as F, QUERY_FIELDS } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';
import { BillingInput } from '../common/billing.input';

@InputType({ description: 'Un producto y su cantidad; el precio lo pone el servidor' })
export class LocalSaleLineInput {
  @Field(() => ID)
  @Contract(F.productId)
  productId!: string;

  @Field(() => Int)
  @Contract(F.quantity)
  quantity!: number;
}

/** What a cash and a transfer sale share: the lines and the optional customer and notes. */
@InputType()
class LocalSaleBaseInput {
  @Field(() => [LocalSaleLineInput])
  @ValidateNested()
  items!: LocalSaleLineInput[];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.customerName)
  customerName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.customerPhone)
  customerPhone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.customerEmail)
  customerEmail?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.notes)
  notes?: string | null;

  @Field(() => BillingInput, {
    nullable: true,
    description: 'NIT o CF de la factura; sin él, CF (solo por menos de Q 2,500.00)',
  })
  @IsOptional()
  @ValidateNested()
  billing?: BillingInput | null;
}

@InputType({ description: 'Venta en efectivo: completada al momento; el cambio lo calcula el servidor' })
export class CashSaleInput extends LocalSaleBaseInput {
  @Field(() => Float)
  @Contract(F.cashReceived)
  cashReceived!: number;
}

@InputType({ description: 'Venta por transferencia: pendiente hasta confirmar la transferencia' })
export class TransferSaleInput extends LocalSaleBaseInput {
  @Field(() => String, { nullable: true, description: 'Número de boleta o referencia bancaria' })
  @IsOptional()
  @Contract(F.transferReference)
  transferReference?: string | null;
}

@InputType()
export class LocalSaleFilterInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(F.listLimit)
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'pending, completed o cancelled' })
  @IsOptional()
  @Contract(F.status)
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'cash o transfer' })
  @IsOptional()
  @Contract(F.paymentMethod)
  paymentMethod?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}
