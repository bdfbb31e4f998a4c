import { MESSAGE_LIST_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

@InputType()
export class MessageFilterInput {
  @Field(() => String, { nullable: true, description: 'queued, sent, kept o failed' })
  @IsOptional()
  @Contract(MESSAGE_LIST_FIELDS.status)
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'welcome, order_received...' })
  @IsOptional()
  @Contract(MESSAGE_LIST_FIELDS.kind)
  kind?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;
}

@InputType({ description: 'El interruptor de un tipo de mensaje' })
export class MessageKindSwitchInput {
  @Field(() => String, { description: 'welcome, order_received...' })
  @Contract(MESSAGE_LIST_FIELDS.kind)
  kind!: string;

  @Field(() => Boolean)
  enabled!: boolean;
}

@InputType({ description: 'Solo los tipos enviados cambian; el restablecimiento de contraseña no se puede desactivar' })
export class UpdateMessageSettingsInput {
  @Field(() => [MessageKindSwitchInput])
  @ValidateNested({ each: true })
  kinds!: MessageKindSwitchInput[];
}
