import { describe, expect, it } from 'vitest';
import { promptKey } from './prompt-key';

describe('a Russian prompt met twice in the training', () => {
  it('is compared with case, spaces and the final punctuation aside', () => {
    expect(promptKey('  Я устал. ')).toBe(promptKey('я  устал'));
    expect(promptKey('Ты прав?')).toBe('ты прав');
  });
});
