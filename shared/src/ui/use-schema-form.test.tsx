import { act, renderHook } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useSchemaForm } from './use-schema-form';

const Schema = v.object({ email: v.pipe(v.string(), v.email('Введите email')), name: v.string() });

describe('a schema form field', () => {
  it('gives a text field its value, change handler and message, the message once the form was submitted', () => {
    const { result } = renderHook(() => useSchemaForm(Schema, { email: 'анна', name: '' }));
    expect(result.current.field('email')).toMatchObject({ value: 'анна', error: undefined });

    act(() => void result.current.submit());
    expect(result.current.field('email').error).toBe('Введите email');

    act(() => result.current.field('email').onChange('anna@school.example'));
    expect(result.current.field('email')).toMatchObject({ value: 'anna@school.example', error: undefined });
    expect(result.current.dirty).toBe(true);
  });
});
