import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { PageList } from '../pages/page-list';
import { Loader } from '../ui';

type PageModule = Promise<{ default: ComponentType }>;

/** Links of a remote's dev shell: every page without parameters, and the components shown at a dev path. */
export function devLinksOf(list: PageList): { to: string; label: string }[] {
  const links = list.pages.filter((p) => !p.path.includes(':')).map((p) => ({ to: p.path.replace(/\/\*$/, '') || '/', label: p.title }));
  for (const c of list.components) if (c.devPath) links.unshift({ to: c.devPath, label: c.module });
  return links.filter((link, i) => links.findIndex((l) => l.to === link.to) === i);
}

const cache = new Map<string, ComponentType>();
function lazyFile(file: string, load: (file: string) => PageModule): ComponentType {
  let page = cache.get(file);
  if (!page) {
    page = lazy(() => load(file));
    cache.set(file, page);
  }
  return page;
}

/**
 * The remote's pages at their real paths for its standalone dev shell, from the same page list the
 * host routes by. `load` imports a file of src/app/routes/: `(file) => import(\`./routes/${file}\`)`.
 */
export function DevPages({ list, load }: { list: PageList; load: (file: string) => PageModule }) {
  const items = [
    ...list.pages.map((p) => ({ path: p.path, file: p.file })),
    ...list.components.flatMap((c) => (c.devPath ? [{ path: c.devPath, file: c.file }] : [])),
  ];
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        {items.map(({ path, file }) => {
          const Page = lazyFile(file, load);
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
