import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { ManagementOrder } from '../store-management/store-management.type';

/** An order after a status change or a transfer confirmation, with the spec's notice. */
@ObjectType({ simpleResolvers: true })
export class OrderActionResult {
  @Field(() => ManagementOrder)
  order!: ManagementOrder;

  @Field(() => String, { description: "'Estado actualizado a: {label}' o 'Transferencia confirmada'" })
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class OrderPendingTransfer {
  @Field(() => ID)
  orderId!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => ID, { nullable: true })
  paymentId?: string | null;

  @Field(() => Boolean)
  hasProof!: boolean;

  @Field(() => String, { nullable: true })
  proofUploadedAt?: string | null;

  @Field(() => String)
  createdAt!: string;

  @Field(() => Int)
  waitingHours!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderPendingTransfers {
  @Field(() => [OrderPendingTransfer])
  transfers!: OrderPendingTransfer[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderStatusCount {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderPeriodFigures {
  @Field(() => Int)
  orders!: number;

  @Field(() => Float)
  revenue!: number;
}

/** Orders dashboard summary (staff spec §3); all zeros when the api fails (§8). */
@ObjectType({ simpleResolvers: true })
export class OrdersDashboard {
  @Field(() => Int)
  totalOrders!: number;

  @Field(() => Int)
  pendingOrders!: number;

  @Field(() => Int)
  confirmedOrders!: number;

  @Field(() => Int, { description: 'En preparación, listas, empacadas o enviadas' })
  inProgressOrders!: number;

  @Field(() => Int, { description: 'Entregadas o recogidas' })
  deliveredOrders!: number;

  @Field(() => Int)
  cancelledOrders!: number;

  @Field(() => Int)
  refundedOrders!: number;

  @Field(() => Float, { description: 'Lo entregado o recogido' })
  totalRevenue!: number;

  @Field(() => Int)
  pendingTransfers!: number;

  @Field(() => [OrderStatusCount])
  byStatus!: OrderStatusCount[];

  @Field(() => OrderPeriodFigures)
  today!: OrderPeriodFigures;

  @Field(() => OrderPeriodFigures)
  month!: OrderPeriodFigures;
}

@ObjectType({ simpleResolvers: true })
export class OrderStatusFigure {
  @Field(() => String)
  status!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderGroupFigure {
  @Field(() => String, { description: 'El tipo de entrega o el método de pago' })
  key!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderDayFigure {
  @Field(() => String, { description: 'AAAA-MM-DD' })
  date!: string;

  @Field(() => Int)
  orders!: number;

  @Field(() => Float)
  revenue!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrdersRangeReport {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => Int)
  totalOrders!: number;

  @Field(() => Int)
  completedOrders!: number;

  @Field(() => Int)
  cancelledOrders!: number;

  @Field(() => Float)
  totalRevenue!: number;

  @Field(() => Float)
  averageOrderValue!: number;

  @Field(() => [OrderStatusFigure])
  byStatus!: OrderStatusFigure[];

  @Field(() => [OrderGroupFigure])
  byDeliveryType!: OrderGroupFigure[];

  @Field(() => [OrderGroupFigure])
  byPaymentMethod!: OrderGroupFigure[];

  @Field(() => [OrderDayFigure])
  daily!: OrderDayFigure[];
}
