import { LandingDocument } from '../features/landing/landing.public.generated';
import { GymConfigDocument } from '../platform/gym-config/gym-config.public.generated';

/**
 * The public content an admin edits: the gym's brand (behind the theme) and the landing page.
 * After an admin's change (useAdminAction) the page fetches these again, so the theme recolours
 * and a preview follows at once. Named here, on the root floor, because the kernel's public
 * client must not know the landing feature.
 */
export const EDITABLE_PUBLIC_CONTENT = [GymConfigDocument, LandingDocument] as const;
