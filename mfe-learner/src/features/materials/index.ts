export { bodyOf } from './model/bodies';
export { PresentationView, SmalltalkView, SpeechdrillingView, TextView } from './components/material-views';
