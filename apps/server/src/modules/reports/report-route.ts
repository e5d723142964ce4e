import type { Language, Permission } from '@cmis/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { PassThrough } from 'node:stream';
import type { z } from 'zod';
import type { Deps } from '../../deps.js';
import { actorOf } from '../../platform/access.js';
import type { Actor } from '../../platform/actor.js';
import { sendReportXlsx } from '../../platform/report-xlsx.js';

/**
 * One report of spec 3: its figures as JSON at `path`, and (with `workbook`) the same
 * report as the §9 Excel file at `path.xlsx`, under the same permission and query.
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
  workbook?: (
    deps: Deps,
    actor: Actor,
    query: z.output<E>,
    language: Language,
  ) => Promise<{ title: string; stream: PassThrough }>;
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
  app.get(
    `${report.path}.xlsx`,
    {
      config,
      schema: {
        tags,
        operationId: `export${report.name}`,
        querystring: report.exportQuery ?? report.query,
      } satisfies FastifySchema,
    },
    async (request, reply) => {
      const book = await workbook(
        deps,
        actorOf(request),
        request.query as z.output<E>,
        request.sessionUser?.language ?? 'mr',
      );
      return sendReportXlsx(reply, book.title, book.stream);
    },
  );
}
