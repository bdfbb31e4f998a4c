import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Pagination } from '../common/common.type';

@ObjectType({ simpleResolvers: true, description: 'Piezas contadas de un billete o moneda al cerrar' })
export class CashCountLine {
  @Field(() => String, { description: 'b200 ... c001' })
  key!: string;

  @Field(() => String)
  label!: string;

  @Field(() => Float)
  value!: number;

  @Field(() => Int)
  pieces!: number;

  @Field(() => Float)
  total!: number;
}

@ObjectType({ simpleResolvers: true, description: 'La caja de un colaborador, de la apertura al cierre' })
export class CashSession {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  clerkName!: string;

  @Field(() => String, { description: 'open | closed' })
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => String)
  openedAt!: string;

  @Field(() => Float)
  openingFloat!: number;

  @Field(() => Boolean, { description: 'Abierta sola, en Q 0.00, al recibir efectivo sin caja abierta' })
  openedAutomatically!: boolean;

  @Field(() => String, { nullable: true })
  closedAt!: string | null;

  @Field(() => Float)
  cashIn!: number;

  @Field(() => Float, { description: 'Lo que salió (positivo)' })
  cashOut!: number;

  @Field(() => Int)
  movementCount!: number;

  @Field(() => Float, { description: 'Fondo inicial más movimientos; al momento si está abierta' })
  expected!: number;

  @Field(() => Float, { nullable: true })
  counted!: number | null;

  @Field(() => Float, { nullable: true, description: 'Contado menos esperado' })
  difference!: number | null;

  @Field(() => String, { nullable: true })
  differenceReason!: string | null;

  @Field(() => [CashCountLine], { nullable: true })
  counts!: CashCountLine[] | null;

  @Field(() => String, { nullable: true })
  closeNotes!: string | null;
}

@ObjectType({ simpleResolvers: true, description: 'Efectivo que entró (positivo) o salió (negativo) de una caja' })
export class CashMovement {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  kind!: string;

  @Field(() => String)
  kindLabel!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => String, { nullable: true })
  referenceType!: string | null;

  @Field(() => ID, { nullable: true })
  referenceId!: string | null;

  @Field(() => String)
  description!: string;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true, description: 'Una caja con sus movimientos' })
export class CashSessionDetail {
  @Field(() => CashSession)
  session!: CashSession;

  @Field(() => [CashMovement])
  movements!: CashMovement[];
}

@ObjectType({ simpleResolvers: true })
export class CashSessionTotals {
  @Field(() => Float, { description: 'Suma de las diferencias de las cajas filtradas' })
  differences!: number;

  @Field(() => Int, { description: 'Cajas con diferencia' })
  withDifference!: number;
}

@ObjectType({ simpleResolvers: true })
export class CashSessionPage {
  @Field(() => [CashSession])
  sessions!: CashSession[];

  @Field(() => CashSessionTotals)
  totals!: CashSessionTotals;

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class CashSessionResult {
  @Field(() => CashSession)
  session!: CashSession;

  @Field(() => String)
  message!: string;
}
