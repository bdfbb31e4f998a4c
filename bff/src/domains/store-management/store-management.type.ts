import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditActor, Pagination } from '../common/common.type';
import { Brand, Order, ProductCategory, ProductImage, ProductVariant } from '../store/store.type';

@ObjectType({ simpleResolvers: true })
export class ProductDimensions {
  @Field(() => Float, { nullable: true })
  length?: number | null;

  @Field(() => Float, { nullable: true })
  width?: number | null;

  @Field(() => Float, { nullable: true })
  height?: number | null;

  @Field(() => String, { nullable: true })
  unit?: string | null;
}

/** A product as the back office sees it: any state (active, inactive, archived), with its category and brand. */
@ObjectType({ simpleResolvers: true })
export class ManagementProduct {
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

  @Field(() => Float, { nullable: true })
  weight?: number | null;

  @Field(() => ProductDimensions, { nullable: true })
  dimensions?: ProductDimensions | null;

  @Field(() => [ProductVariant])
  variants!: ProductVariant[];

  @Field(() => ID)
  categoryId!: string;

  @Field(() => ID, { nullable: true })
  brandId?: string | null;

  @Field(() => ProductCategory, { nullable: true })
  category?: ProductCategory | null;

  @Field(() => Brand, { nullable: true })
  brand?: Brand | null;

  @Field(() => ProductImage, { nullable: true })
  primaryImage?: ProductImage | null;

  @Field(() => [ProductImage])
  images!: ProductImage[];

  @Field(() => Boolean)
  isFeatured!: boolean;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => String, { nullable: true, description: 'Cuándo se archivó (al eliminar un producto con pedidos)' })
  archivedAt?: string | null;

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

  @Field(() => String)
  updatedAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class ManagementProductPage {
  @Field(() => [ManagementProduct])
  products!: ManagementProduct[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true, description: 'Cifras del inventario (sin archivados); en cero si el api falla' })
export class ProductStats {
  @Field(() => Int)
  totalProducts!: number;

  @Field(() => Int)
  activeProducts!: number;

  @Field(() => Int)
  inactiveProducts!: number;

  @Field(() => Int)
  archivedProducts!: number;

  @Field(() => Int)
  featuredProducts!: number;

  @Field(() => Int)
  lowStockProducts!: number;

  @Field(() => Int)
  outOfStockProducts!: number;

  @Field(() => Int)
  totalUnits!: number;

  @Field(() => Float)
  totalValue!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Un cambio de stock: quién, por qué, antes, después, cuándo' })
export class StockMovement {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'set, add, subtract, order (una orden en línea) o restock (orden cancelada)' })
  kind!: string;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  stockBefore!: number;

  @Field(() => Int)
  stockAfter!: number;

  @Field(() => String)
  reason!: string;

  @Field(() => ID, { nullable: true })
  orderId?: string | null;

  @Field(() => AuditActor, { nullable: true })
  actor?: AuditActor | null;

  @Field(() => String)
  createdAt!: string;
}

@ObjectType({ simpleResolvers: true })
export class StockMovementPage {
  @Field(() => [StockMovement])
  movements!: StockMovement[];

  @Field(() => Pagination)
  pagination!: Pagination;
}

@ObjectType({ simpleResolvers: true })
export class StockChange {
  @Field(() => ID)
  productId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  stockBefore!: number;

  @Field(() => Int)
  stockAfter!: number;

  @Field(() => ID, { nullable: true, description: 'Sin movimiento si la cifra no cambió' })
  movementId?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ManagementProductResult {
  @Field(() => ManagementProduct)
  product!: ManagementProduct;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class StockResult {
  @Field(() => ManagementProduct)
  product!: ManagementProduct;

  @Field(() => StockChange)
  change!: StockChange;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class BulkStockResult {
  @Field(() => [StockChange])
  updated!: StockChange[];

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ProductDeleteResult {
  @Field(() => Boolean, {
    description: 'true: tenía pedidos y se archivó (sale de la tienda, queda en sus pedidos); false: se eliminó',
  })
  archived!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ProductImageResult {
  @Field(() => ProductImage)
  image!: ProductImage;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ProductImagesResult {
  @Field(() => [ProductImage])
  images!: ProductImage[];

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ManagementBrand {
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

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int)
  productCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class ManagementBrandResult {
  @Field(() => ManagementBrand)
  brand!: ManagementBrand;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class BrandProductCount {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  productCount!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Cifras de las marcas; en cero si el api falla' })
export class BrandStats {
  @Field(() => Int)
  totalBrands!: number;

  @Field(() => Int)
  activeBrands!: number;

  @Field(() => Int)
  brandsWithProducts!: number;

  @Field(() => [BrandProductCount])
  topBrands!: BrandProductCount[];
}

@ObjectType({ simpleResolvers: true })
export class ManagementCategory {
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

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Int)
  productCount!: number;
}

@ObjectType({ simpleResolvers: true })
export class ManagementCategoryResult {
  @Field(() => ManagementCategory)
  category!: ManagementCategory;

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class ManagementCategoriesResult {
  @Field(() => [ManagementCategory])
  categories!: ManagementCategory[];

  @Field(() => String)
  message!: string;
}

@ObjectType({ simpleResolvers: true })
export class CategoryStock {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  productCount!: number;

  @Field(() => Int)
  totalUnits!: number;

  @Field(() => Float)
  totalValue!: number;
}

@ObjectType({ simpleResolvers: true, description: 'Cifras por categoría; en cero si el api falla' })
export class CategoryStats {
  @Field(() => Int)
  totalCategories!: number;

  @Field(() => Int)
  activeCategories!: number;

  @Field(() => Int)
  categoriesWithProducts!: number;

  @Field(() => [CategoryStock])
  categories!: CategoryStock[];
}

/** An online order as the back office lists it. */
@ObjectType({ simpleResolvers: true })
export class ManagementOrder extends Order {
  @Field(() => String)
  customerName!: string;

  @Field(() => ID, { nullable: true, description: 'Sin él, la compró un invitado' })
  userId?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class ManagementOrderPage {
  @Field(() => [ManagementOrder])
  orders!: ManagementOrder[];

  @Field(() => Pagination)
  pagination!: Pagination;
}
