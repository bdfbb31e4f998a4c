import { CASH_DRAWER_FIELDS as F, DENOMINATIONS, QUERY_FIELDS } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

@InputType({ description: 'Piezas de un billete o moneda' })
export class CashCountInput {
  @Field(() => String, { description: `Uno de: ${DENOMINATIONS.map((d) => d.key).join(', ')}` })
  @Contract(F.denomination)
  key!: string;

  @Field(() => Int)
  @Contract({ ...F.pieces, required: true })
  pieces!: number;
}

@InputType({ description: 'El cierre: conteo por denominación y el motivo si hay diferencia' })
export class CashCloseInput {
  @Field(() => [CashCountInput])
  @ValidateNested()
  counts!: CashCountInput[];

  @Field(() => String, { nullable: true, description: 'Obligatorio cuando lo contado difiere de lo esperado' })
  @IsOptional()
  @Contract(F.closeReason)
  reason?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.closeNotes)
  notes?: string | null;
}

@InputType({ description: 'Retiro de caja: efectivo que sale, con su motivo' })
export class PettyCashInput {
  @Field(() => Float)
  @Contract(F.pettyAmount)
  amount!: number;

  @Field(() => String)
  @Contract(F.pettyReason)
  reason!: string;
}

@InputType()
export class CashSessionFilterInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(F.listLimit)
  limit?: number | null;

  @Field(() => String, { nullable: true, description: 'open | closed' })
  @IsOptional()
  @Contract(F.status)
  status?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(F.userId)
  userId?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD (día de apertura)' })
  @IsOptional()
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Solo cajas con diferencia' })
  @IsOptional()
  withDifference?: boolean | null;
}
