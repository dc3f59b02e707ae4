import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { commonTexts } from '../texts';
import { Button } from './button';

export type HintTrigger = 'hover' | 'click' | 'clickAndHover';

const CLOSE_MS = 300;

/**
 * A hint next to its anchor: opens on hover, click or click-and-hover; shows an optional title,
 * a text and the confirm button 'Понятно' that runs onConfirm and toggles the bubble.
 * Animates in for 200 ms and out for 300 ms; offset 15 px, at most 280 px wide.
 */
export function HintBubble({
  trigger = 'click',
  title,
  text,
  onConfirm,
  children,
  defaultOpen = false,
}: {
  trigger?: HintTrigger;
  title?: string;
  text: string;
  onConfirm?: () => void;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bubbleId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    setClosing(false);
    setOpen(true);
  };
  const hide = () => {
    if (!open) return;
    setClosing(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, CLOSE_MS);
  };
  const toggle = () => (open && !closing ? hide() : show());

  const hover = trigger === 'hover' || trigger === 'clickAndHover';
  const click = trigger === 'click' || trigger === 'clickAndHover';

  return (
    <span
      className="sc-hint"
      onMouseEnter={trigger === 'hover' ? show : undefined}
      onMouseLeave={hover ? hide : undefined}
    >
      <span
        role={click ? 'button' : undefined}
        tabIndex={click ? 0 : undefined}
        aria-expanded={click ? open : undefined}
        aria-describedby={open ? bubbleId : undefined}
        onClick={click ? toggle : undefined}
        onKeyDown={
          click
            ? (e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  toggle();
                }
                if (e.key === 'Escape') hide();
              }
            : undefined
        }
        onFocus={trigger === 'hover' ? show : undefined}
        onBlur={trigger === 'hover' ? hide : undefined}
      >
        {children}
      </span>
      {open && (
        <span id={bubbleId} role="tooltip" className={`sc-hint__bubble${closing ? ' sc-hint__bubble--closing' : ''}`}>
          {title && <span className="sc-hint__title" style={{ display: 'block' }}>{title}</span>}
          <span className="sc-hint__text" style={{ display: 'block' }}>{text}</span>
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
