import { Directive, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { INHERITS_CACHE } from '../../kernel/graphql/cache-control';
import { Pagination } from '../common/common.type';
import { BankAccount } from '../payments/payments.type';

@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class ProductCategory {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  slug!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Int)
  displayOrder!: number;

  @Field(() => Int, { nullable: true })
  productCount?: number | null;
}

@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class Brand {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  logo?: string | null;
}

@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class ProductImage {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  imageUrl!: string;

  @Field(() => Boolean)
  isPrimary!: boolean;

  @Field(() => String, { nullable: true })
  altText?: string | null;

  @Field(() => Int)
  displayOrder!: number;
}

/** One selectable option of a product (e.g. sabor: Chocolate, Vainilla). */
@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class ProductVariant {
  @Field(() => String)
  name!: string;

  @Field(() => [String])
  values!: string[];
}

/** A chosen option on a cart line or order line. */
@ObjectType({ simpleResolvers: true })
export class SelectedOption {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class Product {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => Float)
  price!: number;

  @Field(() => Float, { nullable: true })
  originalPrice?: number | null;

  @Field(() => Int)
  discountPercentage!: number;

  @Field(() => String)
  sku!: string;

  @Field(() => Int)
  stockQuantity!: number;

  @Field(() => Int)
  minStock!: number;

  @Field(() => Boolean)
  inStock!: boolean;

  @Field(() => Boolean)
  lowStock!: boolean;

  @Field(() => [ProductVariant])
  variants!: ProductVariant[];

  @Field(() => ID)
  categoryId!: string;

  @Field(() => ID, { nullable: true })
  brandId?: string | null;

  @Field(() => ProductImage, { nullable: true })
  primaryImage?: ProductImage | null;

  @Field(() => [ProductImage])
  images!: ProductImage[];

  @Field(() => Boolean)
  isFeatured!: boolean;

  @Field(() => Boolean)
  allowCardPayment!: boolean;

  @Field(() => Boolean)
  allowCashOnDelivery!: boolean;

  @Field(() => Boolean)
  allowOnlinePayment!: boolean;

  @Field(() => String, { nullable: true })
  deliveryTime?: string | null;

  @Field(() => String)
  createdAt!: string;
}

@Directive(INHERITS_CACHE)
@ObjectType({ simpleResolvers: true })
export class ProductPage {
  @Field(() => [Product])
  products!: Product[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class CartItem {
  /** The server's line id. */
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  productId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Float)
  price!: number;

  @Field(() => String, { nullable: true })
  image?: string | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => [SelectedOption])
  selectedVariants!: SelectedOption[];

  @Field(() => Int)
  stockQuantity!: number;

  @Field(() => Float)
  lineTotal!: number;
}

@ObjectType({ simpleResolvers: true })
export class CartSummary {
  @Field(() => Float)
  totalProductsWithTax!: number;

  @Field(() => Float)
  subtotal!: number;

  @Field(() => Float)
  taxAmount!: number;

