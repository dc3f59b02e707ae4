import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LandingCard, LandingCards, LandingHero, LandingPage, ReviewCard, SignupSection } from './landing-parts';

describe('the parts of a landing', () => {
  it('heads the page with a hero named by its heading, with an optional note and the actions', () => {
    render(
      <LandingPage testId="some-landing">
        <LandingHero id="some-title" title="Английский для всех" text="Уроки онлайн" note="Первый урок бесплатно">
          <a href="#signup">Записаться</a>
        </LandingHero>
      </LandingPage>,
    );
    const hero = within(screen.getByTestId('some-landing')).getByRole('region', { name: 'Английский для всех' });
    expect(within(hero).getByRole('heading', { level: 1 }).id).toBe('some-title');
    expect([...hero.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Уроки онлайн', 'Первый урок бесплатно']);
    expect(within(hero).getByRole('link', { name: 'Записаться' })).toBeTruthy();
  });

  it('lays cards out with their titles, data attributes, and reviews quoted with their authors', () => {
    render(
      <LandingCards>
        <LandingCard title="Дети 8–10 лет" className="price" data-testid="kids-price" data-plan="40m_kids">
          <p>837 ₽ за урок</p>
        </LandingCard>
        <ReviewCard name="Наталья" about="мама Вари, 7 лет">
          <p>Варя сама здоровается с преподавателем.</p>
        </ReviewCard>
      </LandingCards>,
    );
    const [price, review] = screen.getAllByRole('listitem');
    expect(price!.className).toBe('sc-panel price');
    expect(price!.getAttribute('data-plan')).toBe('40m_kids');
    expect(within(price!).getByRole('heading', { level: 3, name: 'Дети 8–10 лет' })).toBeTruthy();
    expect(review!.className).toBe('sc-panel');
    expect(within(review!).queryByRole('heading')).toBeNull();
    expect(review!.querySelector('blockquote')!.textContent).toBe('Варя сама здоровается с преподавателем.');
    expect(review!.lastElementChild!.textContent).toBe('Наталья, мама Вари, 7 лет');
  });

  it('puts the sign-up form on a card in a section named by its title', () => {
    render(
      <SignupSection id="kids-signup" title="Запишитесь на урок" intro="Мы позвоним">
        <form aria-label="Заявка" />
      </SignupSection>,
    );
    const section = screen.getByRole('region', { name: 'Запишитесь на урок' });
    expect(section.id).toBe('kids-signup');
    expect(within(section).getByText('Мы позвоним')).toBeTruthy();
    expect(within(section).getByRole('form', { name: 'Заявка' }).parentElement!.className).toContain('sc-panel');
  });
});
