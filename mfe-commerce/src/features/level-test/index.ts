export { LevelTestPage } from './components/level-test-page';
