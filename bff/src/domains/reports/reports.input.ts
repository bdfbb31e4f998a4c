import { PAYMENT_FIELDS, QUERY_FIELDS } from '@gym/domain';
import { Field, InputType } from 'type-graphql';
import { Contract } from '../../field-contract';

@InputType({ description: 'El periodo de un reporte: las fechas dadas ganan sobre el periodo' })
export class ReportRangeInput {
  @Field(() => String, { nullable: true, description: 'today, week, month (por defecto), quarter o year' })
  @Contract(PAYMENT_FIELDS.report.period)
  period?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala)' })
  @Contract(QUERY_FIELDS.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'yyyy-mm-dd (Guatemala); hoy por defecto' })
  @Contract(QUERY_FIELDS.endDate)
  endDate?: string | null;
}
