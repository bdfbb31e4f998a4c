import { CASH_DRAWER_FIELDS, ORDER_MANAGEMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, Float, InputType } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

const { status: st, confirmTransfer: ct } = ORDER_MANAGEMENT_FIELDS;

@InputType()
export class OrderStatusChangeInput {
  @Field(() => String, { description: 'El siguiente paso de la cadena, cancelled o refunded' })
  @Contract(st.status)
  status!: string;

  @Field(() => String, { nullable: true, description: 'Obligatorias al cancelar o reembolsar: el motivo' })
  @IsOptional()
  @Contract(st.notes)
  notes?: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Contra entrega: el efectivo recibido al marcarlo entregado o recogido (no menos que el total)',
  })
  @IsOptional()
  @Contract(CASH_DRAWER_FIELDS.amountReceived)
  amountReceived?: number | null;
}

@InputType()
export class OrderTransferConfirmInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ct.voucherDetails)
  voucherDetails?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ct.bankReference)
  bankReference?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(ct.notes)
  notes?: string | null;
}

@InputType()
export class OrdersRangeInput {
  @Field(() => String, { description: 'AAAA-MM-DD' })
  @Contract({ ...QUERY_FIELDS.startDate, required: true })
  startDate!: string;

  @Field(() => String, { description: 'AAAA-MM-DD' })
  @Contract({ ...QUERY_FIELDS.endDate, required: true })
  endDate!: string;
}
