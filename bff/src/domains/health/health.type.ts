import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class ServiceHealth {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  status!: string;

  @Field(() => Float, { nullable: true })
  latencyMs?: number | null;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class Health {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  version!: string;

  @Field(() => String)
  timestamp!: string;

  @Field(() => Float)
  uptimeSeconds!: number;

  @Field(() => [ServiceHealth])
  services!: ServiceHealth[];
}
