import type { RestUser } from '../domains/users/users.client';
import type { RestGymConfig } from '../domains/website/website-config.client';
import type { RestService } from '../domains/website/website-services.client';
import type { RestStatistic } from '../domains/website/website-statistics.client';

/**
 * REST records as the api sends them, for tests that put a stub or a fake client in its place.
 * Tests against the real api use its demo seed instead.
 */

export function restUser(overrides: Partial<RestUser> & Pick<RestUser, 'id'>): RestUser {
  return {
    firstName: 'Ana',
    lastName: 'Castillo',
    email: `${overrides.id}@gimnasio.demo`,
    phone: null,
    role: 'cliente',
    profileImage: null,
    dateOfBirth: null,
    address: null,
    city: null,
    zipCode: null,
    bio: null,
    emergencyContact: null,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}

/** A staff member: enough for the role checks of the authChecker. */
export const STAFF_USER = restUser({
  id: '11111111-1111-4111-8111-111111111111',
  email: 'colaborador@gimnasio.demo',
  role: 'colaborador',
});

export const REST_GYM_CONFIG: RestGymConfig = {
  name: 'Gimnasio Stub',
  tagline: null,
  description: null,
  logoUrl: null,
  primaryColor: '#111111',
  secondaryColor: '#222222',
  contact: null,
};

export const restStatistic = (id: number, label: string): RestStatistic => ({
  id,
  statKey: label.toLowerCase(),
  statValue: 10,
  label,
  iconName: 'Users',
  valueSuffix: '+',
  colorScheme: 'primary',
  displayOrder: id,
  description: null,
  isActive: true,
});

export const restService = (id: number, title: string, isActive: boolean): RestService => ({
  id,
  title,
  description: null,
  iconName: 'dumbbell',
  imageUrl: null,
  features: [],
  displayOrder: id,
  isActive,
});

export const restCategory = (id: string) => ({ id, name: `Categoría ${id}`, slug: id, displayOrder: 0 });

/** A catalogue product without its category and brand objects (the loaders fill them in). */
export const restProduct = (n: number, categoryId: string, brandId: string | null) => ({
  id: `p${n}`,
  name: `Producto ${n}`,
  price: 100,
  discountPercentage: 0,
  sku: `SKU-${n}`,
  stockQuantity: 5,
  minStock: 1,
  inStock: true,
  lowStock: false,
  variants: {},
  categoryId,
  brandId,
  images: [],
  isFeatured: false,
  allowCardPayment: true,
  allowCashOnDelivery: true,
  allowOnlinePayment: true,
  createdAt: '2026-11-01T00:00:00.000Z',
});
