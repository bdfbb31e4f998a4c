import { WEEKDAYS } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';
import { maxChars } from '../common/validation';

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

@InputType()
export class GymHoursSlotInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String) @maxChars(5, 'La hora') startTime!: string;
  @Field(() => String) @maxChars(5, 'La hora') endTime!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(60, 'La etiqueta') label?: string | null;
}

@InputType()
export class GymHoursDayInput {
  @Field(() => String) @maxChars(10, 'El día') day!: string;
  @Field(() => Boolean) isOpen!: boolean;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(5, 'La hora') openTime?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @maxChars(5, 'La hora') closeTime?: string | null;
  @Field(() => [GymHoursSlotInput]) slots!: GymHoursSlotInput[];
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
