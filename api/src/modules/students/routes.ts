import { endpoints, procedures } from '@school/shared/contracts';
import { procedureRoute, route } from '../../http/register';
import type { ApiModule } from '../module';
import { createStudentAppointment } from './handlers/create-student-appointment';
import { deleteStudentAppointment } from './handlers/delete-student-appointment';
import { getContact } from './handlers/get-contact';
import { getCourses } from './handlers/get-courses';
import { getNextAppointments } from './handlers/get-next-appointments';
import { getProgramProgress } from './handlers/get-program-progress';
import { getRecordings } from './handlers/get-recordings';
import { getStats } from './handlers/get-stats';
import { getStudent } from './handlers/get-student';
import { updateStudent } from './handlers/update-student';
import { updateStudentAppointment } from './handlers/update-student-appointment';

export function studentsModule(): ApiModule {
  return {
    name: 'students',
    routes: [
      route(endpoints.createStudentAppointment, createStudentAppointment),
      route(endpoints.updateStudentAppointment, updateStudentAppointment),
      route(endpoints.deleteStudentAppointment, deleteStudentAppointment),
    ],
    procedures: [
      procedureRoute(procedures['students.getStudent'], getStudent),
      procedureRoute(procedures['students.getContact'], getContact),
      procedureRoute(procedures['students.updateStudent'], updateStudent),
      procedureRoute(procedures['students.getNextAppointments'], getNextAppointments),
      procedureRoute(procedures['students.getStats'], getStats),
      procedureRoute(procedures['students.getProgramProgress'], getProgramProgress),
      procedureRoute(procedures['students.getRecordings'], getRecordings),
      procedureRoute(procedures['students.getCourses'], getCourses),
    ],
  };
}
