import { activityQuerySchema, profileActivitySchema, profileSchema, updateProfileSchema } from '@nova/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireWorkspace } from '../workspace-session/require-workspace.js';
import type { ProfileService } from './profile.service.js';

/** The profile page: the workspace owner's name and the workspace's activity per day. */
export function profileRoutes(profile: ProfileService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/profile', { schema: { response: { 200: profileSchema } } }, async (request) =>
      profile.get(requireWorkspace(request).id),
    );

    app.put('/api/profile', { schema: { body: updateProfileSchema, response: { 200: profileSchema } } }, async (request) =>
      profile.rename(requireWorkspace(request).id, request.body.name),
    );

    app.get(
      '/api/profile/activity',
      { schema: { querystring: activityQuerySchema, response: { 200: profileActivitySchema } } },
      async (request) => profile.activity(requireWorkspace(request).id, request.query.tzOffsetMinutes),
    );
  };
}
