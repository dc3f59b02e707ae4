import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { loadReportFullTypes } from '../repository';

/** The lesson formats and their report fields. */
export const getReportFullTypes: EndpointHandler<typeof endpoints.reportFullTypes> = async (ctx) => loadReportFullTypes(ctx.db);
