import { MESSAGE_LIST_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { IsOptional } from 'class-validator';
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
