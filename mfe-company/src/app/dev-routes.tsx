import { DevPages, devLinksOf } from '@school/shared/dev-shell';
import { pageList } from './pages';

/** Links of the standalone dev shell. */
export const devLinks = devLinksOf(pageList);

/** The remote's pages at their real paths, for the standalone dev shell (from the same page list the host uses). */
export function DevRoutes() {
  return <DevPages list={pageList} load={(file) => import(`./routes/${file}`)} />;
}
