import * as v from 'valibot';
import { remoteComponentProps } from '@school/shared/contracts';
import { NewCardsSetting } from '../../features/review';
import { SpeechSettingsPanel } from '../../features/speech';

/**
 * Exposed as mfe_learner/LearningSettings: the learner remote's part of the profile settings page
 * (/lms/settings). Its props are a contract in shared/src/contracts/components.ts.
 */
export default function LearningSettings(props: Record<string, never>) {
  v.parse(remoteComponentProps['mfe_learner/LearningSettings'], props);
  return (
    <>
      <SpeechSettingsPanel />
      <NewCardsSetting />
    </>
  );
}
