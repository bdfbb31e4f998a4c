import { CONTENT_MESSAGES } from '@gym/domain';
import { config } from '../../platform/config';
import { stringAt, upload } from '../../platform/upload';
import type { InventoryBrandFragment, InventoryImageFragment } from './inventory.generated';
import { INVENTORY_TEXTS as T } from './texts';

const messages = {
  network: T.images.network,
  byStatus: { 413: CONTENT_MESSAGES.imageTooLarge, 415: CONTENT_MESSAGES.imageInvalidType },
};

/** One image to the product's gallery (the bff streams it to the api, which judges its bytes). */
export function uploadProductImage(
  productId: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<InventoryImageFragment> {
  return upload({
    url: config.productImageUploadUrl(productId),
    field: 'image',
    file,
    onProgress,
    read: (data) => {
      const image = (data as { image?: InventoryImageFragment } | null)?.image;
      return image && stringAt(image, 'id') ? image : null;
    },
    messages,
  });
}

/** A brand's fields with its logo file: POST a new brand, PUT an existing one. */
export function uploadBrand(
  brandId: string | null,
  fields: Record<string, string>,
  logo: File,
): Promise<{ brand: InventoryBrandFragment; message: string }> {
  return upload({
    url: config.brandUploadUrl(brandId),
    method: brandId ? 'PUT' : 'POST',
    field: 'logo',
    file: logo,
    fields,
    read: (data) => {
      const brand = (data as { brand?: InventoryBrandFragment } | null)?.brand;
      return brand && stringAt(brand, 'id') ? { brand, message: '' } : null;
    },
    messages,
  });
}
