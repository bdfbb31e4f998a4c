import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

/**
 * The payment as a member and the staff see it: its membership, a page of them, and the bank
 * accounts a transfer goes to.
 */

@ObjectType({ simpleResolvers: true })
export class PaymentMembershipSummary {
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
}

@ObjectType({ simpleResolvers: true })
export class Payment {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  userId!: string | null;

  @Field(() => Float)
  amount!: number;

  @Field(() => String, { description: 'cash, card, transfer, mobile' })
  method!: string;

  @Field(() => String, { description: 'completed, pending, failed, cancelled' })
  status!: string;

  @Field(() => String)
  paymentType!: string;

  @Field(() => String)
  concept!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Quién pagó cuando no hay un cliente vinculado: el visitante nombrado en recepción',
  })
  payerName!: string | null;

  @Field(() => ID, { nullable: true })
  orderId!: string | null;

  @Field(() => ID, { nullable: true })
  membershipId!: string | null;

  @Field(() => PaymentMembershipSummary, { nullable: true })
  membership!: PaymentMembershipSummary | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Dónde leer el comprobante: GET con el token Bearer del dueño del pago o del personal (no es un archivo público)',
  })
  proofUrl!: string | null;

  @Field(() => String, { nullable: true })
  proofUploadedAt!: string | null;

  @Field(() => String, { nullable: true })
  validatedAt!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => Float, { nullable: true, description: 'Efectivo recibido' })
  receivedAmount!: number | null;

  @Field(() => String, { nullable: true, description: 'Tarjeta: número de transacción' })
  transactionId!: string | null;

  @Field(() => String, { nullable: true })
  cardLast4!: string | null;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo o la cancelación' })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'Cuándo el personal rechazó la transferencia' })
  rejectedAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Hasta cuándo el dueño puede enviar un nuevo comprobante de la transferencia rechazada (7 días)',
  })
  reuploadDeadline!: string | null;

  @Field(() => String)
  paymentDate!: string;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class PaymentPage {
  @Field(() => [Payment])
  payments!: Payment[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class BankAccount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  bankName!: string;

  @Field(() => String)
  accountName!: string;

  @Field(() => String)
  accountNumber!: string;

  @Field(() => String)
  accountType!: string;

  @Field(() => String, { nullable: true })
  instructions!: string | null;
}
