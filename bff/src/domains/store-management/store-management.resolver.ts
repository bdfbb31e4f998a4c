import { canManageStore, canOperateStore, QUERY_FIELDS, STORE_FIELDS } from '@gym/domain';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { checkArgument } from '../../kernel/graphql/field-contract';
import { MutationResult } from '../common/common.type';
import {
  BrandInput,
  BulkStockLineInput,
  CategoryInput,
  CategoryOrderInput,
  ImageOrderInput,
  ManagementOrderFilterInput,
  ManagementProductFilterInput,
  ProductCreateInput,
  ProductImageUpdateInput,
  ProductUpdateInput,
  StockChangeInput,
} from './store-management.input';
import {
  BrandStats,
  BulkStockResult,
  CategoryStats,
  ManagementBrand,
  ManagementBrandResult,
  ManagementCategoriesResult,
  ManagementCategory,
  ManagementCategoryResult,
  ManagementOrder,
  ManagementOrderPage,
  ManagementProduct,
  ManagementProductPage,
  ManagementProductResult,
  ProductDeleteResult,
  ProductImageResult,
  ProductImagesResult,
  ProductStats,
  StockMovementPage,
  StockResult,
} from './store-management.type';
import { storeManagementClient } from './store-management.client';

const { stock: s, image: img, category: c } = STORE_FIELDS;

function checkSearch(search: string | null | undefined): void {
  if (search !== null && search !== undefined) checkArgument(STORE_FIELDS.searchQuery, search);
}

