import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class CheckInMember {
  @Field(() => ID, { nullable: true })
  id!: string | null;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;
}

@ObjectType({ simpleResolvers: true })
export class CheckInMembership {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  planName!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Int)
  daysLeft!: number;
}

@ObjectType({ simpleResolvers: true })
export class CheckInVisit {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  visitDate!: string;

  @Field(() => String)
  visitedAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class CheckInPass {
  @Field(() => String)
  validOn!: string;

  @Field(() => Int)
  visitors!: number;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Lo que responde la puerta a un código: bienvenida (allowed) o el motivo del rechazo',
})
export class CheckInOutcome {
  @Field(() => Boolean)
  allowed!: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      'Motivo del rechazo: no_membership, expired, payment_pending, frozen, suspended, already_checked_in, invalid_code',
  })
  reason!: string | null;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: "Qué hacer tras un rechazo ('Pasa a recepción')" })
  next!: string | null;

  @Field(() => String, { nullable: true, description: 'member o pass' })
  kind!: string | null;

  @Field(() => Boolean, { description: 'El mismo escaneo ya estaba registrado: no se contó otra visita' })
  replayed!: boolean;

  @Field(() => CheckInMember, { nullable: true })
  member!: CheckInMember | null;

  @Field(() => CheckInMembership, { nullable: true })
  membership!: CheckInMembership | null;

  @Field(() => CheckInVisit, { nullable: true })
  visit!: CheckInVisit | null;

  @Field(() => CheckInPass, { nullable: true })
  pass!: CheckInPass | null;
}

@ObjectType({ simpleResolvers: true, description: 'El secreto del código de entrada (RFC 6238) del miembro' })
export class CheckInSecret {
  @Field(() => String)
  memberRef!: string;

  @Field(() => String)
  secret!: string;

  @Field(() => Int)
  stepSeconds!: number;

  @Field(() => Int)
  digits!: number;

  @Field(() => String)
  algorithm!: string;
}

@ObjectType({ simpleResolvers: true })
export class KioskDevice {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  createdAt!: string;

  @Field(() => String, { nullable: true })
  lastUsedAt!: string | null;

  @Field(() => String, { nullable: true })
  revokedAt!: string | null;

  @Field(() => Boolean)
  active!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class EnabledKioskDevice {
  @Field(() => KioskDevice)
  device!: KioskDevice;

  @Field(() => String, { description: 'Se muestra una sola vez' })
  token!: string;
}

@ObjectType({ simpleResolvers: true })
export class DailyPassCode {
  @Field(() => String)
  code!: string;

  @Field(() => String)
  validOn!: string;

  @Field(() => Int)
  visitors!: number;
}
