import { INVENTORY_FIELDS as F } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

@InputType({ description: 'Un rango de días de Guatemala; el último mes hasta hoy si se omite' })
export class InventoryRangeInput {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(F.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(F.endDate)
  endDate?: string | null;
}
