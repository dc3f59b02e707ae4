import { ProgramsSchema, ReportFullTypesSchema } from '../schemas';
import { endpoint } from './define';

/** The school's fixed catalogues: the report types with their fields, the programmes. */
export const catalogueEndpoints = {
  reportFullTypes: endpoint({ method: 'GET', path: '/server/report_full_types', response: ReportFullTypesSchema }),
  programs: endpoint({ method: 'GET', path: '/content/programs', response: ProgramsSchema }),
};
