import { ATTENDANCE_FIELDS, canRegisterVisits, QUERY_FIELDS } from '@gym/domain';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { DailyIncomeInput } from './front-desk.input';
import {
  ClientCard,
  ClientVisit,
  DailyIncomeResult,
  DeskToday,
  InactiveMembers,
  VisitResult,
  VisitsByTime,
} from './front-desk.type';
import { frontDeskClient } from './front-desk.client';

@Resolver()
export class FrontDeskResolver {
  @Authorized('view_client_full_info')
  @Query(() => ClientCard, { description: 'Recepción: membresía y días restantes, pagos pendientes, últimos pedidos' })
  clientCard(@Arg('userId', () => ID) userId: string, @Ctx() ctx: RequestContext): Promise<ClientCard> {
    return frontDeskClient(ctx).clientCard(userId);
  }

  @Authorized('view_client_full_info')
  @Query(() => InactiveMembers, {
    description:
      "'Inactivos': miembros con membresía vigente (no congelada) sin visitas en `days` días (14 por defecto)",
  })
  inactiveMembers(
    @Arg('days', () => Int, { nullable: true }) days: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<InactiveMembers> {
    checkArgument(ATTENDANCE_FIELDS.days, days);
    return frontDeskClient(ctx).inactiveMembers(days);
  }

  @Authorized('view_client_full_info')
  @Query(() => [ClientVisit], { description: 'Las visitas de un cliente, la más reciente primero' })
  clientVisits(
    @Arg('userId', () => ID) userId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ClientVisit[]> {
    checkArgument(QUERY_FIELDS.limit, limit);
    return frontDeskClient(ctx).clientVisits(userId, limit);
  }

  @Authorized('view_reports')
  @Query(() => VisitsByTime, { description: 'Reportes: visitas por hora y por día de la semana entre dos fechas' })
  visitsByTime(
    @Arg('startDate', () => String) startDate: string,
    @Arg('endDate', () => String) endDate: string,
    @Ctx() ctx: RequestContext,
  ): Promise<VisitsByTime> {
    checkArgument(QUERY_FIELDS.startDate, startDate);
    checkArgument(QUERY_FIELDS.endDate, endDate);
    return frontDeskClient(ctx).visitsByTime(startDate, endDate);
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
