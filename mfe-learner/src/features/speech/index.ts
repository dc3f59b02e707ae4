export { ListenButton } from './components/listen-button';
export { DrillControls, useDrillPlayer } from './components/drill-player';
export { SpeechSettingsPanel } from './components/speech-settings';
export { spokenText } from './model/speaker';
