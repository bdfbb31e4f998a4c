import { canRegisterVisits } from '@gym/domain';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { DailyIncomeInput } from './front-desk.input';
import { ClientCard, DailyIncomeResult, DeskToday, VisitResult } from './front-desk.type';
import { frontDeskClient } from './front-desk.client';

@Resolver()
export class FrontDeskResolver {
  @Authorized('view_client_full_info')
  @Query(() => ClientCard, { description: 'Recepción: membresía y días restantes, pagos pendientes, últimos pedidos' })
  clientCard(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<ClientCard> {
    return frontDeskClient(ctx).clientCard(userId);
  }

  @Authorized('register_daily_income')
  @Mutation(() => DailyIncomeResult, { description: 'Pase diario (1 visitante) o ingreso diario múltiple' })
  registerDailyIncome(
    @Arg('input', () => DailyIncomeInput) input: DailyIncomeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DailyIncomeResult> {
    return frontDeskClient(ctx).dailyIncome(input);
  }

  /** The api's own rule: an admin, or whoever holds register_gym_visits. */
  @Authorized(canRegisterVisits)
  @Mutation(() => VisitResult, { description: "'Registrar visita': una vez al día; la segunda responde la misma" })
  registerVisit(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<VisitResult> {
    return frontDeskClient(ctx).registerVisit(userId);
  }

  @Authorized('view_payments')
  @Query(() => DeskToday)
  deskToday(@Ctx() ctx: RequestContext): Promise<DeskToday> {
    return frontDeskClient(ctx).today();
  }
}