  @Field(() => Float)
  shippingAmount!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => Int)
  itemsCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class Cart {
  /** `user` for a signed-in cart, the guest session id otherwise: one cache entry per owner. */
  @Field(() => ID)
  id!: string;

  @Field(() => [CartItem])
  items!: CartItem[];

  @Field(() => CartSummary)
  summary!: CartSummary;

  @Field(() => Boolean)
  isGuest!: boolean;

  @Field(() => String, { nullable: true })
  sessionId?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class CartResult {
  @Field(() => Cart)
  cart!: Cart;

  /** The api's note, e.g. the quantity was lowered to the stock left. */
  @Field(() => String, { nullable: true })
  message?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class OrderCustomerInfo {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;
}

@ObjectType({ simpleResolvers: true })
export class OrderAddress {
  @Field(() => String, { nullable: true })
  street?: string | null;

  @Field(() => String, { nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true })
  state?: string | null;

  @Field(() => String, { nullable: true })
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  reference?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class OrderItem {
  @Field(() => ID)
  id!: string;

  @Field(() => ID, { nullable: true })
  productId?: string | null;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  image?: string | null;

  @Field(() => Float)
  price!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => [SelectedOption])
  selectedVariants!: SelectedOption[];

  @Field(() => Float)
  lineTotal!: number;
}

@ObjectType({ simpleResolvers: true })
export class OrderStatusActor {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  role!: string;
}

/** One change of an order's status: from, to, who (staff only), when, notes. */
@ObjectType({ simpleResolvers: true })
export class OrderStatusEntry {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'Null en la primera: la creación del pedido' })
  fromStatus?: string | null;

  @Field(() => String)
  toStatus!: string;

  @Field(() => String)
  toStatusLabel!: string;

  @Field(() => OrderStatusActor, {
    nullable: true,
    description: 'Quien hizo el cambio: solo en la vista del personal',
  })
  actor?: OrderStatusActor | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class Order {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String)
  status!: string;

  @Field(() => String)
  statusLabel!: string;

  @Field(() => String)
  paymentMethod!: string;

  @Field(() => String)
  deliveryMethod!: string;

  @Field(() => String)
  deliveryType!: string;

  @Field(() => String, { nullable: true })
  deliveryTimeSlot?: string | null;

  @Field(() => OrderCustomerInfo)
  customerInfo!: OrderCustomerInfo;

  @Field(() => OrderAddress, { nullable: true })
  shippingAddress?: OrderAddress | null;

  @Field(() => String, { nullable: true })
  notes?: string | null;

  @Field(() => Float)
  subtotal!: number;

  @Field(() => Float)
  taxAmount!: number;

  @Field(() => Float)
  shippingAmount!: number;

  @Field(() => Float)
  totalAmount!: number;

  @Field(() => ID, { nullable: true })
  paymentId?: string | null;

  @Field(() => [OrderItem])
  items!: OrderItem[];

  @Field(() => [OrderStatusEntry], { description: 'Cada cambio de estado, el más antiguo primero' })
  statusHistory!: OrderStatusEntry[];

  @Field(() => String)
  createdAt!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Solo al crearla, para un invitado que paga por transferencia: el secreto del enlace para enviar el comprobante',
  })
  proofToken?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class OrderPaymentState {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'completed, pending, failed, cancelled' })
  status!: string;

  @Field(() => String)
  method!: string;

  @Field(() => Boolean)
  hasProof!: boolean;

  @Field(() => String, { nullable: true })
  proofUploadedAt!: string | null;

  @Field(() => String, { nullable: true, description: 'Motivo del rechazo o la cancelación' })
  reason!: string | null;

  @Field(() => String, { nullable: true, description: 'Cuándo el personal rechazó la transferencia' })
  rejectedAt!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Hasta cuándo se puede enviar un nuevo comprobante de la transferencia rechazada (7 días)',
  })
  reuploadDeadline!: string | null;
}

@ObjectType({
  simpleResolvers: true,
  description: 'Cómo pagar una orden: monto, referencia, estado del pago y, por transferencia, las cuentas',
})
export class OrderPayment {
  @Field(() => ID)
  orderId!: string;

  @Field(() => String)
  orderNumber!: string;

  @Field(() => String)
  paymentMethod!: string;

  @Field(() => Float)
  amount!: number;

  @Field(() => String)
  currency!: string;

  @Field(() => String, { description: 'Lo que debe decir la transferencia' })
  reference!: string;

  @Field(() => OrderPaymentState, { nullable: true })
  payment!: OrderPaymentState | null;

  @Field(() => [BankAccount])
  bankAccounts!: BankAccount[];

  @Field(() => Boolean)
  canUploadProof!: boolean;
}

@ObjectType({ simpleResolvers: true })
export class OrderPage {
  @Field(() => [Order])
  orders!: Order[];

  @Field(() => Pagination)
  pagination!: Pagination;
}
