import { PROFILE_MESSAGES } from '@gym/domain';
import { config } from '../../platform/config';
import { stringAt, upload } from '../../platform/upload';

export interface UploadedImage {
  profileImage: string;
  publicId: string | null;
}

/** Field `image` to the bff's profile image route; resolves the stored image. */
export function uploadProfileImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return upload({
    url: config.profileImageUploadUrl,
    field: 'image',
    file,
    onProgress,
    read: (data) => {
      const profileImage = stringAt(data, 'profileImage');
      return profileImage === null ? null : { profileImage, publicId: stringAt(data, 'publicId') };
    },
    messages: {
      network: PROFILE_MESSAGES.imageUploadNetwork,
      byStatus: {
        413: PROFILE_MESSAGES.imageTooLarge,
        415: PROFILE_MESSAGES.imageInvalidFormat,
        422: PROFILE_MESSAGES.imageInvalidFormat,
      },
      sessionExpired: PROFILE_MESSAGES.sessionExpired,
      serverError: PROFILE_MESSAGES.serverError,
    },
  });
}
