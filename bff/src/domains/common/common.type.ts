import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class MutationResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}

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
