import {
  unitSettingsQuerySchema,
  unitSettingsSchema,
  unitSettingsUpdateSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as settings from './settings.service.js';

const tags = ['settings'];

/** Issue 20: a unit's overdue-check and patrol settings. */
export function settingsRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/settings/unit',
      {
        config: { permission: 'settings:read' },
        schema: {
          tags,
          operationId: 'getUnitSettings',
          querystring: unitSettingsQuerySchema,
          response: { 200: unitSettingsSchema },
        },
      },
      (request) => settings.getUnitSettings(deps, actorOf(request), request.query.cityId),
    );

    r.put(
      '/settings/unit',
      {
        config: { permission: 'settings:write' },
        schema: {
          tags,
          operationId: 'updateUnitSettings',
          body: unitSettingsUpdateSchema,
          response: { 200: z.object({ item: unitSettingsSchema, message: z.string() }) },
        },
      },
      (request) =>
        settings.updateUnitSettings(deps, actorOf(request), auditContext(request), request.body),
    );
  };
}
