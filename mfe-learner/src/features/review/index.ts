export { ReviewPage } from './components/review-page';
export { AddToReview } from './components/add-to-review';
export { NewCardsSetting } from './components/new-cards-setting';
export { phraseCard, trainingCard } from './model/new-cards';
