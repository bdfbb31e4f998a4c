import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'Un mensaje que el gimnasio escribió (correo o WhatsApp)' })
export class Message {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'welcome, order_received, payment_receipt...' })
  kind!: string;

  @Field(() => String)
  kindLabel!: string;

  @Field(() => String, { description: 'email o whatsapp' })
  channel!: string;

  @Field(() => String, { description: 'La dirección o el número al que va' })
  recipient!: string;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => String)
  subject!: string;

  @Field(() => String, { description: 'queued, sent, kept o failed' })
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Por qué falló el último intento' })
  lastError!: string | null;

  @Field(() => String, { description: 'ISO 8601' })
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'ISO 8601' })
  sentAt!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Un mensaje con lo que dice' })
export class MessageDetail extends Message {
  @Field(() => String, { nullable: true, description: 'El HTML tal como lo recibió la persona' })
  html!: string | null;

  @Field(() => String, { description: 'La parte de texto plano' })
  text!: string;
}

@ObjectType({ simpleResolvers: true })
export class MessagePage {
  @Field(() => [Message])
  messages!: Message[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

/** `message` is the api's Spanish notice, as in every other result; the message itself is `retried`. */
@ObjectType({ simpleResolvers: true })
export class MessageRetryResult {
  @Field(() => MessageDetail, { description: 'El mensaje, de nuevo en cola' })
  retried!: MessageDetail;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Un tipo de mensaje y si el gimnasio lo envía' })
export class MessageKindSetting {
  @Field(() => String, { description: 'welcome, order_received...' })
  kind!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Boolean, { description: 'El administrador lo tiene activado' })
  enabled!: boolean;

  @Field(() => Boolean, { description: 'Siempre se envía (el restablecimiento de contraseña): no se puede desactivar' })
  alwaysOn!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Los tipos de mensaje del gimnasio, en el orden del dominio' })
export class MessageSettings {
  @Field(() => [MessageKindSetting])
  kinds!: MessageKindSetting[];
}

/** `message` is the api's Spanish notice; `settings` the whole map after the change. */
@ObjectType({ simpleResolvers: true })
export class MessageSettingsResult {
  @Field(() => MessageSettings)
  settings!: MessageSettings;

  @Field(() => String)
  message!: string;
}
