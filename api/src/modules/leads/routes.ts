import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { convertLead } from './handlers/convert-lead';
import { createLead } from './handlers/create-lead';
import { listLeads } from './handlers/list-leads';
import { setLeadStatus } from './handlers/set-lead-status';
import { LEAD_MAX_BODY_BYTES } from './limits';
import { leadTexts } from './texts';

export function leadsModule(): ApiModule {
  return {
    name: 'leads',
    routes: [route(endpoints.createLead, createLead, { public: true, bodyLimit: { bytes: LEAD_MAX_BODY_BYTES, message: leadTexts.bodyTooLarge } })],
    procedures: [
      procedureRoute(procedures['leads.list'], listLeads),
      procedureRoute(procedures['leads.convert'], convertLead),
      procedureRoute(procedures['leads.setStatus'], setLeadStatus),
    ],
  };
}
