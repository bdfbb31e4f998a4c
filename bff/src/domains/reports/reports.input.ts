import { PAYMENT_FIELDS, QUERY_FIELDS, REPORT_PAGE_SIZE } from '@gym/domain';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { Contract } from '../../kernel/graphql/field-contract';

@InputType({ description: 'El periodo de un reporte: las fechas dadas ganan sobre el periodo' })
export class ReportRangeInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Periodo de calendario hasta hoy: today, week (desde el lunes), month (desde el 1, por defecto), quarter, year; o last30 (últimos 30 días)',
  })
  @Contract(PAYMENT_FIELDS.report.period)
  period?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala)' })
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala); hoy por defecto' })
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}

@ArgsType()
export class ReportDetailsArgs {
  @Field(() => String, { description: 'memberships, online-orders, local-sales o expenses' })
  @Contract(PAYMENT_FIELDS.report.source)
  source!: string;

  @Field(() => ReportRangeInput, { nullable: true })
  range?: ReportRangeInput | null;

  @Field(() => Int, { defaultValue: 1 })
  @Contract(QUERY_FIELDS.page)
  page!: number;

  @Field(() => Int, { defaultValue: REPORT_PAGE_SIZE })
  @Contract(QUERY_FIELDS.limit)
  limit!: number;
}
