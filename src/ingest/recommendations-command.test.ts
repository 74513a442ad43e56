import { describe, expect, it } from 'vitest';
import { recommendationsCommand } from './recommendations-command.ts';

describe('recommendationsCommand', () => {
  it.each([
    [['refresh'], 'refresh'],
    [['--', 'refresh'], 'refresh'],
    [[], null],
    [['rebuild'], null],
    [['refresh', 'now'], null],
    [['--refresh'], null],
  ] as const)('%j → %s', (argv, expected) => {
    expect(recommendationsCommand(argv)).toBe(expected);
  });
});