@Resolver()
export class StoreManagementResolver {
  @Authorized(canManageStore)
  @Query(() => ManagementProductPage, { description: 'Productos de la tienda (cualquier estado) para el inventario' })
  managementProducts(
    @Arg('filter', () => ManagementProductFilterInput, { nullable: true })
    filter: ManagementProductFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementProductPage> {
    return storeManagementClient(ctx).products(filter);
  }

  @Authorized(canManageStore)
  @Query(() => ManagementProduct, { description: 'Un producto (cualquier estado); sus movimientos en `movements`' })
  managementProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ManagementProduct> {
    return storeManagementClient(ctx).product(id);
  }

  @Authorized(canManageStore)
  @Query(() => ProductStats, { description: 'Cifras del inventario; en cero si el api falla (spec §8)' })
  productStats(@Ctx() ctx: RequestContext): Promise<ProductStats> {
    return storeManagementClient(ctx).stats();
  }

  @Authorized(canManageStore)
  @Query(() => [ManagementBrand], { description: 'Todas las marcas o, con search, hasta 10 por nombre' })
  managementBrands(
    @Arg('search', () => String, { nullable: true }) search: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementBrand[]> {
    checkSearch(search);
    return storeManagementClient(ctx).brands(search);
  }

  @Authorized(canManageStore)
  @Query(() => BrandStats, { description: 'Cifras de las marcas; en cero si el api falla' })
  brandStats(@Ctx() ctx: RequestContext): Promise<BrandStats> {
    return storeManagementClient(ctx).brandStats();
  }

  @Authorized(canManageStore)
  @Query(() => [ManagementCategory], {
    description: 'Todas las categorías en su orden o, con search, hasta 10 por nombre o slug',
  })
  managementCategories(
    @Arg('search', () => String, { nullable: true }) search: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementCategory[]> {
    checkSearch(search);
    return storeManagementClient(ctx).categories(search);
  }

  @Authorized(canManageStore)
  @Query(() => ManagementCategory)
  managementCategoryBySlug(
    @Arg('slug', () => String) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementCategory> {
    checkArgument(c.slug, slug);
    return storeManagementClient(ctx).categoryBySlug(slug);
  }

  @Authorized(canManageStore)
  @Query(() => CategoryStats, { description: 'Cifras por categoría; en cero si el api falla' })
  categoryStats(@Ctx() ctx: RequestContext): Promise<CategoryStats> {
    return storeManagementClient(ctx).categoryStats();
  }

  @Authorized(canOperateStore)
  @Query(() => ManagementOrderPage, {
    description: 'Pedidos en línea, del más reciente; al buscar por número, cliente o producto, hasta 50 por página',
  })
  managementOrders(
    @Arg('filter', () => ManagementOrderFilterInput, { nullable: true })
    filter: ManagementOrderFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementOrderPage> {
    return storeManagementClient(ctx).orders(filter);
  }

  @Authorized(canOperateStore)
  @Query(() => ManagementOrder)
  managementOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ManagementOrder> {
    return storeManagementClient(ctx).order(id);
  }

  // ---- products

  @Authorized(canManageStore)
  @Mutation(() => ManagementProductResult, {
    description:
      'Crea un producto sin imágenes; después, el navegador sube sus imágenes a POST /bff/store/management/products/{id}/images/multiple. Si esa subida falla, el producto ya existe y se reintenta desde su ficha',
  })
  createManagementProduct(
    @Arg('input', () => ProductCreateInput) input: ProductCreateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementProductResult> {
    return storeManagementClient(ctx).createProduct(input);
  }

  @Authorized(canManageStore)
  @Mutation(() => ManagementProductResult, {
    description: 'Cambia los campos enviados; un cambio de stockQuantity queda como movimiento (stockReason)',
  })
  updateManagementProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ProductUpdateInput) input: ProductUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementProductResult> {
    return storeManagementClient(ctx).updateProduct(id, input);
  }

  @Authorized(canManageStore)
  @Mutation(() => ProductDeleteResult, {
    description: 'Elimina un producto sin pedidos; uno con pedidos se archiva (archived: true, con el mensaje del api)',
  })
  deleteManagementProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<ProductDeleteResult> {
    return storeManagementClient(ctx).deleteProduct(id);
  }

  @Authorized(canManageStore)
  @Mutation(() => ManagementProductResult, {
    description: "Copia un producto: '(copia)', SKU nuevo, sin stock ni imágenes",
  })
  duplicateManagementProduct(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementProductResult> {
    return storeManagementClient(ctx).duplicateProduct(id);
  }

  @Authorized(canManageStore)
  @Mutation(() => StockResult, {
    description:
      'Stock de un producto (set, add o subtract) con su motivo; queda un movimiento; 409 si quedaría bajo cero',
  })
  updateProductStock(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StockChangeInput) input: StockChangeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<StockResult> {
    return storeManagementClient(ctx).changeStock(id, input);
  }

  @Authorized(canManageStore)
  @Mutation(() => BulkStockResult, { description: 'Stock de varios productos: todo o nada, un movimiento por cambio' })
  bulkUpdateStock(
    @Arg('updates', () => [BulkStockLineInput]) updates: BulkStockLineInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<BulkStockResult> {
    checkArgument(
      s.updates,
      updates.map((line) => line.productId),
    );
    return storeManagementClient(ctx).bulkStock(updates);
  }

  // ---- images (uploads: POST /bff/store/management/products/{id}/images[/multiple])

  @Authorized(canManageStore)
  @Mutation(() => ProductImageResult, { description: 'Texto alternativo, orden o principal de una imagen' })
  updateProductImage(
    @Arg('productId', () => ID) productId: string,
    @Arg('imageId', () => ID) imageId: string,
    @Arg('input', () => ProductImageUpdateInput) input: ProductImageUpdateInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductImageResult> {
    return storeManagementClient(ctx).updateImage(productId, imageId, input);
  }

  @Authorized(canManageStore)
  @Mutation(() => ProductImageResult)
  setPrimaryProductImage(
    @Arg('productId', () => ID) productId: string,
    @Arg('imageId', () => ID) imageId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductImageResult> {
    return storeManagementClient(ctx).setPrimaryImage(productId, imageId);
  }

  @Authorized(canManageStore)
  @Mutation(() => ProductImagesResult)
  reorderProductImages(
    @Arg('productId', () => ID) productId: string,
    @Arg('imageOrders', () => [ImageOrderInput]) imageOrders: ImageOrderInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<ProductImagesResult> {
    checkArgument(
      img.imageOrders,
      imageOrders.map((order) => order.imageId),
    );
    return storeManagementClient(ctx).reorderImages(productId, imageOrders);
  }

  @Authorized(canManageStore)
  @Mutation(() => MutationResult, {
    description: 'Elimina una imagen; si era la principal, la primera restante pasa a serlo',
  })
  async deleteProductImage(
    @Arg('productId', () => ID) productId: string,
    @Arg('imageId', () => ID) imageId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MutationResult> {
    return { success: true, message: await storeManagementClient(ctx).deleteImage(productId, imageId) };
  }

  // ---- brands (with a logo: POST or PUT /bff/store/management/brands[/{id}], multipart)

  @Authorized(canManageStore)
  @Mutation(() => ManagementBrandResult)
  createBrand(
    @Arg('input', () => BrandInput) input: BrandInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementBrandResult> {
    return storeManagementClient(ctx).createBrand(input);
  }

  @Authorized(canManageStore)
  @Mutation(() => ManagementBrandResult)
  updateBrand(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => BrandInput) input: BrandInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementBrandResult> {
    return storeManagementClient(ctx).updateBrand(id, input);
  }

  @Authorized(canManageStore)
  @Mutation(() => MutationResult, { description: 'Elimina una marca sin productos (409 si algún producto la usa)' })
  async deleteBrand(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return { success: true, message: await storeManagementClient(ctx).deleteBrand(id) };
  }

  // ---- categories

  @Authorized(canManageStore)
  @Mutation(() => ManagementCategoryResult)
  createCategory(
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementCategoryResult> {
    return storeManagementClient(ctx).createCategory(input);
  }

  @Authorized(canManageStore)
  @Mutation(() => ManagementCategoryResult)
  updateCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CategoryInput) input: CategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementCategoryResult> {
    return storeManagementClient(ctx).updateCategory(id, input);
  }

  @Authorized(canManageStore)
  @Mutation(() => MutationResult, { description: 'Elimina una categoría sin productos (409 si tiene)' })
  async deleteCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<MutationResult> {
    return { success: true, message: await storeManagementClient(ctx).deleteCategory(id) };
  }

  @Authorized(canManageStore)
  @Mutation(() => ManagementCategoriesResult)
  reorderCategories(
    @Arg('categoryOrders', () => [CategoryOrderInput]) categoryOrders: CategoryOrderInput[],
    @Ctx() ctx: RequestContext,
  ): Promise<ManagementCategoriesResult> {
    checkArgument(
      c.categoryOrders,
      categoryOrders.map((order) => order.id),
    );
    return storeManagementClient(ctx).reorderCategories(categoryOrders);
  }
}

@Resolver(() => ManagementProduct)
export class ManagementProductFieldsResolver {
  /** The product's stock history, newest first: who, why, before, after, when. */
  @FieldResolver(() => StockMovementPage)
  movements(
    @Root() product: ManagementProduct,
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<StockMovementPage> {
    checkArgument(QUERY_FIELDS.page, page);
    if (limit !== null && limit !== undefined) checkArgument(QUERY_FIELDS.limit, limit);
    return storeManagementClient(ctx).movements(product.id, page, limit);
  }
}
