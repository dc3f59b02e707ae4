import * as v from 'valibot';
import { remoteComponentProps, type SearchOverlayProps } from '@school/shared/contracts';
import { SearchOverlay } from '../../features/search';

/**
 * Exposed as mfe_learner/SearchOverlay: the search the host's header opens, loaded only when asked.
 * Its props are a contract in shared/src/contracts/components.ts, checked here at runtime too.
 */
export default function SearchOverlayExposed(props: SearchOverlayProps) {
  const { onClose } = v.parse(remoteComponentProps['mfe_learner/SearchOverlay'], props);
  return <SearchOverlay onClose={onClose} />;
}
