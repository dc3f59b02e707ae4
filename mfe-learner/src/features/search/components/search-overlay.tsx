import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon, Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { LEVEL_GROUPS, querySearchPath, useLevels } from '../../catalogue';
import { useAllPhrases } from '../../phrase-bank';
import { overlayMatcher } from '../model/fuzzy';
import { enterTarget, moveHighlight, trappedFocus } from '../model/overlay-keys';
import { collectTags } from '../model/search-index';
import styles from './search.module.css';

const FOCUSABLE = 'input, button, [href], [tabindex]:not([tabindex="-1"])';

/** Page scroll is locked while the overlay is open; focus goes back where it was when it closes. */
function useModalEffects() {
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus({ preventScroll: true });
    };
  }, []);
}

/**
 * The search overlay the host's header opens (mfe_learner/SearchOverlay): type, pick a tag with the
 * arrows, Enter searches it (or the typed text when none is picked), Escape closes. The level files
 * load only now, when it is opened.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  useModalEffects();
  const navigate = useNavigate();
  const levels = useLevels(LEVEL_GROUPS);
  const [typed, setTyped] = useState('');
  // The phrase bank loads once two letters are typed; lessons and tags are found before it arrives.
  const phrases = useAllPhrases(typed.trim().length >= 2);
  const match = useMemo(
    () => (levels.levels ? overlayMatcher(collectTags(levels.levels), levels.levels, phrases.data ?? null) : null),
    [levels.levels, phrases.data],
  );
  const [highlighted, setHighlighted] = useState(-1);
  const results = useMemo(() => (match ? match(typed) : []), [match, typed]);
  const dialog = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const showResults = typed.trim() !== '';

  useEffect(() => {
    input.current?.focus();
  }, []);

  useEffect(() => {
    if (highlighted < 0) return;
    list.current?.querySelector<HTMLElement>(`[data-index="${highlighted}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);

  const go = (path: string) => {
    navigate(path);
    onClose();
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((h) => moveHighlight(h, results.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = enterTarget(typed, results[highlighted]?.path ?? null);
      if (target?.kind === 'path') go(target.path);
      else if (target?.kind === 'query') go(querySearchPath(target.query));
    }
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('disabled'));
    const next = trappedFocus(focusable.length, focusable.indexOf(document.activeElement as HTMLElement), event.shiftKey);
    if (next < 0) return;
    event.preventDefault();
    focusable[next]!.focus();
  };

  const listId = `${id}-results`;
  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && onClose()} data-testid="search-overlay">
      <div ref={dialog} className={styles.box} role="dialog" aria-modal="true" aria-label={texts.search.dialogLabel} onKeyDown={onDialogKey}>
        <div className={styles.field}>
          <span className={styles.icon} aria-hidden>
            <Icon name="search" size={18} />
          </span>
          <input
            ref={input}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label={texts.search.inputLabel}
            aria-expanded={showResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={highlighted >= 0 && results[highlighted] ? optionId(highlighted) : undefined}
            placeholder={texts.search.placeholder}
            maxLength={100}
            autoComplete="off"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setHighlighted(-1);
            }}
            onKeyDown={onInputKey}
          />
          <button type="button" className={styles.close} aria-label={texts.search.close} onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {showResults && (
          <div className={styles.dropdown}>
            {levels.isError ? (
              <p className={styles.state} role="alert">
                {texts.catalogue.loadFailed}
              </p>
            ) : !match ? (
              <Loader inline label={texts.search.loading} />
            ) : results.length === 0 ? (
              <p className={styles.state} role="status">
                {texts.nothingFound}
              </p>
            ) : null}
            <ul ref={list} id={listId} role="listbox" aria-label={texts.search.resultsLabel} className={styles.results} hidden={results.length === 0}>
              {results.map((r, i) => (
                <li
                  key={r.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === highlighted}
                  data-index={i}
                  data-kind={r.kind}
                  data-score={r.score?.toFixed(3)}
                  className={styles.option}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setHighlighted(i)}
                  onClick={() => go(r.path)}
                >
                  {r.kind !== 'tag' && <span className={styles.optionKind}>{texts.search.kinds[r.kind]}</span>}
                  <span lang={r.kind === 'phrase' ? 'en' : undefined}>{r.label}</span>
                  {r.kind === 'phrase' && r.detail && <span className={styles.optionDetail}>{r.detail}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className={styles.hint}>{texts.search.hint}</p>
      </div>
    </div>
  );
}
