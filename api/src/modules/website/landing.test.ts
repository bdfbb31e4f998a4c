import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/index';
import { backends, createTestApp, type TestApp } from '../../test/test-app';
import { listPlans } from '../memberships/plans.service';
import { weeklySchedule } from '../schedule/hours.service';
import { getGymConfig } from './config.service';
import { getBlock } from './content-blocks.service';
import { landingContent } from './landing.service';
import { promotions } from './promotions.service';
import { activeServices } from './services.service';
import { activeStatistics } from './statistics.service';
import { publicTestimonials } from './testimonial-moderation.service';

describe.each(backends)('landing content on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives the whole landing page in one public call, with only running promotions', async () => {
    const response = await t.app.inject({ url: '/api/content/landing' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.config.name).toBe('Gimnasio Demo');
    expect(data.statistics).toHaveLength(4);
    expect(data.services.length).toBeGreaterThanOrEqual(4);
    expect(data.schedule).toHaveLength(7);
    expect(data.plans.length).toBeGreaterThan(0);
    expect(data.plans.every((p: { isActive: boolean; active: boolean }) => p.isActive && p.active)).toBe(true);
    expect(data.promotions.map((p: { id: string }) => p.id)).toEqual(['inscripcion-gratis']);
  });

  it('reads in one statement exactly what each part owner reads on its own', async () => {
    await t.app.db.insert(testimonials).values({
      name: 'Ana Pérez',
      role: 'Socia desde 2025',
      text: 'Entreno aquí desde hace un año: ¡excelente!',
      rating: 5,
      status: 'approved',
      isActive: true,
      isFeatured: true,
      approvedAt: new Date('2026-03-04T15:16:17.189Z'),
    });
    const now = new Date();
    const [config, statistics, services, plans, featured, schedule, sections, promotionList, settings] =
      await Promise.all([
        getGymConfig(t.app.db),
        activeStatistics(t.app.db),
        activeServices(t.app.db),
        listPlans(t.app.db),
        publicTestimonials(t.app.db, true),
        weeklySchedule(t.app.db, now),
        getBlock(t.app.db, 'sections'),
        promotions(t.app.db, now),
        getBlock(t.app.db, 'landing'),
      ]);
    const landing = await landingContent(t.app.db, now);
    expect(landing).toEqual({
      config,
      statistics,
      services,
      plans,
      testimonials: featured,
      schedule,
      sections,
      promotions: promotionList.filter((p) => p.isRunning),
      settings,
    });
    expect(landing.testimonials.map((x) => x.approvedAt)).toContainEqual(new Date('2026-03-04T15:16:17.189Z'));
    const reserved = landing.schedule.flatMap((day) => day.slots.map((slot) => slot.reserved));
    expect(Math.max(...reserved)).toBeGreaterThan(0);
  });
});
