/**
 * Views of the activity reports that more than one remote shows (mfe-company's «Отчёты», the admins'
 * payroll and students reports): a report table with its CSV and XLSX links, and the period picker.
 * Not a shared module: each remote that uses them builds them in, so no first page carries them.
 */
export { ReportTableView } from './report-table-view';
export { PeriodPicker } from './period-picker';
