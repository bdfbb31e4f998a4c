import { CARD_PAYMENT_FIELDS } from '@gym/domain';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { checkArgument } from '../../field-contract';
import { CardPaymentsFilterInput, CardRefundInput, MembershipCardIntentInput } from './stripe.input';
import {
  CardPaymentIntent,
  CardPaymentPage,
  CardIntentResult,
  CardPaymentsConfig,
  CardRefundResult,
} from './stripe.type';

const F = CARD_PAYMENT_FIELDS;

/**
 * Card payments: the web reads the config, asks for an intent (its clientSecret goes to Stripe
 * Elements), then calls confirm once Stripe.js is done. The api is the authority on every call.
 */
@Resolver()
export class StripeResolver {
  @Query(() => CardPaymentsConfig, { description: 'Si se puede pagar con tarjeta, en qué modo y con qué clave' })
  cardPaymentsConfig(@Ctx() ctx: GraphQLContext): Promise<CardPaymentsConfig> {
    return ctx.api.stripe.config();
  }

  @Authorized()
  @Mutation(() => CardPaymentIntent, { description: 'Pagar con tarjeta una membresía pendiente o un plan nuevo' })
  createMembershipCardIntent(
    @Arg('input', () => MembershipCardIntentInput) input: MembershipCardIntentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardPaymentIntent> {
    return ctx.api.stripe.membershipIntent(input);
  }

  @Authorized()
  @Mutation(() => CardPaymentIntent, { description: 'Pagar con tarjeta el pase diario de hoy' })
  createDailyCardIntent(@Ctx() ctx: GraphQLContext): Promise<CardPaymentIntent> {
    return ctx.api.stripe.dailyIntent();
  }

  @Mutation(() => CardPaymentIntent, {
    description:
      'Pagar con tarjeta una orden: su dueño o el invitado (sessionId o token); el monto lo pone el servidor',
  })
  createStoreCardIntent(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Arg('token', () => String, { nullable: true, description: 'El secreto del enlace de un invitado' })
    token: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardPaymentIntent> {
    checkArgument(F.sessionId, sessionId);
    return ctx.api.stripe.storeIntent(orderId, sessionId, token);
  }

  @Mutation(() => CardIntentResult, { description: 'Tras Stripe.js: el servidor lee el cobro en Stripe y lo aplica' })
  confirmCardIntent(
    @Arg('paymentIntentId', () => String) paymentIntentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardIntentResult> {
    checkArgument(F.paymentIntentId, paymentIntentId);
    return ctx.api.stripe.confirm(paymentIntentId);
  }

  @Authorized()
  @Mutation(() => CardIntentResult, { description: 'Cancelar un pago con tarjeta pendiente' })
  cancelCardIntent(
    @Arg('paymentIntentId', () => String) paymentIntentId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardIntentResult> {
    checkArgument(F.paymentIntentId, paymentIntentId);
    checkArgument(F.refundReason, reason);
    return ctx.api.stripe.cancel(paymentIntentId, reason);
  }

  @Authorized('view_payments', 'create_payments')
  @Mutation(() => CardRefundResult, { description: 'Reembolso parcial o total de un pago con tarjeta (personal)' })
  refundCardPayment(
    @Arg('input', () => CardRefundInput) input: CardRefundInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardRefundResult> {
    return ctx.api.stripe.refund(input);
  }

  @Authorized('view_payments')
  @Query(() => CardPaymentPage, { description: 'Pagos hechos con Stripe, 30 por página (personal)' })
  cardPayments(
    @Arg('filter', () => CardPaymentsFilterInput, { nullable: true })
    filter: CardPaymentsFilterInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CardPaymentPage> {
    return ctx.api.stripe.payments(filter);
  }
}
