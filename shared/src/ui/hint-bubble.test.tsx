import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINT_BUBBLE_CLOSE_MS, HintBubble } from './hint-bubble';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const bubble = () => screen.queryByRole('dialog');
const anchor = (name: string) => screen.getByRole('button', { name });
const finishClosing = () => act(() => vi.advanceTimersByTime(HINT_BUBBLE_CLOSE_MS));

describe('HintBubble', () => {
  it('click mode: a click opens it with its title and text, «Понятно» runs the callback and closes it after 300 ms', () => {
    const onConfirm = vi.fn();
    render(
      <HintBubble title="Подсказка" text="Здесь ваши уроки" onConfirm={onConfirm}>
        Что это?
      </HintBubble>,
    );
    expect(bubble()).toBeNull();
    expect(anchor('Что это?').getAttribute('aria-expanded')).toBe('false');
    fireEvent.mouseEnter(anchor('Что это?'));
    expect(bubble()).toBeNull();

    fireEvent.click(anchor('Что это?'));
    expect(screen.getByRole('dialog', { name: 'Подсказка' }).textContent).toContain('Здесь ваши уроки');
    expect(anchor('Что это?').getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Понятно' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // It fades out for 300 ms before it is gone.
    expect(bubble()?.getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(HINT_BUBBLE_CLOSE_MS - 1));
    expect(bubble()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bubble()).toBeNull();
  });

  it('click mode: a second click on the anchor closes it, so does a click elsewhere; leaving does not', () => {
    render(
      <>
        <HintBubble text="Подсказка">Что это?</HintBubble>
        <p>Где-то ещё</p>
      </>,
    );
    fireEvent.click(anchor('Что это?'));
    fireEvent.mouseLeave(anchor('Что это?'));
    finishClosing();
    expect(bubble()).not.toBeNull();
    fireEvent.click(anchor('Что это?'));
    finishClosing();
    expect(bubble()).toBeNull();

    fireEvent.click(anchor('Что это?'));
    fireEvent.mouseDown(screen.getByText('Где-то ещё'));
    finishClosing();
    expect(bubble()).toBeNull();
  });

  it('hover mode: opens on pointer enter and on focus, closes after leaving; no title needed', () => {
    render(
      <HintBubble trigger="hover" text="Пакет от 16 уроков">
        Условия
      </HintBubble>,
    );
    fireEvent.mouseEnter(anchor('Условия'));
    expect(screen.getByRole('dialog', { name: 'Пакет от 16 уроков' })).toBeTruthy();
    expect(document.querySelector('.sc-hint__title')).toBeNull();
    fireEvent.mouseLeave(anchor('Условия'));
    finishClosing();
    expect(bubble()).toBeNull();

    // Coming back while it fades keeps it open.
    fireEvent.mouseEnter(anchor('Условия'));
    fireEvent.mouseLeave(anchor('Условия'));
    fireEvent.mouseEnter(anchor('Условия'));
    finishClosing();
    expect(bubble()?.getAttribute('data-state')).toBe('open');

    fireEvent.mouseLeave(anchor('Условия'));
    finishClosing();
    act(() => anchor('Условия').focus());
    expect(bubble()).not.toBeNull();
  });

  it('click-and-hover mode: a click opens it, hovering alone does not, leaving closes it', () => {
    render(
      <HintBubble trigger="clickAndHover" text="Бонус придёт после оплаты">
        Когда начислят?
      </HintBubble>,
    );
    fireEvent.mouseEnter(anchor('Когда начислят?'));
    expect(bubble()).toBeNull();
    fireEvent.click(anchor('Когда начислят?'));
    expect(bubble()).not.toBeNull();
    fireEvent.mouseLeave(anchor('Когда начислят?'));
    finishClosing();
    expect(bubble()).toBeNull();
  });

  it('keyboard: Enter opens it, Escape closes it', () => {
    render(<HintBubble text="Подсказка">Что это?</HintBubble>);
    fireEvent.keyDown(anchor('Что это?'), { key: 'Enter' });
    expect(bubble()).not.toBeNull();
    fireEvent.keyDown(anchor('Что это?'), { key: 'Escape' });
    finishClosing();
    expect(bubble()).toBeNull();
  });

  it('sits 15 px from the anchor, at most 280 px wide, in for 200 ms and out for 300 ms', () => {
    render(
      <HintBubble text="Подсказка" defaultOpen placement="top" align="end">
        Что это?
      </HintBubble>,
    );
    const style = bubble()!.style;
    expect(style.getPropertyValue('--sc-hint-offset')).toBe('15px');
    expect(style.getPropertyValue('--sc-hint-max-width')).toBe('280px');
    expect(style.getPropertyValue('--sc-hint-in')).toBe('200ms');
    expect(style.getPropertyValue('--sc-hint-out')).toBe('300ms');
    expect(bubble()!.className).toContain('sc-hint__bubble--top');
    expect(bubble()!.className).toContain('sc-hint__bubble--end');
  });
});
