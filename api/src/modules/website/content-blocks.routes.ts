import { canManageContent, CONTENT_MESSAGES } from '@gym/domain';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAbility } from '../../plugins/auth';
import { getBlock, putBlock, type BlockKey } from './content-blocks.service';
import { anyData } from './fields.schemas';

const tags = ['gym'];
const security = [{ bearerAuth: [] }];

/**
 * Read and save one free-form block of the website (video, section texts, navigation, branding);
 * mounted once per block at its own /gym/... prefix.
 */
export function contentBlockRoutes(key: BlockKey, summary: string): FastifyPluginAsync {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const configEditor = requireAbility(app, canManageContent, CONTENT_MESSAGES.forbiddenConfig);

    app.get('', { schema: { tags, summary, response: { 200: anyData } } }, async () => ({
      success: true as const,
      data: await getBlock(app.db, key),
    }));

    app.put(
      '',
      {
        onRequest: configEditor,
        schema: {
          tags,
          security,
          summary: `Guarda: ${summary}`,
          body: z.record(z.string(), z.unknown()),
          response: { 200: anyData },
        },
      },
      async (request) => {
        await putBlock(app.db, key, request.body);
        return { success: true as const, data: await getBlock(app.db, key), message: CONTENT_MESSAGES.configUpdated };
      },
    );
  };
}
