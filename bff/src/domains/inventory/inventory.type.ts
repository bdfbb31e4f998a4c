import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ simpleResolvers: true, description: 'Una cantidad y un monto (Q)' })
export class InventoryTally {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'El stock a la venta' })
export class InventorySummary {
  @Field(() => Int)
  totalProducts!: number;

  @Field(() => Int, { description: 'Con stock, pero en su mínimo o por debajo' })
  lowStockProducts!: number;

  @Field(() => Int)
  outOfStockProducts!: number;

  @Field(() => Float, { description: 'Precio x unidades (Q, IVA incluido)' })
  totalValue!: number;
}

@ObjectType({ simpleResolvers: true })
export class InventorySalesDay {
  @Field(() => String)
  date!: string;

  @Field(() => InventoryTally)
  online!: InventoryTally;

  @Field(() => InventoryTally)
  local!: InventoryTally;
}

@ObjectType({ simpleResolvers: true, description: 'Ventas: en línea entregadas o recogidas, locales completadas' })
export class InventorySales {
  @Field(() => String)
  period!: string;

  @Field(() => InventoryTally)
  online!: InventoryTally;

  @Field(() => InventoryTally)
  local!: InventoryTally;

  @Field(() => InventoryTally)
  total!: InventoryTally;

  @Field(() => [InventorySalesDay])
  data!: InventorySalesDay[];
}

@ObjectType({ simpleResolvers: true })
export class InventoryTopProduct {
  @Field(() => ID, { nullable: true })
  productId!: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  sku!: string;

  @Field(() => Int)
  unitsSold!: number;

  @Field(() => Float)
  revenue!: number;
}

@ObjectType({ simpleResolvers: true })
export class InventoryProducts {
  @Field(() => [InventoryTopProduct])
  topSelling!: InventoryTopProduct[];
}

@ObjectType({ simpleResolvers: true })
export class InventoryPendingTransfers {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  online!: number;

  @Field(() => Int)
  local!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Un producto en su stock mínimo o por debajo' })
export class LowStockAlert {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  sku!: string;

  @Field(() => Int)
  stockQuantity!: number;

  @Field(() => Int)
  minStock!: number;
}

@ObjectType({ simpleResolvers: true })
export class InventoryAlerts {
  @Field(() => InventoryPendingTransfers)
  pendingTransfers!: InventoryPendingTransfers;

  @Field(() => [LowStockAlert])
  lowStockProducts!: LowStockAlert[];
}

@ObjectType({ simpleResolvers: true })
export class InventoryCategory {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  productCount!: number;

  @Field(() => Int)
  stockUnits!: number;

  @Field(() => Float)
  stockValue!: number;
}

@ObjectType({ description: 'Cifras del inventario de un periodo; en cero si el api falla (spec §8)' })
export class InventoryStats {
  @Field(() => String)
  period!: string;

  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => InventorySummary)
  inventory!: InventorySummary;

  @Field(() => InventorySales)
  sales!: InventorySales;

  @Field(() => InventoryProducts)
  products!: InventoryProducts;

  @Field(() => InventoryAlerts)
  alerts!: InventoryAlerts;

  @Field(() => [InventoryCategory])
  categories!: InventoryCategory[];
}

@ObjectType({ simpleResolvers: true })
export class InventorySalesTotals {
  @Field(() => InventoryTally)
  online!: InventoryTally;

  @Field(() => InventoryTally)
  local!: InventoryTally;

  @Field(() => InventoryTally)
  total!: InventoryTally;
}

@ObjectType({ simpleResolvers: true })
export class InventoryRecentSale {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  saleNumber!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  paymentMethod!: string;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ description: 'Ventas de hoy y del mes, stock, alertas y las últimas ventas locales' })
export class InventoryDashboard {
  @Field(() => String)
  date!: string;

  @Field(() => InventorySalesTotals)
  today!: InventorySalesTotals;

  @Field(() => InventorySalesTotals)
  month!: InventorySalesTotals;

  @Field(() => InventorySummary)
  inventory!: InventorySummary;

  @Field(() => InventoryAlerts)
  alerts!: InventoryAlerts;

  @Field(() => [InventoryRecentSale])
  recentLocalSales!: InventoryRecentSale[];
}

@ObjectType({ simpleResolvers: true })
export class LowStockProduct extends LowStockAlert {
  @Field(() => Float)
  price!: number;

  @Field(() => ID)
  categoryId!: string;

  @Field(() => String)
  categoryName!: string;

  @Field(() => Boolean)
  outOfStock!: boolean;
}

@ObjectType({ description: 'Productos en su stock mínimo o por debajo, el más vacío primero' })
export class LowStockList {
  @Field(() => [LowStockProduct])
  products!: LowStockProduct[];

  @Field(() => Int)
  total!: number;
}

@ObjectType({ simpleResolvers: true })
export class InventoryReportLine {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ simpleResolvers: true })
export class InventoryReportRow {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  date!: string;

  @Field(() => String)
  reference!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { nullable: true })
  method!: string | null;

  @Field(() => Float)
  amount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Una fuente del reporte: total, cantidad, desglose, detalle' })
export class InventoryReportSource {
  @Field(() => Float)
  total!: number;

  @Field(() => Int)
  count!: number;

  @Field(() => [InventoryReportLine])
  breakdown!: InventoryReportLine[];

  @Field(() => [InventoryReportRow])
  details!: InventoryReportRow[];
}

@ObjectType({ description: 'Reporte financiero del inventario: ingresos, gastos, utilidad y margen' })
export class InventoryFinancialReport {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => InventoryReportSource)
  memberships!: InventoryReportSource;

  @Field(() => InventoryReportSource)
  onlineOrders!: InventoryReportSource;

  @Field(() => InventoryReportSource)
  localSales!: InventoryReportSource;

  @Field(() => InventoryReportSource)
  expenses!: InventoryReportSource;

  @Field(() => Float)
  totalIncome!: number;

  @Field(() => Float)
  netProfit!: number;

  @Field(() => Float)
  profitMargin!: number;
}

@ObjectType({ simpleResolvers: true })
export class EmployeeLocalSales {
  @Field(() => Int)
  count!: number;

  @Field(() => Float)
  amount!: number;

  @Field(() => Int)
  cash!: number;

  @Field(() => Int)
  transfer!: number;

  @Field(() => Int)
  pending!: number;

  @Field(() => Int)
  cancelled!: number;

  @Field(() => Int)
  unitsSold!: number;
}

@ObjectType({ simpleResolvers: true })
export class EmployeePerformanceRow {
  @Field(() => ID)
  employeeId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  role!: string;

  @Field(() => EmployeeLocalSales)
  localSales!: EmployeeLocalSales;

  @Field(() => Int, { description: 'Pedidos en línea distintos que movió en el rango' })
  onlineOrdersHandled!: number;
}

@ObjectType({ simpleResolvers: true })
export class EmployeePerformanceTotals {
  @Field(() => Int)
  salesCount!: number;

  @Field(() => Float)
  salesAmount!: number;

  @Field(() => Int)
  onlineOrdersHandled!: number;
}

@ObjectType({ description: 'Desempeño por vendedor en un rango' })
export class EmployeePerformance {
  @Field(() => String)
  startDate!: string;

  @Field(() => String)
  endDate!: string;

  @Field(() => [EmployeePerformanceRow])
  employees!: EmployeePerformanceRow[];

  @Field(() => EmployeePerformanceTotals)
  totals!: EmployeePerformanceTotals;
}
