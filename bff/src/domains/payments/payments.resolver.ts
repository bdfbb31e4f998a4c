import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { ownerOf } from '../users/users.loaders';
import { User } from '../users/users.type';
import { CreatePaymentInput, PaymentsFilterInput } from './payments.input';
import { BankAccount, Payment, PaymentPage, PendingTransfer } from './payments.type';

@Resolver()
export class PaymentsResolver {
  @Authorized()
  @Query(() => PaymentPage, { description: 'Cliente: su historial (20 por página). Si la api falla responde vacío.' })
  payments(
    @Arg('filter', () => PaymentsFilterInput, { nullable: true }) filter: PaymentsFilterInput | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PaymentPage> {
    return ctx.api.payments.list(filter);
  }

  @Authorized('validate_transfers')
  @Query(() => [PendingTransfer])
  pendingTransfers(@Ctx() ctx: GraphQLContext): Promise<PendingTransfer[]> {
    return ctx.api.payments.pendingTransfers();
  }

  @Authorized()
  @Query(() => [BankAccount])
  transferBankAccounts(@Ctx() ctx: GraphQLContext): Promise<BankAccount[]> {
    return ctx.api.payments.bankAccounts();
  }

  @Authorized()
  @Mutation(() => Payment)
  createPayment(
    @Arg('input', () => CreatePaymentInput) input: CreatePaymentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payment> {
    return ctx.api.payments.create(input);
  }
}

/** `plan` is added by memberships (PaymentPlanResolver), which owns the plans. */
@Resolver(() => Payment)
export class PaymentFieldsResolver {
  @FieldResolver(() => User, { nullable: true })
  user(@Root() payment: Payment, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return ownerOf(ctx, payment.userId);
  }
}
