import type { procedures } from '@school/shared/contracts';
import type { ProcedureHandler } from '../../../http/register';
import { userVariables } from '../repository';

export const getVariables: ProcedureHandler<(typeof procedures)['users.getVariables']> = async (ctx) => userVariables(ctx.db, ctx.user().id);
