import { LevelTestPage as Page } from '../../features/level-test';

/** Exposed as mfe_commerce/LevelTestPage. */
export default function LevelTestPage() {
  return <Page />;
}
