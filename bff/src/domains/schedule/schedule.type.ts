import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class ScheduleSlot {
  @Field(() => Int)
  slotId!: number;

  @Field(() => String)
  day!: string;

  @Field(() => String)
  startTime!: string;

  @Field(() => String)
  endTime!: string;

  @Field(() => String)
  timeRange!: string;
}

@ObjectType({ simpleResolvers: true })
export class SlotOption extends ScheduleSlot {
  @Field(() => Int)
  capacity!: number;

  @Field(() => Int)
  reserved!: number;

  @Field(() => Int)
  available!: number;

  @Field(() => Boolean)
  isFull!: boolean;

  @Field(() => Boolean)
  isReservedByMe!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class UnavailableSlot extends ScheduleSlot {
  @Field(() => String)
  dayName!: string;

  @Field(() => String)
  reason!: string;
}

@ObjectType({ simpleResolvers: true })
export class DayOptions {
  @Field(() => String)
  day!: string;

  @Field(() => String)
  dayName!: string;

  @Field(() => Boolean)
  isOpen!: boolean;

  @Field(() => String, { nullable: true })
  openTime!: string | null;

  @Field(() => String, { nullable: true })
  closeTime!: string | null;

  @Field(() => [SlotOption])
  slots!: SlotOption[];
}

@ObjectType({ simpleResolvers: true })
export class ScheduleDay {
  @Field(() => String)
  day!: string;

  @Field(() => String)
  dayName!: string;

  @Field(() => Boolean)
  hasSlots!: boolean;

  @Field(() => [ScheduleSlot])
  slots!: ScheduleSlot[];
}

@ObjectType({ simpleResolvers: true })
export class ScheduleMembership {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => String)
  planName!: string;
}

@ObjectType({ simpleResolvers: true })
export class MySchedule {
  @Field(() => [ScheduleDay])
  schedule!: ScheduleDay[];

  @Field(() => ScheduleMembership, { nullable: true })
  membership!: ScheduleMembership | null;

  @Field(() => Boolean)
  canEditSchedule!: boolean;

  @Field(() => Int)
  totalSlotsReserved!: number;
}

@ObjectType({ simpleResolvers: true })
export class DayChange {
  @Field(() => String)
  day!: string;

  @Field(() => String)
  dayName!: string;

  @Field(() => [ScheduleSlot])
  currentSlots!: ScheduleSlot[];

  @Field(() => [ScheduleSlot])
  newSlots!: ScheduleSlot[];
}

@ObjectType({ simpleResolvers: true })
export class SchedulePreview {
  @Field(() => String)
  changeType!: string;

  @Field(() => [DayChange])
  changes!: DayChange[];

  @Field(() => [UnavailableSlot])
  unavailableSlots!: UnavailableSlot[];

  @Field(() => Boolean)
  canApply!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class ScheduleChangeResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true })
  changeType!: string | null;

  @Field(() => MySchedule, { nullable: true })
  schedule!: MySchedule | null;

  @Field(() => [UnavailableSlot])
  unavailableSlots!: UnavailableSlot[];
}

@ObjectType({ simpleResolvers: true })
export class DayDistribution {
  @Field(() => String)
  day!: string;

  @Field(() => String)
  dayName!: string;

  @Field(() => Int)
  slots!: number;

  @Field(() => Int)
  visits!: number;
}

@ObjectType({ simpleResolvers: true })
export class ScheduleStats {
  @Field(() => Int)
  totalSlots!: number;

  @Field(() => Int)
  usedSlots!: number;

  @Field(() => Int)
  availableSlots!: number;

  @Field(() => String, { nullable: true })
  favoriteTime!: string | null;

  @Field(() => Int)
  totalVisits!: number;

  @Field(() => [DayDistribution])
  dayDistribution!: DayDistribution[];
}

@ObjectType({ simpleResolvers: true })
export class GymHoursSlot {
  @Field(() => ID) id!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => Int) reserved!: number;
  @Field(() => String, { nullable: true }) label?: string | null;
}

@ObjectType({ description: 'Un día del horario semanal' })
export class GymHoursDay {
  @Field(() => String) day!: string;
  @Field(() => String) dayName!: string;
  @Field(() => Boolean) isOpen!: boolean;
  @Field(() => String, { nullable: true }) openTime?: string | null;
  @Field(() => String, { nullable: true }) closeTime?: string | null;
  @Field(() => [GymHoursSlot]) slots!: GymHoursSlot[];
}

@ObjectType({ simpleResolvers: true })
export class CapacityByDay {
  @Field(() => String) day!: string;
  @Field(() => String) dayName!: string;
  @Field(() => Int) capacity!: number;
  @Field(() => Int) reservations!: number;
  @Field(() => Float) occupancy!: number;
}

@ObjectType({ simpleResolvers: true })
export class CapacityMetrics {
  @Field(() => Int) totalCapacity!: number;
  @Field(() => Int) totalReservations!: number;
  @Field(() => Float) averageOccupancy!: number;
  @Field(() => Int) availableSpaces!: number;
  @Field(() => String, { nullable: true }) busiestDay?: string | null;
  @Field(() => Float) busiestOccupancy!: number;
  @Field(() => [CapacityByDay]) byDay!: CapacityByDay[];
}
