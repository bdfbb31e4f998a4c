import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../context';
import { ScheduleChangeInput } from './schedule.input';
import { DayOptions, MySchedule, ScheduleChangeResult, SchedulePreview, ScheduleStats } from './schedule.type';

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
}
