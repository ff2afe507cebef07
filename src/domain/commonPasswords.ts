// The most common passwords (for the password policy): compiled from the public top lists
// (SplashData, NCSC's 100k, the Spanish-language leaks) plus obvious ones for this business (car
// makes, football clubs, season + year, the product's own name). Entries are lower case;
// passwordProblem compares lower-cased. Short entries are kept although the 10-character rule
// already refuses them, so the list stays true to its sources. The list itself is the data file
// commonPasswords.json, shipped with the code: no download at runtime.
import LIST from './commonPasswords.json' with { type: 'json' };

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST);
