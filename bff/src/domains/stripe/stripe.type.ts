import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';
import { Payment } from '../payments/payments.type';

@ObjectType({ simpleResolvers: true, description: 'Pago con tarjeta (Stripe): si está habilitado y con qué clave' })
export class CardPaymentsConfig {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => String, { nullable: true, description: 'test o live; null si está apagado' })
  mode!: string | null;

  @Field(() => String, { description: 'Siempre GTQ' })
  currency!: string;

  @Field(() => String, { nullable: true, description: 'Para cargar Stripe.js (loadStripe)' })
  publishableKey!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Un intento de pago: lo que Stripe Elements necesita para cobrar' })
export class CardPaymentIntent {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => String)
  paymentIntentId!: string;

  @Field(() => String, { description: 'Para stripe.confirmPayment en el navegador; no se guarda ni se registra' })
  clientSecret!: string;

  @Field(() => Float, { description: 'Quetzales, calculado por el servidor' })
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: 'Estado del pago: pending, failed...' })
  status!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Cómo quedó un pago con tarjeta tras confirmarlo o cancelarlo' })
export class CardIntentResult {
  @Field(() => ID)
  paymentId!: string;

  @Field(() => String)
  paymentIntentId!: string;

  @Field(() => String, { description: 'completed, pending, failed, cancelled' })
  status!: string;

  @Field(() => String, { description: 'Lo que dice Stripe: succeeded, processing, requires_action...' })
  providerStatus!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class CardPayment extends Payment {
  @Field(() => String, { nullable: true })
  paymentIntentId!: string | null;

  @Field(() => Float, { description: 'Lo reembolsado hasta ahora (el monto sigue siendo lo pagado)' })
  refundedAmount!: number;
}

@ObjectType({ simpleResolvers: true })
export class CardPaymentPage {
  @Field(() => [CardPayment])
  payments!: CardPayment[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class CardRefundResult {
  @Field(() => CardPayment)
  payment!: CardPayment;

  @Field(() => String)
  refundId!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  message!: string;
}
