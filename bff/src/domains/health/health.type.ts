import { Field, Float, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true })
export class ServiceHealth {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  status!: string;

  @Field(() => Float, { nullable: true })
  latencyMs?: number | null;

  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class Health {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  version!: string;

  @Field(() => String)
  timestamp!: string;

  @Field(() => Float)
  uptimeSeconds!: number;

  @Field(() => [ServiceHealth])
  services!: ServiceHealth[];
}

@ObjectType({ simpleResolvers: true })
export class JobQueueCounts {
  @Field(() => String)
  name!: string;

  @Field(() => Int)
  waiting!: number;

  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  failed!: number;
}

@ObjectType({ simpleResolvers: true })
export class ScheduledJobState {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'How the health panel names it ("Vencimiento de membresías")' })
  label!: string;

  @Field(() => String)
  cron!: string;

  @Field(() => String)
  timeZone!: string;

  @Field(() => String, { nullable: true })
  lastStartedAt!: string | null;

  @Field(() => String, { nullable: true })
  lastFinishedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'running, completed or failed; null before its first run' })
  lastStatus!: string | null;

  @Field(() => String, { nullable: true, description: 'What the last run did, or why it failed' })
  lastSummary!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'The background work of the api: event handlers and schedules' })
export class JobQueueState {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => [JobQueueCounts])
  queues!: JobQueueCounts[];

  @Field(() => Int, { description: 'Deliveries that failed every retry' })
  deadLetters!: number;

  @Field(() => Int, { description: 'Committed events not yet handed to the queue' })
  unpublishedEvents!: number;

  @Field(() => [ScheduledJobState])
  schedules!: ScheduledJobState[];
}
