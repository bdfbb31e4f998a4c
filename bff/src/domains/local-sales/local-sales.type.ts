import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'El cliente de una venta en mostrador ("Cliente local" sin nombre)' })
export class LocalSaleCustomer {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => Boolean, { description: 'Sin nombre: se muestra como cliente local' })
  isLocal!: boolean;
}

@ObjectType({ simpleResolvers: true, description: 'Quien vendió' })
export class LocalSaleEmployee {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Una línea de la venta, con el precio del servidor (IVA incluido)' })
export class LocalSaleItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  productId!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  sku!: string;

  @Field(() => Float)
  unitPrice!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float)
  lineTotal!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Una venta en mostrador (spec §3 Local sale)' })
export class LocalSale {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'Número de recibo: VL-AAMMDD-NNNN' })
  saleNumber!: string;

  @Field(() => String, { description: 'Día de la venta (Guatemala), AAAA-MM-DD' })
  saleDate!: string;

  @Field(() => String, { description: 'pending, completed o cancelled' })
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => String, { description: 'cash o transfer' })
  paymentMethod!: string;

  @Field(() => Float, { description: 'Total sin IVA' })
  subtotal!: number;

  @Field(() => Float, { description: 'IVA incluido en el total' })
  taxAmount!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Float, { nullable: true })
  cashReceived!: number | null;

  @Field(() => Float, { nullable: true })
  change!: number | null;

  @Field(() => LocalSaleCustomer)
  customer!: LocalSaleCustomer;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => String, { nullable: true })
  transferReference!: string | null;

  @Field(() => LocalSaleEmployee, { nullable: true })
  employee!: LocalSaleEmployee | null;

  @Field(() => String, { nullable: true })
  confirmedAt!: string | null;

  @Field(() => String, { nullable: true })
  confirmationNotes!: string | null;

  @Field(() => String, { nullable: true })
  cancelledAt!: string | null;

  @Field(() => String, { nullable: true })
  cancelReason!: string | null;

  @Field(() => [LocalSaleItem])
  items!: LocalSaleItem[];

  @Field(() => Int, { description: 'Unidades vendidas' })
  itemsCount!: number;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ description: 'La venta tras un cambio, con el mensaje del servidor' })
export class LocalSaleResult {
  @Field(() => LocalSale)
  sale!: LocalSale;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'Una página de ventas locales' })
export class LocalSalePage {
  @Field(() => [LocalSale])
  sales!: LocalSale[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ description: 'Ventas por transferencia pendientes, la más antigua primero' })
export class PendingLocalSales {
  @Field(() => [LocalSale])
  sales!: LocalSale[];

  @Field(() => Int)
  total!: number;

  @Field(() => Float)
  totalAmount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Un producto que se puede vender: activo y con stock' })
export class LocalSaleProduct {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  sku!: string;

  @Field(() => Float, { description: 'Precio con IVA incluido' })
  price!: number;

  @Field(() => Int)
  stockQuantity!: number;
}

@ObjectType({ simpleResolvers: true })
export class LocalSaleTally {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true })
export class LocalSaleMethods {
  @Field(() => LocalSaleTally)
  cash!: LocalSaleTally;

  @Field(() => LocalSaleTally)
  transfer!: LocalSaleTally;
}

@ObjectType({ description: 'Cifras de ventas: cuentan las completadas' })
export class LocalSaleFigures {
  @Field(() => Int)
  totalSales!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Int)
  itemsSold!: number;

  @Field(() => Float)
  averageTicket!: number;

  @Field(() => LocalSaleMethods)
  byMethod!: LocalSaleMethods;

  @Field(() => LocalSaleTally)
  pendingTransfers!: LocalSaleTally;

  @Field(() => LocalSaleTally)
  cancelled!: LocalSaleTally;
}

@ObjectType({ simpleResolvers: true, description: 'Un producto vendido en el día' })
export class LocalSaleDailyProduct {
  @Field(() => ID, { nullable: true })
  productId!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  sku!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ description: 'Reporte del día del mostrador' })
export class LocalSaleDailyReport extends LocalSaleFigures {
  @Field(() => String)
  date!: string;

  @Field(() => [LocalSaleDailyProduct])
  products!: LocalSaleDailyProduct[];
}

@ObjectType({ description: 'Las cifras de quien vende: hoy, el mes y sus ventas recientes' })
export class LocalSaleMyStats {
  @Field(() => String)
  date!: string;

  @Field(() => LocalSaleFigures)
  today!: LocalSaleFigures;

  @Field(() => LocalSaleFigures)
  month!: LocalSaleFigures;

  @Field(() => [LocalSale])
  recentSales!: LocalSale[];
}
