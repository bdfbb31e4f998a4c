import { IsOptional, ValidateNested } from 'class-validator';
import { PAYMENT_FIELDS } from '@gym/domain';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';
import { BillingInput } from '../common/billing.input';

const F = PAYMENT_FIELDS.dailyIncome;

@InputType({ description: '1 visitante: pase diario; más: ingreso diario múltiple en una sola entrada' })
export class DailyIncomeInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @Contract(F.visitors)
  visitors?: number | null;

  @Field(() => String, { nullable: true, defaultValue: 'cash', description: 'cash o transfer' })
  @Contract(F.method)
  method?: string | null;

  @Field(() => ID, { nullable: true, description: 'Cliente registrado (un visitante sin cuenta no lo lleva)' })
  userId?: string | null;

  @Field(() => String, { nullable: true })
  @Contract(F.visitorName)
  visitorName?: string | null;

  @Field(() => Float, { nullable: true, description: 'Efectivo: lo recibido, para el cambio' })
  @Contract(F.receivedAmount)
  receivedAmount?: number | null;

  @Field(() => String, { nullable: true })
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
