import { QUERY_FIELDS, STORE_FIELDS, type FieldContract } from '@gym/domain';
import { IsOptional, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { Contract, lowerCase } from '../../kernel/graphql/field-contract';

const {
  product: p,
  stock: s,
  image: img,
  brand: b,
  category: c,
  managementProducts: mp,
  managementOrders: mo,
} = STORE_FIELDS;

/** The same contract for a field an update may leave out (only the fields sent change). */
const optional = <C extends FieldContract>(contract: C): C => ({ ...contract, required: false });

@InputType()
export class ManagementProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Nombre, SKU o descripción' })
  @IsOptional()
  @Contract(mp.search)
  search?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Contract(mp.categoryId)
  categoryId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Contract(mp.brandId)
  brandId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'active, inactive o archived; sin él, todos menos los archivados',
  })
  @IsOptional()
  @Contract(mp.status)
  status?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'true: stock en o bajo el mínimo' })
  lowStock?: boolean | null;

  @Field(() => String, { nullable: true, description: 'name, price, createdAt, stockQuantity, featured' })
  @IsOptional()
  @Contract(mp.sortBy)
  sortBy?: string | null;

  @Field(() => String, { nullable: true, description: 'asc o desc' })
  @IsOptional()
  @Contract(mp.sortOrder, lowerCase)
  sortOrder?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(mp.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(mp.limit)
  limit?: number | null;
}

@InputType()
export class ProductOptionInput {
  @Field(() => String)
  @Contract(p.optionName)
  name!: string;

  @Field(() => [String])
  @Contract(p.optionValues)
  values!: string[];
}

@InputType()
export class ProductDimensionsInput {
  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.dimension)
  length?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.dimension)
  width?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.dimension)
  height?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(p.dimensionUnit)
  unit?: string | null;
}

/**
 * The product form (spec §5 Product). Every field is optional in GraphQL so an update sends only
 * what changed; creating one requires name, price and categoryId (judged by their contracts).
 */
@InputType()
export class ProductUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(optional(p.name))
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(p.description)
  description?: string | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(optional(p.price))
  price?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.originalPrice)
  originalPrice?: number | null;

  @Field(() => String, { nullable: true, description: 'Si falta al crear, el servidor genera uno' })
  @IsOptional()
  @Contract(p.sku)
  sku?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(p.stockQuantity)
  stockQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(p.minStock)
  minStock?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.weight)
  weight?: number | null;

  @Field(() => ProductDimensionsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  dimensions?: ProductDimensionsInput | null;

  @Field(() => [ProductOptionInput], { nullable: true, description: 'Opciones (p. ej. sabor: Chocolate, Vainilla)' })
  @IsOptional()
  @ValidateNested()
  variants?: ProductOptionInput[] | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Contract(optional(p.categoryId))
  categoryId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Contract(p.brandId)
  brandId?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowOnlinePayment?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowCardPayment?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowCashOnDelivery?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(p.deliveryTime)
  deliveryTime?: string | null;

  @Field(() => String, { nullable: true, description: 'Motivo del movimiento si cambia stockQuantity' })
  @IsOptional()
  @Contract(s.reason)
  stockReason?: string | null;
}

@InputType()
export class ProductCreateInput {
  @Field(() => String)
  @Contract(p.name)
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(p.description)
  description?: string | null;

  @Field(() => Float)
  @Contract(p.price)
  price!: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.originalPrice)
  originalPrice?: number | null;

  @Field(() => String, { nullable: true, description: 'Si falta, el servidor genera uno' })
  @IsOptional()
  @Contract(p.sku)
  sku?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(p.stockQuantity)
  stockQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(p.minStock)
  minStock?: number | null;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @Contract(p.weight)
  weight?: number | null;

  @Field(() => ProductDimensionsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  dimensions?: ProductDimensionsInput | null;

  @Field(() => [ProductOptionInput], { nullable: true })
  @IsOptional()
  @ValidateNested()
  variants?: ProductOptionInput[] | null;

  @Field(() => ID)
  @Contract(p.categoryId)
  categoryId!: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Contract(p.brandId)
  brandId?: string | null;

  @Field(() => Boolean, { nullable: true })
  isFeatured?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowOnlinePayment?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowCardPayment?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowCashOnDelivery?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(p.deliveryTime)
  deliveryTime?: string | null;
}

@InputType()
export class StockChangeInput {
  @Field(() => String, { nullable: true, description: 'set (la cifra nueva, por defecto), add o subtract' })
  @IsOptional()
  @Contract(s.operation)
  operation?: string | null;

  @Field(() => Int)
  @Contract(s.quantity)
  quantity!: number;

  @Field(() => String, { nullable: true, description: 'Motivo; por defecto, ajuste manual' })
  @IsOptional()
  @Contract(s.reason)
  reason?: string | null;
}

@InputType()
export class BulkStockLineInput extends StockChangeInput {
  @Field(() => ID)
  @Contract(QUERY_FIELDS.id)
  productId!: string;
}

@InputType()
export class ImageOrderInput {
  @Field(() => ID)
  @Contract(QUERY_FIELDS.id)
  imageId!: string;

  @Field(() => Int)
  @Contract(img.displayOrder)
  displayOrder!: number;
}

@InputType()
export class ProductImageUpdateInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(img.altText)
  altText?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(img.displayOrder)
  displayOrder?: number | null;

  @Field(() => Boolean, { nullable: true })
  isPrimary?: boolean | null;
}

/** A brand's fields as JSON; its logo goes through POST /bff/store/management/brands (multipart). */
@InputType()
export class BrandInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(optional(b.name))
  name?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(b.description)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(b.website)
  website?: string | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType()
export class CategoryInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(optional(c.name))
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Si falta, se deriva del nombre' })
  @IsOptional()
  @Contract(c.slug)
  slug?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(c.description)
  description?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(c.displayOrder)
  displayOrder?: number | null;

  @Field(() => Boolean, { nullable: true })
  isActive?: boolean | null;
}

@InputType()
export class CategoryOrderInput {
  @Field(() => ID)
  @Contract(QUERY_FIELDS.id)
  id!: string;

  @Field(() => Int)
  @Contract(c.displayOrder)
  displayOrder!: number;
}

@InputType()
export class ManagementOrderFilterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(mo.orderNumber)
  orderNumber?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(mo.customerName)
  customerName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(mo.productName)
  productName?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Contract(mo.status)
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Contract(mo.startDate)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Contract(mo.endDate)
  endDate?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(mo.page)
  page?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Contract(mo.limit)
  limit?: number | null;
}
