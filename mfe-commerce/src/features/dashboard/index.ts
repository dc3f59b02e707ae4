export { LearnerDashboard } from './components/dashboard';
export { TariffBlock } from './components/tariff-block';
