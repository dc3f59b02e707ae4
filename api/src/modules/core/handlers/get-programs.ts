import type { endpoints } from '@school/shared/contracts';
import { PROGRAMS } from '@school/shared/domain';
import type { EndpointHandler } from '../../../http/register';

/** The school's programmes (anyone may read them). */
export const getPrograms: EndpointHandler<typeof endpoints.programs> = async () => [...PROGRAMS];
