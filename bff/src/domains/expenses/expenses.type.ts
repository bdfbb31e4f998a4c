import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditEvent, Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'Quien registró o decidió un gasto' })
export class ExpensePerson {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Un gasto del gimnasio (spec §3 Expense)' })
export class Expense {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  category!: string;

  @Field(() => String)
  categoryLabel!: string;

  @Field(() => String, { nullable: true })
  vendor!: string | null;

  @Field(() => String, { nullable: true })
  invoiceNumber!: string | null;

  @Field(() => String, { description: 'AAAA-MM-DD' })
  expenseDate!: string;

  @Field(() => String, { nullable: true })
  paymentMethod!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => [String])
  attachments!: string[];

  @Field(() => Boolean)
  isRecurring!: boolean;

  @Field(() => String, { nullable: true })
  recurringFrequency!: string | null;

  @Field(() => String, { nullable: true })
  recurringEndDate!: string | null;

  @Field(() => ID, { nullable: true, description: 'La serie recurrente de la que salió' })
  parentId!: string | null;

  @Field(() => String, { description: 'pending, approved, paid, rejected o cancelled' })
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo o la cancelación' })
  reason!: string | null;

  @Field(() => ExpensePerson, { nullable: true })
  createdBy!: ExpensePerson | null;

  @Field(() => ExpensePerson, { nullable: true })
  decidedBy!: ExpensePerson | null;

  @Field(() => String, { nullable: true })
  decidedAt!: string | null;

  @Field(() => String)
  createdAt!: string;

  @Field(() => String)
  updatedAt!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Un gasto con su historial' })
export class ExpenseDetail {
  @Field(() => Expense)
  expense!: Expense;

  @Field(() => [AuditEvent], { description: 'Cada cambio de estado: quién, cuándo, de qué a qué y por qué' })
  auditTrail!: AuditEvent[];
}

@ObjectType({ simpleResolvers: true })
export class ExpensePage {
  @Field(() => [Expense])
  expenses!: Expense[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class ExpenseResult {
  @Field(() => Expense)
  expense!: Expense;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class UpcomingExpense {
  @Field(() => Expense)
  expense!: Expense;

  @Field(() => String)
  nextDate!: string;

  @Field(() => Int)
  daysUntil!: number;
}

@ObjectType({ simpleResolvers: true })
export class RecurringProcessResult {
  @Field(() => Int, { description: 'Cuántos gastos creó esta corrida' })
  processed!: number;

  @Field(() => String)
  message!: string;

  @Field(() => [Expense])
  expenses!: Expense[];
}

@ObjectType({ simpleResolvers: true })
export class ExpenseStatusFigure {
  @Field(() => String)
  status!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Cuentan los gastos aprobados y pagados (spec §4)' })
export class ExpenseSummary {
  @Field(() => Int)
  totalExpenses!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Float)
  averageAmount!: number;

  @Field(() => ExpenseStatusFigure)
  pendingApproval!: ExpenseStatusFigure;

  @Field(() => [ExpenseStatusFigure])
  byStatus!: ExpenseStatusFigure[];
}

@ObjectType({ simpleResolvers: true })
export class ExpenseCategoryFigure {
  @Field(() => String)
  category!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Float)
  percentage!: number;
}

@ObjectType({ simpleResolvers: true })
export class ExpenseVendorFigure {
  @Field(() => String)
  vendor!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  lastDate!: string;
}
