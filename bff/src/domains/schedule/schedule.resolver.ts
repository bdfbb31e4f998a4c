import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
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

@Resolver()
export class ScheduleResolver {
  @Authorized()
  @Query(() => MySchedule)
  mySchedule(@Ctx() ctx: GraphQLContext): Promise<MySchedule> {
    return ctx.api.schedule.mine();
  }

  @Authorized()
  @Query(() => [DayOptions], { description: 'Horarios con cupo en vivo; day opcional (monday..sunday)' })
  scheduleOptions(
    @Arg('day', () => String, { nullable: true }) day: string | null | undefined,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DayOptions[]> {
    return ctx.api.schedule.options(day);
  }

  @Authorized()
  @Query(() => ScheduleStats)
  scheduleStats(@Ctx() ctx: GraphQLContext): Promise<ScheduleStats> {
    return ctx.api.schedule.stats();
  }

  @Authorized()
  @Mutation(() => SchedulePreview)
  previewScheduleChange(
    @Arg('input', () => ScheduleChangeInput) input: ScheduleChangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SchedulePreview> {
    return ctx.api.schedule.preview(input);
  }

  @Authorized()
  @Mutation(() => ScheduleChangeResult, {
    description: 'success false con unavailableSlots cuando algún horario se llenó',
  })
  changeSchedule(
    @Arg('input', () => ScheduleChangeInput) input: ScheduleChangeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ScheduleChangeResult> {
    return ctx.api.schedule.change(input);
  }

  @Authorized()
  @Mutation(() => MySchedule)
  cancelScheduleSlot(
    @Arg('day', () => String) day: string,
    @Arg('slotId', () => Int) slotId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MySchedule> {
    return ctx.api.schedule.cancel(day, slotId);
  }

  @Query(() => [GymHoursDay])
  gymSchedule(@Ctx() ctx: GraphQLContext): Promise<GymHoursDay[]> {
    return ctx.api.schedule.gymHours();
  }

  @Authorized()
  @Mutation(() => [GymHoursDay])
  saveGymSchedule(
    @Arg('days', () => [GymHoursDayInput]) days: GymHoursDayInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<GymHoursDay[]> {
    return ctx.api.schedule.saveGymHours(days);
  }

  @Authorized()
  @Query(() => CapacityMetrics, { description: 'Ceros si el servicio no existe (404)' })
  capacityMetrics(@Ctx() ctx: GraphQLContext): Promise<CapacityMetrics> {
    return ctx.api.schedule.capacityMetrics();
  }
}
