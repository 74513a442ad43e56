export const RECOMMENDATIONS_USAGE = 'usage: npm run recommendations -- refresh\n';

/** The command of `npm run recommendations -- …` (npm's `--` dropped), or null when the arguments are not one. */
export function recommendationsCommand(argv: readonly string[]): 'refresh' | null {
  const args = argv.filter((a) => a !== '--');
  return args.length === 1 && args[0] === 'refresh' ? 'refresh' : null;
}
