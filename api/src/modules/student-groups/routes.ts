import { endpoints } from '@school/shared/contracts';
import { route } from '../../http/register';
import type { ApiModule } from '../module';
import { createGroupAppointment } from './handlers/create-group-appointment';
import { deleteGroupAppointment } from './handlers/delete-group-appointment';
import { getStudentGroup } from './handlers/get-student-group';
import { updateGroupAppointment } from './handlers/update-group-appointment';

export function studentGroupsModule(): ApiModule {
  return {
    name: 'student-groups',
    routes: [
      route(endpoints.studentGroup, getStudentGroup),
      route(endpoints.createGroupAppointment, createGroupAppointment),
      route(endpoints.updateGroupAppointment, updateGroupAppointment),
      route(endpoints.deleteGroupAppointment, deleteGroupAppointment),
    ],
  };
}
