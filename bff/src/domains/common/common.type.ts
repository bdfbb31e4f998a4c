import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { INHERITS_CACHE } from '../../cache-control';

@ObjectType({ simpleResolvers: true })
export class MutationResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}

/** Inside a catalogue page it is as cacheable as the page; anywhere else it is not cached. */
@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class Pagination {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pages!: number;

  @Field(() => Int)
  limit!: number;
}
