import type { Language, Permission } from '@cmis/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { streamReportPdf } from '../../platform/report-pdf.js';
import {
  reportPdfName,
  sendDownload,
  sendReportXlsx,
  streamReportXlsx,
  type ReportWorkbook,
} from '../../platform/report-xlsx.js';

/**
 * One report of spec 3: its figures as JSON at `path`, and (with `workbook`) the same
 * report as the §9 Excel file at `path.xlsx` and as an A4 PDF at `path.pdf` (issue 17 §8),
 * both written from the one table definition, under the same permission and query.
 */
export interface ReportDefinition<Q extends z.ZodType, R extends z.ZodType, E extends z.ZodType> {
  path: string;
  /** The OpenAPI operation ids are `get<name>` and `export<name>`. */
  name: string;
  permission: Permission;
  query: Q;
  response: R;
  read: (deps: Deps, actor: Actor, query: z.output<Q>) => Promise<z.input<R>>;
  /** The Excel file's query when it needs more than the screen's (a chosen mode or sheet). */
  exportQuery?: E;
  /**
   * The report's table for the Excel and PDF files. `undated`: the PDF's name carries no
   * dates though the query has them (history sheeters, spec 3 §9).
   */
  workbook?: (
    deps: Deps,
    actor: Actor,
    query: z.output<E>,
    language: Language,
  ) => Promise<{ title: string; book: ReportWorkbook<string>; undated?: boolean }>;
}

const tags = ['reports'];

export function reportRoute<Q extends z.ZodType, R extends z.ZodType, E extends z.ZodType = Q>(
  app: FastifyInstance,
  deps: Deps,
  report: ReportDefinition<Q, R, E>,
) {
  // The zod validator and serializer are the app's (app.ts); the generic schemas are typed
  // here by the definition, so the routes use the plain instance.
  const config = { permission: report.permission };
  const readSchema: FastifySchema = {
    tags,
    operationId: `get${report.name}`,
    querystring: report.query,
    response: { 200: report.response },
  };
  app.get(report.path, { config, schema: readSchema }, (request) =>
    report.read(deps, actorOf(request), request.query as z.output<Q>),
  );
  const { workbook } = report;
  if (!workbook) return;
  const exportSchema = (kind: 'xlsx' | 'pdf'): FastifySchema => ({
    tags,
    operationId: `export${report.name}${kind === 'pdf' ? 'Pdf' : ''}`,
    querystring: report.exportQuery ?? report.query,
  });
  const languageOf = (request: FastifyRequest) => request.sessionUser?.language ?? 'mr';
  const tableOf = (request: FastifyRequest) =>
    workbook(deps, actorOf(request), request.query as z.output<E>, languageOf(request));
  app.get(
    `${report.path}.xlsx`,
    { config, schema: exportSchema('xlsx') },
    async (request, reply) => {
      const { title, book } = await tableOf(request);
      return sendReportXlsx(reply, title, streamReportXlsx(deps.log, book));
    },
  );
  app.get(`${report.path}.pdf`, { config, schema: exportSchema('pdf') }, async (request, reply) => {
    const { title, book, undated } = await tableOf(request);
    // The dates the report covers name the file, as the screen's print did (decision 0028).
    const { startDate, endDate } = undated
      ? {}
      : (request.query as { startDate?: string; endDate?: string });
    const pdf = streamReportPdf(deps.log, book, { language: languageOf(request) });
    return sendDownload(reply, reportPdfName(title, startDate, endDate), 'pdf', pdf);
  });
}
