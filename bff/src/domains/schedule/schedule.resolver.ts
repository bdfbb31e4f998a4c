import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { GymHoursDayInput, ScheduleChangeInput } from './schedule.input';
import {
  CapacityMetrics,
  DayOptions,
  GymHoursDay,
  MySchedule,
  ScheduleChangeResult,
  SchedulePreview,
  ScheduleStats,
} from './schedule.type';
import { scheduleClient } from './schedule.client';

@Resolver()
export class ScheduleResolver {
  @Authorized()
  @Query(() => MySchedule)
  mySchedule(@Ctx() ctx: RequestContext): Promise<MySchedule> {
    return scheduleClient(ctx).mine();
  }

  @Authorized()
  @Query(() => [DayOptions], { description: 'Horarios con cupo en vivo; day opcional (monday..sunday)' })
  scheduleOptions(
    @Arg('day', () => String, { nullable: true }) day: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<DayOptions[]> {
    return scheduleClient(ctx).options(day);
  }

  @Authorized()
  @Query(() => ScheduleStats)
  scheduleStats(@Ctx() ctx: RequestContext): Promise<ScheduleStats> {
    return scheduleClient(ctx).stats();
  }

  @Authorized()
  @Mutation(() => SchedulePreview)
  previewScheduleChange(
    @Arg('input', () => ScheduleChangeInput) input: ScheduleChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SchedulePreview> {
    return scheduleClient(ctx).preview(input);
  }

  @Authorized()
  @Mutation(() => ScheduleChangeResult, {
    description: 'success false con unavailableSlots cuando algún horario se llenó',
  })
  changeSchedule(
    @Arg('input', () => ScheduleChangeInput) input: ScheduleChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ScheduleChangeResult> {
    return scheduleClient(ctx).change(input);
  }

  @Authorized()
  @Mutation(() => MySchedule)
  cancelScheduleSlot(
    @Arg('day', () => String) day: string,
    @Arg('slotId', () => Int) slotId: number,
    @Ctx() ctx: RequestContext,
  ): Promise<MySchedule> {
    return scheduleClient(ctx).cancel(day, slotId);
  }

  @Query(() => [GymHoursDay])
  gymSchedule(@Ctx() ctx: RequestContext): Promise<GymHoursDay[]> {
    return scheduleClient(ctx).gymHours();
  }

  @Authorized()
  @Mutation(() => [GymHoursDay])
  saveGymSchedule(
    @Arg('days', () => [GymHoursDayInput]) days: GymHoursDayInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<GymHoursDay[]> {
    return scheduleClient(ctx).saveGymHours(days);
  }

  @Authorized()
  @Query(() => CapacityMetrics, { description: 'Ceros si el servicio no existe (404)' })
  capacityMetrics(@Ctx() ctx: RequestContext): Promise<CapacityMetrics> {
    return scheduleClient(ctx).capacityMetrics();
  }
}
