import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true })
export class EmergencyContact {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class NotificationSettings {
  @Field(() => Boolean)
  desktop!: boolean;

  @Field(() => Boolean)
  sound!: boolean;

  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  push!: boolean;

  @Field(() => Boolean, { description: 'Messages by WhatsApp as well, when the gym has WhatsApp configured.' })
  whatsapp!: boolean;

  @Field(() => Boolean, {
    description: 'Membership reminders (ending in 7 days, in 1 day, ended). Account and payment messages always go.',
  })
  reminders!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class UserPreferences {
  @Field(() => String)
  theme!: string;

  @Field(() => String)
  language!: string;

  @Field(() => NotificationSettings)
  notifications!: NotificationSettings;
}

@ObjectType({ simpleResolvers: true })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String)
  role!: string;

  @Field(() => String, { nullable: true })
  profileImage?: string | null;

  @Field(() => String, { nullable: true })
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => EmergencyContact, { nullable: true })
  emergencyContact?: EmergencyContact | null;

  @Field(() => String, {
    nullable: true,
    description: 'NIT o CUI predeterminado para las facturas (sin guion, como lo guarda la api); null: CF',
  })
  billingTaxId?: string | null;

  @Field(() => String, { nullable: true, description: 'Nombre predeterminado para las facturas; null: el propio' })
  billingName?: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => String)
  createdAt!: string;

  @Field(() => String, { nullable: true })
  lastLogin?: string | null;

  @Field(() => [String])
  permissions!: string[];

  @Field(() => UserPreferences)
  preferences!: UserPreferences;
}

@ObjectType({ simpleResolvers: true })
export class UserPage {
  @Field(() => [User])
  users!: User[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class RoleCounts {
  @Field(() => Int)
  admin!: number;

  @Field(() => Int)
  colaborador!: number;

  @Field(() => Int)
  cliente!: number;
}

@ObjectType({ simpleResolvers: true })
export class UserStats {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  inactive!: number;

  @Field(() => Int)
  newThisMonth!: number;

  @Field(() => RoleCounts)
  byRole!: RoleCounts;
}

@ObjectType({ simpleResolvers: true })
export class FrequentClient {
  @Field(() => ID)
  userId!: string;

  // Resolved by FrequentClientResolver through the per-request users loader.
  user?: User | null;

  @Field(() => Int)
  visits!: number;

  @Field(() => String, { nullable: true })
  lastVisit?: string | null;
}
