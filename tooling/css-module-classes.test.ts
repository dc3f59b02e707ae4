import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain Node module of the tooling package
import { classesOf, classesUsed, findMissingClasses } from './css-module-classes.mjs';

type Missing = { file: string; module: string; name: string };

describe('the class names the apps read from their CSS modules', () => {
  it('are each defined by the module (node tooling/css-module-classes.mjs lists the others)', () => {
    const missing = (findMissingClasses as () => Missing[])().map(({ file, name, module }) => `${file}: ${name} is not in ${module}`);
    expect(missing).toEqual([]);
  });
});

describe('the CSS module class finder', () => {
  it('reads the classes of every selector, not of values or comments', () => {
    const css = [
      '/* .commented */',
      '.card, .card_wide > .title:hover { background: url(./icon.svg); width: 0.5rem; }',
      '@media (width <= 640px) { .card .price { display: none; } }',
      '.list :global(.sc-tabs) { margin: 0; }',
    ].join('\n');
    expect([...(classesOf as (css: string) => Set<string>)(css)].sort()).toEqual(['card', 'card_wide', 'list', 'price', 'sc-tabs', 'title']);
  });

  it('reads the names a component takes from each module it imports, dotted or quoted', () => {
    const source = [
      "import styles from './purchase.module.css';",
      "import other from '../shared/cards.module.css';",
      "import { thing } from './not-css';",
      'const a = styles.card;',
      "const b = styles['card-wide'];",
      'const c = styles[`calculator_${type}`];',
      'const d = `${styles.card} ${other.title}`;',
      'const e = thing.styles;',
    ].join('\n');
    expect((classesUsed as (source: string) => { specifier: string; names: string[] }[])(source)).toEqual([
      { specifier: './purchase.module.css', names: ['card', 'card-wide'] },
      { specifier: '../shared/cards.module.css', names: ['title'] },
    ]);
  });
});
