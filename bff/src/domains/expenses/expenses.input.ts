import { EXPENSE_FIELDS, QUERY_FIELDS, type FieldContract } from '@gym/domain';
import { IsOptional } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { Contract, listLength, lowerCase } from '../../kernel/graphql/field-contract';

const { expense: e, list: l } = EXPENSE_FIELDS;

/** The same contract for a field an update may leave out (only the fields sent change). */
const optional = <C extends FieldContract>(contract: C): C => ({ ...contract, required: false });

@InputType()
export class ExpensePeriodInput {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(optional(e.expenseDate))
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(optional(e.expenseDate))
  endDate?: string | null;
}

@InputType()
export class ExpenseFilterInput extends ExpensePeriodInput {
  @Field(() => String, { nullable: true, description: 'Título, proveedor, factura o descripción' })
  @IsOptional()
  @Contract(QUERY_FIELDS.search)
  search?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(l.status)
  status?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(l.category)
  category?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(l.sortBy)
  sortBy?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(l.sortOrder, lowerCase)
  sortOrder?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(QUERY_FIELDS.limit)
  limit?: number | null;
}

/** The fields create and update share, each optional. */
@InputType()
class ExpenseDetailsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(e.description)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(e.vendor)
  vendor?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(e.invoiceNumber)
  invoiceNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD; hoy si no se indica' })
  @IsOptional()
  @Contract(e.expenseDate)
  expenseDate?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(e.paymentMethod)
  paymentMethod?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(e.notes)
  notes?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @Contract(e.attachments, listLength)
  attachments?: string[] | null;
}

@InputType()
export class ExpenseCreateInput extends ExpenseDetailsInput {
  @Field(() => String)
  @Contract(e.title)
  title!: string;

  @Field(() => Float)
  @Contract(e.amount)
  amount!: number;

  @Field(() => String)
  @Contract(e.category)
  category!: string;

  @Field(() => Boolean, { nullable: true })
  isRecurring?: boolean | null;

  @Field(() => String, { nullable: true, description: 'daily, weekly, biweekly, monthly, quarterly o annually' })
  @IsOptional()
  @Contract(e.recurringFrequency)
  recurringFrequency?: string | null;

  @Field(() => String, { nullable: true, description: 'AAAA-MM-DD' })
  @IsOptional()
  @Contract(e.recurringEndDate)
  recurringEndDate?: string | null;
}

/** What an update may change, only the fields sent (the recurring ones are fixed at creation, spec §7). */
@InputType()
export class ExpenseUpdateInput extends ExpenseDetailsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(optional(e.title))
  title?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(optional(e.amount))
  amount?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(optional(e.category))
  category?: string | null;
}
