import {
  dismissPairSchema,
  duplicateCandidateSchema,
  duplicateCheckSchema,
  duplicatePairSchema,
  duplicatePairsQuerySchema,
  idParamSchema,
  mergeListItemSchema,
  mergeResultSchema,
  mergeSchema,
  okSchema,
  pageOf,
  pageQuerySchema,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../deps.js';
import { actorOf } from '../../../platform/access.js';
import { auditContext } from '../../../platform/request-meta.js';
import * as duplicates from './duplicates.service.js';
import * as merges from './merge.service.js';

const tags = ['duplicates'];

/** One person, one record (issue 16 §3-§5): entry check, possible duplicates, merge. */
export function duplicatesRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/accused/duplicates/check',
      {
        config: { permission: 'accused:write' },
        schema: {
          tags,
          operationId: 'checkDuplicates',
          body: duplicateCheckSchema,
          response: { 200: z.array(duplicateCandidateSchema) },
        },
      },
      (request) => duplicates.checkDuplicates(deps, actorOf(request), request.body),
    );

    r.get(
      '/duplicates',
      {
        config: { permission: 'accused:duplicates' },
        schema: {
          tags,
          operationId: 'listDuplicatePairs',
          querystring: duplicatePairsQuerySchema,
          response: { 200: pageOf(duplicatePairSchema) },
        },
      },
      (request) => duplicates.listPairs(deps, actorOf(request), request.query),
    );

    r.post(
      '/duplicates/:id/dismiss',
      {
        config: { permission: 'accused:duplicates' },
        schema: {
          tags,
          operationId: 'dismissDuplicatePair',
          params: idParamSchema,
          body: dismissPairSchema,
          response: { 200: okSchema },
        },
      },
      (request) =>
        duplicates.dismissPair(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.body.reason,
        ),
    );

    r.post(
      '/duplicates/merge',
      {
        config: { permission: 'accused:merge' },
        schema: {
          tags,
          operationId: 'mergeAccused',
          body: mergeSchema,
          response: { 200: mergeResultSchema },
        },
      },
      (request) => merges.mergeRecords(deps, actorOf(request), auditContext(request), request.body),
    );

    r.get(
      '/duplicates/merges',
      {
        config: { permission: 'accused:merge' },
        schema: {
          tags,
          operationId: 'listMerges',
          querystring: pageQuerySchema,
          response: { 200: pageOf(mergeListItemSchema) },
        },
      },
      (request) => merges.listMerges(deps, actorOf(request), request.query),
    );

    r.post(
      '/duplicates/merges/:id/undo',
      {
        config: { permission: 'accused:unmerge' },
        schema: {
          tags,
          operationId: 'undoMerge',
          params: idParamSchema,
          response: { 200: mergeResultSchema },
        },
      },
      (request) =>
        merges.undoMerge(deps, actorOf(request), auditContext(request), request.params.id),
    );
  };
}
