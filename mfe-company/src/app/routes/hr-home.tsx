import { HrHome as HrHomePage } from '../../features/hr-home';

/** Exposed as mfe_company/HrHome: the host shows it on /lms/dashboard to HR users. */
export default function HrHome() {
  return <HrHomePage />;
}
