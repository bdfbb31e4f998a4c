import { WEEKDAYS } from '@gym/domain';
import { Field, InputType, Int } from 'type-graphql';

/** Slot ids per weekday; a day left out is not touched (unless replaceAll). */
@InputType()
export class WeekSlotsInput {
  @Field(() => [Int], { nullable: true })
  monday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  tuesday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  wednesday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  thursday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  friday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  saturday?: number[] | null;

  @Field(() => [Int], { nullable: true })
  sunday?: number[] | null;
}

@InputType()
export class ScheduleChangeInput {
  @Field(() => WeekSlotsInput)
  changes!: WeekSlotsInput;

  @Field(() => Boolean, { nullable: true, defaultValue: false })
  replaceAll?: boolean | null;
}

/** `{ tuesday: [4] }` as the api expects it: only the days that were given. */
export function toWeekMap(input: WeekSlotsInput | null | undefined): Record<string, number[]> {
  const out: Record<string, number[]> = {};
  if (!input) return out;
  for (const day of WEEKDAYS) {
    const ids = input[day];
    if (ids) out[day] = [...ids];
  }
  return out;
}
