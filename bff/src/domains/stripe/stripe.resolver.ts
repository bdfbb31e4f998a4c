import { CARD_PAYMENT_FIELDS } from '@gym/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { CardPaymentsFilterInput, CardRefundInput, MembershipCardIntentInput } from './stripe.input';
import {
  CardPaymentIntent,
  CardPaymentPage,
  CardIntentResult,
  CardPaymentsConfig,
  CardRefundResult,
} from './stripe.type';
import { stripeClient } from './stripe.client';

const F = CARD_PAYMENT_FIELDS;

/**
 * Card payments: the web reads the config, asks for an intent (its clientSecret goes to Stripe
 * Elements), then calls confirm once Stripe.js is done. The api is the authority on every call.
 */
@Resolver()
export class StripeResolver {
  @Query(() => CardPaymentsConfig, { description: 'Si se puede pagar con tarjeta, en qué modo y con qué clave' })
  cardPaymentsConfig(@Ctx() ctx: RequestContext): Promise<CardPaymentsConfig> {
    return stripeClient(ctx).config();
  }

  @Authorized()
  @Mutation(() => CardPaymentIntent, { description: 'Pagar con tarjeta una membresía pendiente o un plan nuevo' })
  createMembershipCardIntent(
    @Arg('input', () => MembershipCardIntentInput) input: MembershipCardIntentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CardPaymentIntent> {
    return stripeClient(ctx).membershipIntent(input);
  }

  @Authorized()
  @Mutation(() => CardPaymentIntent, { description: 'Pagar con tarjeta el pase diario de hoy' })
  createDailyCardIntent(@Ctx() ctx: RequestContext): Promise<CardPaymentIntent> {
    return stripeClient(ctx).dailyIntent();
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
    @Ctx() ctx: RequestContext,
  ): Promise<CardPaymentIntent> {
    checkArgument(F.sessionId, sessionId);
    return stripeClient(ctx).storeIntent(orderId, sessionId, token);
  }

  @Mutation(() => CardIntentResult, { description: 'Tras Stripe.js: el servidor lee el cobro en Stripe y lo aplica' })
  confirmCardIntent(
    @Arg('paymentIntentId', () => String) paymentIntentId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CardIntentResult> {
    checkArgument(F.paymentIntentId, paymentIntentId);
    return stripeClient(ctx).confirm(paymentIntentId);
  }

  @Authorized()
  @Mutation(() => CardIntentResult, { description: 'Cancelar un pago con tarjeta pendiente' })
  cancelCardIntent(
    @Arg('paymentIntentId', () => String) paymentIntentId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CardIntentResult> {
    checkArgument(F.paymentIntentId, paymentIntentId);
    checkArgument(F.refundReason, reason);
    return stripeClient(ctx).cancel(paymentIntentId, reason);
  }

  @Authorized('view_payments', 'create_payments')
  @Mutation(() => CardRefundResult, { description: 'Reembolso parcial o total de un pago con tarjeta (personal)' })
  refundCardPayment(
    @Arg('input', () => CardRefundInput) input: CardRefundInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CardRefundResult> {
    return stripeClient(ctx).refund(input);
  }

  @Authorized('view_payments')
  @Query(() => CardPaymentPage, { description: 'Pagos hechos con Stripe, 30 por página (personal)' })
  cardPayments(
    @Arg('filter', () => CardPaymentsFilterInput, { nullable: true })
    filter: CardPaymentsFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CardPaymentPage> {
    return stripeClient(ctx).payments(filter);
  }
}
