import { IsOptional } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { intBetween, maxChars } from '../common/validation';

@InputType()
export class ProductFilterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'La búsqueda')
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'id o slug' })
  @IsOptional()
  @maxChars(100, 'La categoría')
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'id o nombre' })
  @IsOptional()
  @maxChars(100, 'La marca')
  brand?: string | null;

  @Field(() => Float, { nullable: true })
  minPrice?: number | null;

  @Field(() => Float, { nullable: true })
  maxPrice?: number | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  inStock?: boolean | null;

  @Field(() => String, { nullable: true, description: 'name, price, createdAt, stockQuantity, featured' })
  @IsOptional()
  @maxChars(20, 'El orden')
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'asc o desc' })
  @IsOptional()
  @maxChars(4, 'La dirección del orden')
  sortOrder?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @IsOptional()
  @intBetween(1, 100_000, 'La página')
  page?: number | null;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @intBetween(1, 100, 'El límite')
  limit?: number | null;
}

@InputType()
export class SelectedOptionInput {
  @Field(() => String)
  @maxChars(50, 'El nombre de la opción')
  name!: string;

  @Field(() => String)
  @maxChars(100, 'El valor de la opción')
  value!: string;
}

@InputType()
export class AddToCartInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  quantity?: number | null;

  @Field(() => [SelectedOptionInput], { nullable: true })
  selectedVariants?: SelectedOptionInput[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El sessionId')
  sessionId?: string | null;
}

@InputType()
export class OrderItemInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int)
  quantity!: number;

  /** Informative only: the api prices every line from the database. */
  @Field(() => Float)
  price!: number;

  @Field(() => [SelectedOptionInput], { nullable: true })
  selectedVariants?: SelectedOptionInput[] | null;
}

@InputType()
export class CustomerInfoInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(200, 'El nombre')
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(200, 'El correo')
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(50, 'El teléfono')
  phone?: string | null;
}

@InputType()
export class AddressInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(300, 'La dirección')
  street?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'La ciudad')
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El departamento')
  state?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(20, 'El código postal')
  zipCode?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(300, 'La referencia')
  reference?: string | null;
}

@InputType()
export class CreateOrderInput {
  @Field(() => [OrderItemInput])
  items!: OrderItemInput[];

  @Field(() => CustomerInfoInput, { nullable: true })
  customerInfo?: CustomerInfoInput | null;

  @Field(() => AddressInput, { nullable: true })
  shippingAddress?: AddressInput | null;

  @Field(() => String)
  @maxChars(50, 'El método de pago')
  paymentMethod!: string;

  @Field(() => String, { nullable: true, description: 'pickup, local o national' })
  @IsOptional()
  @maxChars(50, 'El método de entrega')
  deliveryMethod?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(50, 'El horario')
  deliveryTimeSlot?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(1000, 'Las notas')
  notes?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(100, 'El sessionId')
  sessionId?: string | null;

  /** One key per checkout attempt: a repeated submit returns the first order. */
  @Field(() => String, { nullable: true })
  @IsOptional()
  @maxChars(200, 'La clave de idempotencia')
  idempotencyKey?: string | null;
}
