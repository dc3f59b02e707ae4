export { IntroLessonPage } from './components/intro-lesson-page';
export { LeadForm } from './components/lead-form';
