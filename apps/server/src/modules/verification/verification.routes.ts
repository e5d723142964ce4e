import {
  allocationCreateResponseSchema,
  allocationCreateSchema,
  allocationListQuerySchema,
  allocationPageSchema,
  allocationUnitSchema,
  idParamSchema,
  lookupCreateSchema,
  lookupDetailSchema,
  lookupListQuerySchema,
  lookupPageSchema,
  lookupSubmitResponseSchema,
  otpRequestResponseSchema,
  otpRequestSchema,
  otpSubmitSchema,
  verificationAccessSchema,
} from '@cmis/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf, appUserOf } from '../../platform/access.js';
import { auditContext } from '../../platform/request-meta.js';
import * as allocations from './allocations.service.js';
import * as lookups from './lookups.service.js';

const tags = ['verification'];

const officer = (request: FastifyRequest): lookups.Searcher => ({
  kind: 'officer',
  actor: actorOf(request),
});

/** Document verification (spec 3 §2.12, §2.13, §7.3; issue 7 contract). */
export function verificationRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/verification/access',
      {
        config: { permission: 'session:self' },
        schema: {
          tags,
          operationId: 'getVerificationAccess',
          response: { 200: verificationAccessSchema },
        },
      },
      (request) => lookups.access(deps, actorOf(request)),
    );

    r.get(
      '/verification/lookups',
      {
        config: { permission: 'verification:lookup' },
        schema: {
          tags,
          operationId: 'listVerificationLookups',
          querystring: lookupListQuerySchema,
          response: { 200: lookupPageSchema },
        },
      },
      (request) => lookups.listLookups(deps, actorOf(request), request.query),
    );

    r.get(
      '/verification/lookups/:id',
      {
        config: { permission: 'verification:lookup' },
        schema: {
          tags,
          operationId: 'getVerificationLookup',
          params: idParamSchema,
          response: { 200: lookupDetailSchema },
        },
      },
      (request) => lookups.getLookup(deps, actorOf(request), request.params.id),
    );

    r.post(
      '/verification/lookups',
      {
        config: { permission: 'verification:lookup' },
        schema: {
          tags,
          operationId: 'createVerificationLookup',
          body: lookupCreateSchema,
          response: { 200: lookupSubmitResponseSchema },
        },
      },
      (request) =>
        lookups.createLookup(deps, officer(request), auditContext(request), request.body),
    );

    r.post(
      '/verification/aadhaar-otp',
      {
        config: { permission: 'verification:lookup' },
        schema: {
          tags,
          operationId: 'requestAadhaarOtp',
          body: otpRequestSchema,
          response: { 200: otpRequestResponseSchema },
        },
      },
      (request) => lookups.requestOtp(deps, officer(request), auditContext(request), request.body),
    );

    r.post(
      '/verification/aadhaar-otp/submit',
      {
        config: { permission: 'verification:lookup' },
        schema: {
          tags,
          operationId: 'submitAadhaarOtp',
          body: otpSubmitSchema,
          response: { 200: lookupSubmitResponseSchema },
        },
      },
      (request) => lookups.submitOtp(deps, officer(request), auditContext(request), request.body),
    );

    r.get(
      '/verification/allocations',
      {
        config: { permission: 'verification:allocate' },
        schema: {
          tags,
          operationId: 'listVerificationAllocations',
          querystring: allocationListQuerySchema,
          response: { 200: allocationPageSchema },
        },
      },
      (request) => allocations.listAllocations(deps, request.query),
    );

    r.get(
      '/verification/allocation-units',
      {
        config: { permission: 'verification:allocate' },
        schema: {
          tags,
          operationId: 'listVerificationAllocationUnits',
          response: { 200: z.array(allocationUnitSchema) },
        },
      },
      () => allocations.listAllocationUnits(deps),
    );

    r.post(
      '/verification/allocations',
      {
        config: { permission: 'verification:allocate' },
        schema: {
          tags,
          operationId: 'createVerificationAllocation',
          body: allocationCreateSchema,
          response: { 200: allocationCreateResponseSchema },
        },
      },
      (request) =>
        allocations.createAllocation(deps, actorOf(request), auditContext(request), request.body),
    );

    // Plan C: the unit's app users look documents up from the field app (spec 3 §6).
    r.post(
      '/field/verification/lookups',
      {
        config: { permission: 'field:app' },
        schema: {
          tags: ['field', ...tags],
          operationId: 'fieldCreateVerificationLookup',
          body: lookupCreateSchema,
          response: { 200: lookupSubmitResponseSchema },
        },
      },
      (request) =>
        lookups.createLookup(
          deps,
          { kind: 'app', appUser: appUserOf(request) },
          { actor: null, ip: request.ip || null },
          request.body,
        ),
    );
  };
}
