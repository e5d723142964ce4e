import {
  aadhaarCheckSchema,
  accusedActiveSchema,
  arrestInputSchema,
  arrestSchema,
  preventiveInputSchema,
  preventiveSchema,
  accusedCreateSchema,
  accusedDetailSchema,
  accusedExportQuerySchema,
  accusedListItemSchema,
  accusedListQuerySchema,
  accusedUpdateSchema,
  crimeInputSchema,
  duplicateCandidateSchema,
  findAccusedQuerySchema,
  idParamSchema,
  nameMatchSchema,
  pageOf,
  wantedExportQuerySchema,
  istDate,
  LANGUAGES,
} from '@cmis/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import { auditContext, writeById } from '../../platform/request-meta.js';
import { sendDownload } from '../../platform/report-xlsx.js';
import {
  CRIMINAL_REPORT,
  exportCsv,
  exportPdf,
  exportWantedXlsx,
} from './accused-export.service.js';
import * as accused from './accused.service.js';
import * as records from './arrests-preventive.service.js';
import { historySheet } from './history-sheet.service.js';

const tags = ['accused'];
const read = { permission: 'accused:read' } as const;
const write = { permission: 'accused:write' } as const;
const detail = { 200: accusedDetailSchema };

export function accusedRoutes(deps: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/accused',
      {
        config: read,
        schema: {
          tags,
          operationId: 'listAccused',
          querystring: accusedListQuerySchema,
          response: { 200: pageOf(accusedListItemSchema) },
        },
      },
      (request) =>
        accused.listAccused(deps, actorOf(request), request.query, request.sessionUser?.language),
    );

    r.get(
      '/accused/export',
      {
        config: read,
        schema: { tags, operationId: 'exportAccused', querystring: accusedExportQuerySchema },
      },
      async (request, reply) => {
        const user = request.sessionUser;
        const stream = exportCsv(deps, actorOf(request), request.query, user?.language ?? 'mr');
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${user?.userid ?? 'accused'}.csv"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    r.get(
      '/accused/export.pdf',
      {
        config: read,
        schema: { tags, operationId: 'exportAccusedPdf', querystring: accusedExportQuerySchema },
      },
      async (request, reply) => {
        const language = request.sessionUser?.language ?? 'mr';
        const pdf = await exportPdf(deps, actorOf(request), request.query, language);
        const title = language === 'mr' ? CRIMINAL_REPORT.mr : CRIMINAL_REPORT.en;
        return sendDownload(reply, `${title}.pdf`, 'pdf', pdf);
      },
    );

    r.get(
      '/accused/wanted-export',
      {
        config: read,
        schema: { tags, operationId: 'exportWantedAccused', querystring: wantedExportQuerySchema },
      },
      async (request, reply) => {
        const q = request.query;
        const stream = exportWantedXlsx(
          deps,
          actorOf(request),
          q,
          request.sessionUser?.language ?? 'mr',
        );
        const day = istDate();
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('content-disposition', `attachment; filename="wanted_${q.condition}_${day}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );

    r.get(
      '/accused/tab-counts',
      {
        config: read,
        schema: {
          tags,
          operationId: 'countAccusedTabs',
          response: {
            200: z.object({ entered: z.number().int(), jurisdiction: z.number().int() }),
          },
        },
      },
      (request) => accused.countTabs(deps, actorOf(request)),
    );

    r.get(
      '/accused/find',
      {
        config: read,
        schema: {
          tags,
          operationId: 'findAccused',
          querystring: findAccusedQuerySchema,
          response: {
            200: z.array(
              z.object({
                id: z.number().int(),
                name: z.string(),
                nameEn: z.string(),
                age: z.number().int(),
                address: z.string(),
                stationNameMr: z.string(),
                stationNameEn: z.string(),
                crimeCount: z.number().int(),
                match: z.array(nameMatchSchema).nullable(),
              }),
            ),
          },
        },
      },
      (request) => accused.findCandidates(deps, actorOf(request), request.query),
    );

    r.get(
      '/accused/:id',
      {
        config: read,
        schema: { tags, operationId: 'getAccused', params: idParamSchema, response: detail },
      },
      async (request, reply) => {
        const found = await accused.getAccusedOrMerged(deps, actorOf(request), request.params.id);
        if ('mergedInto' in found) {
          return reply.redirect(`/api/accused/${found.mergedInto}`, 308);
        }
        return found.detail;
      },
    );

    r.get(
      '/accused/:id/history-sheet.pdf',
      {
        config: read,
        schema: {
          tags,
          operationId: 'getAccusedHistorySheet',
          params: idParamSchema,
          querystring: z.object({ lang: z.enum(LANGUAGES).optional() }),
        },
      },
      async (request, reply) => {
        const user = request.sessionUser;
        const sheet = await historySheet(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
          request.query.lang ?? user?.language ?? 'mr',
          {
            name: user?.name ?? '',
            userid: user?.userid ?? '',
            unit: user?.cityName ?? null,
            station: user?.stationName ?? null,
          },
        );
        return sendDownload(reply, sheet.name, 'pdf', sheet.pdf);
      },
    );

    r.post(
      '/accused',
      {
        config: write,
        schema: { tags, operationId: 'createAccused', body: accusedCreateSchema, response: detail },
      },
      (request) =>
        accused.createAccused(deps, actorOf(request), auditContext(request), request.body),
    );

    r.put(
      '/accused/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updateAccused',
          params: idParamSchema,
          body: accusedUpdateSchema,
          response: detail,
        },
      },
      writeById(deps, accused.updateAccused),
    );

    r.post(
      '/accused/:id/crimes',
      {
        config: write,
        schema: {
          tags,
          operationId: 'addCrime',
          params: idParamSchema,
          body: crimeInputSchema,
          response: detail,
        },
      },
      writeById(deps, accused.addCrime),
    );

    r.put(
      '/crimes/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updateCrime',
          params: idParamSchema,
          body: crimeInputSchema,
          response: detail,
        },
      },
      writeById(deps, accused.updateCrime),
    );

    r.put(
      '/accused/:id/active',
      {
        config: { permission: 'accused:status' },
        schema: {
          tags,
          operationId: 'setAccusedActive',
          params: idParamSchema,
          body: accusedActiveSchema,
          response: detail,
        },
      },
      writeById(deps, accused.setActive),
    );

    r.post(
      '/crimes/:id/arrests',
      {
        config: write,
        schema: {
          tags,
          operationId: 'addArrest',
          params: idParamSchema,
          body: arrestInputSchema,
          response: { 200: arrestSchema },
        },
      },
      writeById(deps, records.addArrest),
    );

    r.put(
      '/arrests/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updateArrest',
          params: idParamSchema,
          body: arrestInputSchema,
          response: { 200: arrestSchema },
        },
      },
      writeById(deps, records.updateArrest),
    );

    r.post(
      '/arrests/check-aadhaar',
      {
        config: write,
        schema: {
          tags,
          operationId: 'checkAadhaar',
          body: aadhaarCheckSchema,
          response: {
            200: z.object({ unique: z.boolean(), candidates: z.array(duplicateCandidateSchema) }),
          },
        },
      },
      (request) => records.checkAadhaar(deps, actorOf(request), request.body),
    );

    r.get(
      '/arrests/:id/aadhaar',
      {
        config: read,
        schema: {
          tags,
          operationId: 'revealAadhaar',
          params: idParamSchema,
          response: { 200: z.object({ aadhaar: z.string() }) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return records.revealAadhaar(
          deps,
          actorOf(request),
          auditContext(request),
          request.params.id,
        );
      },
    );

    r.post(
      '/accused/:id/preventive-actions',
      {
        config: write,
        schema: {
          tags,
          operationId: 'addPreventiveAction',
          params: idParamSchema,
          body: preventiveInputSchema,
          response: { 200: preventiveSchema },
        },
      },
      writeById(deps, records.addPreventive),
    );

    r.put(
      '/preventive-actions/:id',
      {
        config: write,
        schema: {
          tags,
          operationId: 'updatePreventiveAction',
          params: idParamSchema,
          body: preventiveInputSchema,
          response: { 200: preventiveSchema },
        },
      },
      writeById(deps, records.updatePreventive),
    );
  };
}
