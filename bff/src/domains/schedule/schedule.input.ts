import { SCHEDULE_FIELDS, WEEKDAYS } from '@gym/domain';
import { ValidateNested } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { Contract, listLength } from '../../kernel/graphql/field-contract';

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

const { hours: HOURS, slot: SLOT } = SCHEDULE_FIELDS;

@InputType()
export class GymHoursSlotInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) @Contract(SLOT.startTime) startTime!: string;
  @Field(() => String) @Contract(SLOT.endTime) endTime!: string;
  @Field(() => Int) @Contract(SLOT.capacity) capacity!: number;
  @Field(() => String, { nullable: true }) @Contract(SLOT.label) label?: string | null;
}

/** One day of the weekly hours editor. */
@InputType()
export class GymHoursDayInput {
  @Field(() => String) @Contract(HOURS.day) day!: string;
  @Field(() => Boolean) isOpen!: boolean;
  @Field(() => String, { nullable: true }) @Contract(HOURS.openTime) openTime?: string | null;
  @Field(() => String, { nullable: true }) @Contract(HOURS.closeTime) closeTime?: string | null;
  @Field(() => [GymHoursSlotInput])
  @ValidateNested({ each: true })
  @Contract(SCHEDULE_FIELDS.hours.slotCount, listLength)
  slots!: GymHoursSlotInput[];
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
