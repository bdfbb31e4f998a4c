import type { ApiModule } from '../../lib/api-module';
import { configRoutes, initializeRoutes } from './config.routes';
import { contactRoutes } from './contact.routes';
import { contentBlockRoutes } from './content-blocks.routes';
import { imageRoutes } from './images.routes';
import { landingRoutes } from './landing.routes';
import { promotionRoutes } from './promotions.routes';
import { legacyServicesRoutes, servicesRoutes } from './services.routes';
import { socialRoutes } from './social.routes';
import { gymStatsRoutes, statisticsRoutes } from './statistics.routes';
import { testimonialModerationRoutes } from './testimonial-moderation.routes';
import { gymTestimonialsRoutes, testimonialRoutes } from './testimonials.routes';

/**
 * The public website and its editor: brand and texts, contact, social networks, content blocks,
 * promotions, counters, services, testimonials (members' and their moderation), images and the
 * landing page in one call. Plans and weekly hours are shown here but owned by the memberships
 * and schedule modules.
 */
export const websiteModule: ApiModule = {
  name: 'website',
  routes: [
    { prefix: '/gym/config', plugin: configRoutes },
    { prefix: '/gym/initialize', plugin: initializeRoutes },
    { prefix: '/gym/contact', plugin: contactRoutes },
    { prefix: '/gym/social-media', plugin: socialRoutes },
    { prefix: '/gym/video', plugin: contentBlockRoutes('video', 'Video de presentación') },
    { prefix: '/gym/sections-content', plugin: contentBlockRoutes('sections', 'Títulos y textos de cada sección') },
    { prefix: '/gym/navigation', plugin: contentBlockRoutes('navigation', 'Menú de navegación') },
    { prefix: '/gym/branding', plugin: contentBlockRoutes('branding', 'Logo, favicon y tipografía') },
    { prefix: '/gym/promotions', plugin: promotionRoutes },
    { prefix: '/gym/stats', plugin: gymStatsRoutes },
    { prefix: '/statistics', plugin: statisticsRoutes },
    { prefix: '/gym/services', plugin: legacyServicesRoutes },
    { prefix: '/services', plugin: servicesRoutes },
    { prefix: '/gym/testimonials', plugin: gymTestimonialsRoutes },
    { prefix: '/testimonials', plugin: testimonialRoutes },
    { prefix: '/testimonials', plugin: testimonialModerationRoutes },
    { prefix: '/content/landing', plugin: landingRoutes },
    { prefix: '/content/images', plugin: imageRoutes },
  ],
};
