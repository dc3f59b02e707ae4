import { useEffect, useId, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { commonTexts } from '../texts';
import { Button } from './button';

/** 'hover': opens while the pointer (or focus) is on it; 'click': a click opens and closes it; 'clickAndHover': a click opens it, leaving closes it. */
type HintTrigger = 'hover' | 'click' | 'clickAndHover';

/** Spec §9: the bubble sits 15 px from its anchor, is at most 280 px wide, opens in 200 ms and closes in 300 ms. */
const HINT_BUBBLE_OFFSET_PX = 15;
const HINT_BUBBLE_MAX_WIDTH_PX = 280;
const HINT_BUBBLE_OPEN_MS = 200;
export const HINT_BUBBLE_CLOSE_MS = 300;

const bubbleStyle = {
  '--sc-hint-offset': `${HINT_BUBBLE_OFFSET_PX}px`,
  '--sc-hint-max-width': `${HINT_BUBBLE_MAX_WIDTH_PX}px`,
  '--sc-hint-in': `${HINT_BUBBLE_OPEN_MS}ms`,
  '--sc-hint-out': `${HINT_BUBBLE_CLOSE_MS}ms`,
} as CSSProperties;

/**
 * A hint next to its anchor (spec §2, §4): opens on hover, click or click-and-hover; shows an optional
 * title, a text and the confirm button 'Понятно', which runs `onConfirm` and toggles the bubble.
 * Escape closes it, and so does a click elsewhere. The anchor is reachable by keyboard in every mode.
 */
export function HintBubble({
  trigger = 'click',
  title,
  text,
  onConfirm,
  children,
  defaultOpen = false,
  placement = 'bottom',
  align = 'start',
  label,
}: {
  trigger?: HintTrigger;
  title?: string;
  text: string;
  onConfirm?: () => void;
  /** The anchor: a word, an icon, a card. */
  children: ReactNode;
  defaultOpen?: boolean;
  /** Below the anchor (default) or above it. */
  placement?: 'bottom' | 'top';
  /** Which edges of anchor and bubble line up: the left ones (default) or the right ones, for anchors near the right edge. */
  align?: 'start' | 'end';
  /** The anchor's accessible name when its content has none (an icon). */
  label?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLSpanElement>(null);
  const bubbleId = useId();
  const titleId = `${bubbleId}-title`;

  useEffect(() => () => clearTimeout(timer.current), []);

  const visible = open && !closing;

  const show = () => {
    clearTimeout(timer.current);
    setClosing(false);
    setOpen(true);
  };
  const hide = () => {
    if (!open || closing) return;
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, HINT_BUBBLE_CLOSE_MS);
  };
  const toggle = () => (visible ? hide() : show());

  // A click elsewhere closes an open bubble.
  useEffect(() => {
    if (!visible) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) hide();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  });

  const opensOnHover = trigger === 'hover';
  const closesOnLeave = trigger === 'hover' || trigger === 'clickAndHover';
  const opensOnClick = trigger === 'click' || trigger === 'clickAndHover';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && visible) {
      event.stopPropagation();
      hide();
    }
  };
  const onAnchorKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle();
    }
  };
  // Focus leaving the whole hint (not moving into the bubble) closes a hover hint.
  const onBlur = (event: FocusEvent) => {
    if (opensOnHover && !root.current?.contains(event.relatedTarget as Node | null)) hide();
  };

  return (
    <span
      ref={root}
      className="sc-hint"
      onMouseEnter={opensOnHover ? show : undefined}
      onMouseLeave={closesOnLeave ? hide : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-trigger={trigger}
    >
      <span
        className="sc-hint__anchor"
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-expanded={visible}
        aria-controls={open ? bubbleId : undefined}
        onClick={opensOnClick ? toggle : undefined}
        onKeyDown={onAnchorKeyDown}
        onFocus={opensOnHover ? show : undefined}
      >
        {children}
      </span>
      {open && (
        <span
          id={bubbleId}
          role="dialog"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : text}
          className={[
            'sc-hint__bubble',
            placement === 'top' ? 'sc-hint__bubble--top' : '',
            align === 'end' ? 'sc-hint__bubble--end' : '',
            closing ? 'sc-hint__bubble--closing' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          style={bubbleStyle}
          data-state={closing ? 'closing' : 'open'}
        >
          {title && (
            <span id={titleId} className="sc-hint__title">
              {title}
            </span>
          )}
          <span className="sc-hint__text">{text}</span>
          <Button
            size="small"
            onClick={() => {
              onConfirm?.();
              toggle();
            }}
          >
            {commonTexts.understood}
          </Button>
        </span>
      )}
    </span>
  );
}
