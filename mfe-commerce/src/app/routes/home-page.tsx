import { HomePage as Page } from '../../features/landing';

/** Exposed as mfe_commerce/HomePage. */
export default function HomePage() {
  return <Page />;
}
