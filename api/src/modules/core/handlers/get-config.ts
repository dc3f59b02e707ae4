import type { endpoints } from '@school/shared/contracts';
import type { EndpointHandler } from '../../../http/register';
import { loadConfig } from '../repository';

/** The school's settings the apps read. */
export const getConfig: EndpointHandler<typeof endpoints.config> = async (ctx) => loadConfig(ctx.db);
