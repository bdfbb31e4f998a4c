import { Arg, Ctx, Directive, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Authorized } from '../../kernel/graphql/auth-checker';
import { PUBLIC_CATALOGUE } from '../../kernel/graphql/cache-control';
import type { RequestContext } from '../../kernel/graphql/request-context';
import { AddToCartInput, CreateOrderInput, ProductFilterInput } from './store.input';
import {
  Brand,
  Cart,
  CartResult,
  Order,
  OrderPage,
  OrderPayment,
  Product,
  ProductCategory,
  ProductPage,
} from './store.type';
import { storeClient } from './store.client';
import { brandByIdLoader, categoryByIdLoader } from './store.loaders';

@Resolver()
export class StoreResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => ProductPage)
  products(
    @Arg('filter', () => ProductFilterInput, { nullable: true }) filter: ProductFilterInput | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductPage> {
    return storeClient(ctx).products(filter);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [Product])
  featuredProducts(
    @Arg('limit', () => Int, { nullable: true }) limit: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Product[]> {
    return storeClient(ctx).featured(limit);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => Product)
  product(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Product> {
    return storeClient(ctx).product(id);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [ProductCategory])
  productCategories(@Ctx() ctx: RequestContext): Promise<ProductCategory[]> {
    return storeClient(ctx).categories();
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [Brand])
  brands(@Ctx() ctx: RequestContext): Promise<Brand[]> {
    return storeClient(ctx).brands();
  }

  /** The signed-in user's cart (token) or a guest's (sessionId). */
  @Query(() => Cart)
  cart(
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Cart> {
    return storeClient(ctx).cart(ctx.token ? null : sessionId);
  }

  @Mutation(() => CartResult)
  addToCart(
    @Arg('input', () => AddToCartInput) input: AddToCartInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CartResult> {
    return storeClient(ctx).addToCart({ ...input, sessionId: ctx.token ? null : input.sessionId });
  }

  @Mutation(() => CartResult)
  updateCartItem(
    @Arg('id', () => ID) id: string,
    @Arg('quantity', () => Int) quantity: number,
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CartResult> {
    return storeClient(ctx).updateCartItem(id, quantity, ctx.token ? null : sessionId);
  }

  @Mutation(() => CartResult)
  removeCartItem(
    @Arg('id', () => ID) id: string,
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CartResult> {
    return storeClient(ctx).removeCartItem(id, ctx.token ? null : sessionId);
  }

  @Mutation(() => CartResult)
  clearCart(
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<CartResult> {
    return storeClient(ctx).clearCart(ctx.token ? null : sessionId);
  }

  /** Called by the web right after sign-in with the guest session it used before. */
  @Authorized()
  @Mutation(() => CartResult)
  mergeCart(@Arg('sessionId', () => String) sessionId: string, @Ctx() ctx: RequestContext): Promise<CartResult> {
    return storeClient(ctx).mergeCart(sessionId);
  }

  @Mutation(() => Order)
  createOrder(
    @Arg('input', () => CreateOrderInput) input: CreateOrderInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return storeClient(ctx).createOrder({ ...input, sessionId: ctx.token ? null : input.sessionId });
  }

  @Authorized()
  @Query(() => OrderPage)
  myOrders(
    @Arg('page', () => Int, { nullable: true, defaultValue: 1 }) page: number,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderPage> {
    return storeClient(ctx).myOrders(page);
  }

  @Query(() => Order, {
    description: 'Su dueño, el personal, o el invitado con su sessionId o el secreto de su enlace',
  })
  order(
    @Arg('id', () => ID) id: string,
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Arg('token', () => String, { nullable: true, description: 'El secreto del enlace de un invitado' })
    token: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return storeClient(ctx).order(id, sessionId, token);
  }

  @Query(() => OrderPayment, {
    description: 'Cómo pagar una orden (cuentas del gimnasio si es por transferencia): su dueño o el invitado',
  })
  orderPayment(
    @Arg('orderId', () => ID) orderId: string,
    @Arg('sessionId', () => String, { nullable: true }) sessionId: string | null | undefined,
    @Arg('token', () => String, { nullable: true, description: 'El secreto del enlace de un invitado' })
    token: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderPayment> {
    return storeClient(ctx).orderPayment(orderId, sessionId, token);
  }
}

/** A product as the api sends it: usually with its category and brand already embedded. */
type ProductRoot = Product & { category?: ProductCategory | null; brand?: Brand | null };

@Resolver(() => Product)
export class ProductResolver {
  /**
   * A product's category and brand: the api embeds them in a catalogue page, and those are
   * answered as they came (no loader, no promise: a page of 20 products is 40 of these). A
   * product that arrives without them goes through the request's DataLoaders, batched with the
   * rest of the page into one `?ids=` call.
   */
  @FieldResolver(() => ProductCategory, { nullable: true })
  category(
    @Root() product: ProductRoot,
    @Ctx() ctx: RequestContext,
  ): ProductCategory | null | Promise<ProductCategory | null> {
    if (product.category) return product.category;
    return categoryByIdLoader(ctx).load(product.categoryId);
  }

  @FieldResolver(() => Brand, { nullable: true })
  brand(@Root() product: ProductRoot, @Ctx() ctx: RequestContext): Brand | null | Promise<Brand | null> {
    if (product.brand) return product.brand;
    if (product.brand === null || !product.brandId) return null;
    return brandByIdLoader(ctx).load(product.brandId);
  }
}
