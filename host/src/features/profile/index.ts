export { PersonalDataPage } from './components/personal-data-page';
export { SettingsPage } from './components/settings-page';
