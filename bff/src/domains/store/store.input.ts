import { STORE_FIELDS } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract, listLength, lowerCase } from '../../kernel/graphql/field-contract';
import { BillingInput } from '../common/billing.input';

const { catalogue, cart, order } = STORE_FIELDS;

@InputType()
export class ProductFilterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(catalogue.search)
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'id o slug' })
  @IsOptional()
  @Contract(catalogue.category)
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'id o nombre' })
  @IsOptional()
  @Contract(catalogue.brand)
  brand?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(catalogue.minPrice)
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(catalogue.maxPrice)
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  inStock?: boolean | null;

  @Field(() => String, { nullable: true, description: 'name, price, createdAt, stockQuantity, featured' })
  @IsOptional()
  @Contract(catalogue.sortBy)
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'asc o desc' })
  @IsOptional()
  @Contract(catalogue.sortOrder, lowerCase)
  sortOrder?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @Contract(catalogue.page)
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @Contract(catalogue.limit)
  limit?: number | null;
}

@InputType()
export class SelectedOptionInput {
  @Field(() => String)
  @Contract(cart.optionName)
  name!: string;

  @Field(() => String)
  @Contract(cart.optionValue)
  value!: string;
}

@InputType()
export class AddToCartInput {
  @Field(() => ID)
  @Contract(cart.productId)
  productId!: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @Contract(cart.quantity)
  quantity?: number | null;

  @Field(() => [SelectedOptionInput], { nullable: true })
  @IsOptional()
  @ValidateNested()
  selectedVariants?: SelectedOptionInput[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(cart.sessionId)
  sessionId?: string | null;
}

@InputType()
export class OrderItemInput {
  @Field(() => ID)
  @Contract(order.productId)
  productId!: string;

  @Field(() => Int)
  @Contract(order.quantity)
  quantity!: number;

  /** Informative only: the api prices every line from the database. */
  @Field(() => Float)
  @Contract(order.price)
  price!: number;

  @Field(() => [SelectedOptionInput], { nullable: true })
  @IsOptional()
  @ValidateNested()
  selectedVariants?: SelectedOptionInput[] | null;
}

@InputType()
export class CustomerInfoInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.customerName)
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.customerEmail)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.customerPhone)
  phone?: string | null;
}

@InputType()
export class AddressInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.street)
  street?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.city)
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.state)
  state?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.zipCode)
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.reference)
  reference?: string | null;
}

@InputType()
export class CreateOrderInput {
  /** An empty list reaches the api, which answers it with the other order rules (spec §5). */
  @Field(() => [OrderItemInput])
  @Contract({ ...order.lineCount, min: 0 }, listLength)
  @ValidateNested()
  items!: OrderItemInput[];

  @Field(() => CustomerInfoInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  customerInfo?: CustomerInfoInput | null;

  @Field(() => AddressInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  shippingAddress?: AddressInput | null;

  @Field(() => String)
  @Contract(order.paymentMethod)
  paymentMethod!: string;

  @Field(() => String, { nullable: true, description: 'pickup, local o national' })
  @IsOptional()
  @Contract(order.deliveryMethod)
  deliveryMethod?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.deliveryTimeSlot)
  deliveryTimeSlot?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.notes)
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.sessionId)
  sessionId?: string | null;

  /** One key per checkout attempt: a repeated submit returns the first order. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(order.idempotencyKey)
  idempotencyKey?: string | null;

  @Field(() => BillingInput, {
    nullable: true,
    description: 'NIT o CF de la factura; sin él, CF (solo por menos de Q 2,500.00)',
  })
  @IsOptional()
  @ValidateNested()
  billing?: BillingInput | null;
}
