import {
  idParamSchema,
  pageOf,
  wantedDetailSchema,
  wantedItemSchema,
  wantedLicenceInputSchema,
  wantedListQuerySchema,
  wantedMobileInputSchema,
  wantedPersonInputSchema,
  wantedSavedSchema,
  wantedStatusSchema,
  wantedVehicleInputSchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import type { Actor } from '../../platform/actor.js';
import { actorOf } from '../../platform/access.js';
import type { AuditContext } from '../../platform/audit/audit.js';
import { auditContext } from '../../platform/request-meta.js';
import * as wanted from './wanted.service.js';

const tags = ['wanted'];

/** Spec 1 §7 'Save licence, vehicle, mobile' and createWantedType: one path per group. */
const GROUPS = [
  { path: 'persons', name: 'Person', body: wantedPersonInputSchema, save: wanted.savePerson },
  { path: 'vehicles', name: 'Vehicle', body: wantedVehicleInputSchema, save: wanted.saveVehicle },
  { path: 'licences', name: 'Licence', body: wantedLicenceInputSchema, save: wanted.saveLicence },
  { path: 'mobiles', name: 'Mobile', body: wantedMobileInputSchema, save: wanted.saveMobile },
] as const;

type SaveFn<B> = (
  deps: Deps,
  actor: Actor,
  ctx: AuditContext,
  id: number | undefined,
  input: B,
) => Promise<z.infer<typeof wantedSavedSchema>>;

export function wantedRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/wanted',
      {
        config: { permission: 'wanted:read' },
        schema: {
          tags,
          operationId: 'listWanted',
          querystring: wantedListQuerySchema,
          response: { 200: pageOf(wantedItemSchema) },
        },
      },
      (request) => wanted.listWanted(deps, actorOf(request), request.query),
    );

    r.get(
      '/wanted/:id',
      {
        config: { permission: 'wanted:read' },
        schema: {
          tags,
          operationId: 'getWanted',
          params: idParamSchema,
          response: { 200: wantedDetailSchema },
        },
      },
      (request) => wanted.getWanted(deps, actorOf(request), request.params.id),
    );

    for (const group of GROUPS) {
      const body = group.body as z.ZodType<z.infer<typeof group.body>>;
      const save = group.save as SaveFn<z.infer<typeof group.body>>;
      r.post(
        `/wanted/${group.path}`,
        {
          config: { permission: 'wanted:write' },
          schema: {
            tags,
            operationId: `createWanted${group.name}`,
            body,
            response: { 200: wantedSavedSchema },
          },
        },
        (request) => save(deps, actorOf(request), auditContext(request), undefined, request.body),
      );
      r.put(
        `/wanted/${group.path}/:id`,
        {
          config: { permission: 'wanted:write' },
          schema: {
            tags,
            operationId: `updateWanted${group.name}`,
            params: idParamSchema,
            body,
            response: { 200: wantedSavedSchema },
          },
        },
        (request) =>
          save(deps, actorOf(request), auditContext(request), request.params.id, request.body),
      );
    }

    r.put(
      '/wanted/:id/status',
      {
        config: { permission: 'wanted:write' },
        schema: {
          tags,
          operationId: 'setWantedStatus',
          params: idParamSchema,
          body: wantedStatusSchema,
          response: { 200: wantedSavedSchema },
        },
      },
      (request) =>
        wanted.setStatus(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.status,
        ),
    );
  };
}
