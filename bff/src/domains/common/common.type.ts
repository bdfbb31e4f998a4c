import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { INHERITS_CACHE } from '../../kernel/graphql/cache-control';

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

@ObjectType({ simpleResolvers: true })
export class AuditActor {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  role!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Un cambio de estado: quién, cuándo, de qué a qué y por qué' })
export class AuditEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  action!: string;

  @Field(() => String, { nullable: true })
  fromStatus!: string | null;

  @Field(() => String, { nullable: true })
  toStatus!: string | null;

  @Field(() => AuditActor, { nullable: true })
  actor!: AuditActor | null;

  @Field(() => String, { nullable: true })
  reason!: string | null;

  @Field(() => String)
  createdAt!: string;
}
